import { sql, type Kysely, type Migration } from 'kysely'
import { resortToday } from '../../../../domain/calendar'
import { chargeLine, folioTotal, linesOfMove, linesOfQuote } from '../../../../domain/folio'
import { amountDue } from '../../../../domain/ledger'
import { readQuoteSnapshot } from '../../../../domain/rates'
import { holdsInventory, type ReservationStatus } from '../../../../domain/reservation-status'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

/** The columns this migration reads and writes, as they are when it runs. */
type Then = {
  reservation: {
    id: number
    status: ReservationStatus
    total: number
    cancellation_charge: number | null
    breakdown: string
    check_in: string
    created_at: string
    updated_at: string
  }
  reservation_event: { reservation_id: number; to_status: string; at: string }
  folio_line: {
    reservation_id: number
    kind: string
    description: string
    date: string
    quantity: number
    unit_amount: number
    amount: number
    vat: number
    created_by: string
    staff_id: number | null
    created_at: string
  }
}

const BATCH = 200

export function folio(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('folio_line')
        .addColumn('id', 'integer', id)
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('kind', 'text', (col) =>
          col
            .notNull()
            .check(
              sql`kind IN ('room', 'fee', 'extra', 'discount', 'vat_exemption', 'cancellation', 'no_show', 'adjustment')`,
            ),
        )
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('date', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('unit_amount', 'integer', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) =>
          col.notNull().check(sql`amount = quantity * unit_amount`),
        )
        .addColumn('vat', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute()
      await db.schema
        .createIndex('folio_line_reservation')
        .on('folio_line')
        .column('reservation_id')
        .execute()
      await refuseChanges(db, engine)
      await bringForward(db as unknown as Kysely<Then>)
    },
  }
}

/** Like the payment ledger, a folio's lines are money: never changed, never removed. */
async function refuseChanges(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements =
    engine === 'sqlite'
      ? [
          'CREATE TRIGGER folio_line_kept BEFORE UPDATE ON folio_line ' +
            "BEGIN SELECT RAISE(ABORT, 'a folio line is never changed'); END",
          'CREATE TRIGGER folio_line_not_removed BEFORE DELETE ON folio_line ' +
            "BEGIN SELECT RAISE(ABORT, 'a folio line is never removed'); END",
        ]
      : [
          'CREATE FUNCTION folio_line_refuse() RETURNS trigger LANGUAGE plpgsql AS ' +
            "$$ BEGIN RAISE EXCEPTION 'a folio line is never changed or removed'; END $$",
          'CREATE TRIGGER folio_line_kept BEFORE UPDATE ON folio_line ' +
            'FOR EACH ROW EXECUTE FUNCTION folio_line_refuse()',
          'CREATE TRIGGER folio_line_not_removed BEFORE DELETE ON folio_line ' +
            'FOR EACH ROW EXECUTE FUNCTION folio_line_refuse()',
        ]
  for (const statement of statements) await sql.raw(statement).execute(db)
}

/**
 * Every reservation made before the folio gets the lines its booking and its last move would
 * have written, so its total and balance are what they were: the quote it was booked at, then
 * for a stay that ended unlived or was missed their reversal and the policy's charge. Where a
 * stored quote does not come to the recorded due (a quote kept before fees were itemised), one
 * line brings it there, in words. The lines of its last move carry that move's time (its
 * event's), as a move's lines do: the day a charge is reported on, and what an undo finds.
 */
async function bringForward(db: Kysely<Then>): Promise<void> {
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('reservation')
      .select([
        'id',
        'status',
        'total',
        'cancellation_charge',
        'breakdown',
        'check_in',
        'created_at',
        'updated_at',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) return
    const moves = await lastMoves(
      db,
      rows.map((row) => Number(row.id)),
    )
    const values = rows.flatMap((row) =>
      linesBroughtForward(row, moves.get(`${row.id} ${row.status}`) ?? row.updated_at),
    )
    // Within both engines' limits on a statement's parameters.
    for (let start = 0; start < values.length; start += 500)
      await db
        .insertInto('folio_line')
        .values(values.slice(start, start + 500))
        .execute()
    after = Number(rows.at(-1)!.id)
  }
}

/** When each reservation last moved into each state, keyed `id state`. */
async function lastMoves(db: Kysely<Then>, ids: number[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('reservation_event')
    .select(['reservation_id', 'to_status', (eb) => eb.fn.max('at').as('at')])
    .where('reservation_id', 'in', ids)
    .groupBy(['reservation_id', 'to_status'])
    .execute()
  return new Map(rows.map((row) => [`${row.reservation_id} ${row.to_status}`, String(row.at)]))
}

function linesBroughtForward(row: Then['reservation'], movedAt: string): Then['folio_line'][] {
  const charge = row.cancellation_charge === null ? null : Number(row.cancellation_charge)
  const booked = linesOfQuote(readQuoteSnapshot(row.breakdown, row.check_in), row.check_in)
  const moved = linesOfMove(booked, row.status, charge, resortToday(new Date(movedAt)))
  const due = amountDue(row.status, Number(row.total), charge)
  const gap = due - folioTotal([...booked, ...moved])
  // A stay that still holds its nights carries the gap as part of its price (a fee, which a
  // change or a cancellation reverses with the rest); an ended one as an adjustment of what
  // it owed.
  const kind = holdsInventory(row.status) ? 'fee' : 'adjustment'
  const evened =
    gap === 0
      ? []
      : [chargeLine(kind, 'Brought forward from before the folio', row.check_in, 1, gap)]
  const at = (lines: typeof booked, createdAt: string) =>
    lines.map((line) => ({
      reservation_id: Number(row.id),
      kind: line.kind,
      description: line.description,
      date: line.date,
      quantity: line.quantity,
      unit_amount: line.unitAmount,
      amount: line.amount,
      vat: line.vat,
      created_by: 'system',
      staff_id: null,
      created_at: createdAt,
    }))
  return [...at(booked, row.created_at), ...at([...moved, ...evened], movedAt)]
}

/** A folio's charge lines: written once with the move that makes them, and read. */
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { ChargeLine } from '../../../domain/folio'
import type { Actor } from './reservations'
import type { Database, FolioLineTable } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export async function insertFolioLines(
  trx: Executor,
  reservationId: number,
  lines: readonly ChargeLine[],
  actor: Actor,
  at: string,
): Promise<void> {
  if (lines.length === 0) return
  await trx
    .insertInto('folio_line')
    .values(lines.map((line) => folioLineRow(reservationId, line, actor, at)))
    .execute()
}

/** A charge line as its row. */
export function folioLineRow(
  reservationId: number,
  line: ChargeLine,
  actor: Actor,
  at: string,
): Insertable<FolioLineTable> {
  return {
    reservation_id: reservationId,
    kind: line.kind,
    description: line.description,
    date: line.date,
    quantity: line.quantity,
    unit_amount: line.unitAmount,
    amount: line.amount,
    vat: line.vat,
    created_by: actor.kind,
    staff_id: actor.kind === 'staff' ? actor.staffId : null,
    created_at: at,
  }
}

export type StoredFolioLine = ChargeLine & {
  id: number
  createdBy: Actor['kind']
  /** The staff member's email, for a line staff wrote. */
  staffEmail: string | null
  createdAt: string
}

/** A reservation's lines in the order they were written. */
export async function folioLinesOf(
  db: Executor,
  reservationId: number,
): Promise<StoredFolioLine[]> {
  const rows = await db
    .selectFrom('folio_line')
    .leftJoin('staff', 'staff.id', 'folio_line.staff_id')
    .selectAll('folio_line')
    .select('staff.email as staff_email')
    .where('folio_line.reservation_id', '=', reservationId)
    .orderBy('folio_line.id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    description: row.description,
    date: row.date,
    quantity: Number(row.quantity),
    unitAmount: Number(row.unit_amount),
    amount: Number(row.amount),
    vat: Number(row.vat),
    createdBy: row.created_by,
    staffEmail: row.staff_email,
    createdAt: row.created_at,
  }))
}

/** What each reservation's charges come to, for a list of them. */
export async function folioTotalsOf(
  db: Executor,
  reservationIds: readonly number[],
): Promise<Map<number, number>> {
  if (reservationIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('folio_line')
    .select(['reservation_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('reservation_id', 'in', reservationIds)
    .groupBy('reservation_id')
    .execute()
  return new Map(rows.map((row) => [Number(row.reservation_id), Number(row.total)]))
}

/** What a reservation's charges come to: what it owes before payments. */
export async function folioTotalOf(db: Executor, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('folio_line')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('reservation_id', '=', reservationId)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

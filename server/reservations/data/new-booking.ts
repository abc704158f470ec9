/**
 * A new booking's rows: the reservation, its charge lines and its first event, written in the
 * booking's transaction. On PostgreSQL in one statement, the lines and the event taking the
 * reservation's id from the statement itself: every round trip costs a booking more than the
 * writing does (decision 036). SQLite runs in the process, so it keeps the three inserts.
 */
import { sql, type Transaction } from 'kysely'
import type { ChargeLine } from '../../../domain/folio'
import { engineOf } from './engine'
import { folioLineRow, insertFolioLines } from './folio'
import { eventRow, insertEvent, insertReservation, type Actor, type NewEvent } from './reservations'
import type {
  Database,
  FolioLineTable,
  NewReservation,
  ReservationEventTable,
  ReservationRow,
} from './tables'

export type NewBooking = {
  reservation: NewReservation
  lines: readonly ChargeLine[]
  actor: Actor
  event: Omit<NewEvent, 'reservationId' | 'actor' | 'at'>
  at: string
}

export async function insertBooking(
  trx: Transaction<Database>,
  booking: NewBooking,
): Promise<ReservationRow> {
  if (engineOf(trx) === 'postgres') return insertedTogether(trx, booking)
  const row = await insertReservation(trx, booking.reservation)
  await insertFolioLines(trx, row.id, booking.lines, booking.actor, booking.at)
  await insertEvent(trx, eventOf(booking, row.id))
  return row
}

function eventOf(booking: NewBooking, reservationId: number): NewEvent {
  return { ...booking.event, reservationId, actor: booking.actor, at: booking.at }
}

// The reservation's id is the statement's to give; the rows carry a stand-in the insert leaves out.
const LATER = 0

/**
 * The lines and the event go in as JSON read back into rows of their own tables
 * (`jsonb_populate_recordset`), so the statement's text is the same for every booking and stays
 * prepared (decision 036), however many lines a stay has; in the order given.
 */
async function insertedTogether(
  trx: Transaction<Database>,
  booking: NewBooking,
): Promise<ReservationRow> {
  const lines = booking.lines.map((line) => folioLineRow(LATER, line, booking.actor, booking.at))
  const event = eventRow(eventOf(booking, LATER))
  return trx
    .with('r', (db) => db.insertInto('reservation').values(booking.reservation).returningAll())
    .with('l', (db) =>
      db
        .insertInto('folio_line')
        .columns([
          'reservation_id',
          'kind',
          'description',
          'date',
          'quantity',
          'unit_amount',
          'amount',
          'vat',
          'created_by',
          'staff_id',
          'created_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('r')
            .crossJoin(rowsOf<FolioLineTable>('folio_line', lines))
            .select([
              'r.id',
              'x.kind',
              'x.description',
              'x.date',
              'x.quantity',
              'x.unit_amount',
              'x.amount',
              'x.vat',
              'x.created_by',
              'x.staff_id',
              'x.created_at',
            ])
            .orderBy('x.ordinality'),
        ),
    )
    .with('e', (db) =>
      db
        .insertInto('reservation_event')
        .columns([
          'reservation_id',
          'actor_kind',
          'staff_id',
          'at',
          'from_status',
          'to_status',
          'note',
        ])
        .expression((eb) =>
          eb
            .selectFrom('r')
            .crossJoin(rowsOf<ReservationEventTable>('reservation_event', [event]))
            .select([
              'r.id',
              'x.actor_kind',
              'x.staff_id',
              'x.at',
              'x.from_status',
              'x.to_status',
              'x.note',
            ]),
        ),
    )
    .selectFrom('r')
    .selectAll()
    .executeTakeFirstOrThrow()
}

/** Rows of `table`'s own type, from a JSON array, numbered in their order. */
function rowsOf<Row>(table: 'folio_line' | 'reservation_event', rows: readonly object[]) {
  return sql<
    Row & { ordinality: number }
  >`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb) with ordinality`.as(
    'x',
  )
}

/**
 * What the Reports figures are made of (docs/reservations.md, "Reports"): stays with their folio
 * lines, feeds, and the ledger's rows.
 */
import type { ExpressionBuilder, Kysely } from 'kysely'
import { addDays, type IsoDate } from '../../../domain/calendar'
import type { ChargeKind } from '../../../domain/folio'
import type { ActorKind, Database, ReservationRow } from './tables'

export type ReportStayRow = Pick<
  ReservationRow,
  'id' | 'room_type_id' | 'status' | 'check_in' | 'check_out' | 'released_from'
> & {
  /** Who made the reservation: a guest on the site, or staff taking a phone call. */
  made_by: ActorKind | null
}

export type ReportLineRow = {
  reservationId: number
  kind: ChargeKind
  date: IsoDate
  amount: number
}

/**
 * The stays a report of the nights [from, to) reads: those that may have sold one of them
 * (confirmed, checked in, checked out) and any with a folio line dated in them (a cancellation's
 * charge, an adjustment after check-out). A request or a stay awaiting its deposit has earned
 * nothing yet.
 */
function reportedStay(eb: ExpressionBuilder<Database, 'reservation'>, from: IsoDate, to: IsoDate) {
  return eb.and([
    eb('reservation.status', 'not in', ['requested', 'awaiting_payment']),
    eb.or([
      eb.and([
        eb('reservation.status', 'in', ['confirmed', 'checked_in', 'checked_out']),
        eb('reservation.check_in', '<', to),
        eb('reservation.check_out', '>', from),
      ]),
      eb(
        'reservation.id',
        'in',
        eb
          .selectFrom('folio_line')
          .select('folio_line.reservation_id')
          .where('folio_line.date', '>=', from)
          .where('folio_line.date', '<', to),
      ),
    ]),
  ])
}

export async function reportStays(
  db: Kysely<Database>,
  from: IsoDate,
  to: IsoDate,
): Promise<ReportStayRow[]> {
  const rows = await db
    .selectFrom('reservation')
    .select([
      'id',
      'room_type_id',
      'status',
      'check_in',
      'check_out',
      'released_from',
      (eb) =>
        eb
          .selectFrom('reservation_event')
          .select('reservation_event.actor_kind')
          .whereRef('reservation_event.reservation_id', '=', 'reservation.id')
          .where('reservation_event.from_status', 'is', null)
          .orderBy('reservation_event.id')
          .limit(1)
          .as('made_by'),
    ])
    .where((eb) => reportedStay(eb, from, to))
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** Every folio line of the stays reportStays reads, whatever its date: a discount is shared. */
export async function reportLines(
  db: Kysely<Database>,
  from: IsoDate,
  to: IsoDate,
): Promise<ReportLineRow[]> {
  const rows = await db
    .selectFrom('folio_line')
    .select(['reservation_id', 'kind', 'date', 'amount'])
    .where('reservation_id', 'in', (eb) =>
      eb
        .selectFrom('reservation')
        .select('reservation.id')
        .where((inner) => reportedStay(inner, from, to)),
    )
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    reservationId: Number(row.reservation_id),
    kind: row.kind,
    date: row.date,
    amount: Number(row.amount),
  }))
}

/**
 * The ledger's rows that may fall on a resort day of [from, to): a day at UTC+8 begins on the
 * UTC date before it, so this reads from that date and the report keeps each row by its
 * resort day.
 */
export async function reportPayments(
  db: Kysely<Database>,
  from: IsoDate,
  to: IsoDate,
): Promise<{ at: string; ref: string; method: string; amount: number }[]> {
  const rows = await db
    .selectFrom('payment')
    .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
    .select(['payment.at as at', 'reservation.ref as ref', 'payment.method as method'])
    .select('payment.amount as amount')
    .where('payment.at', '>=', `${addDays(from, -1)}T00:00:00.000Z`)
    .where('payment.at', '<', `${to}T00:00:00.000Z`)
    .orderBy('payment.at')
    .orderBy('payment.id')
    .execute()
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

/** Every channel feed, so each is a source of the report even when it sold nothing. */
export async function reportFeeds(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  const rows = await db.selectFrom('channel_feed').select(['id', 'name']).orderBy('id').execute()
  return rows.map((row) => ({ id: Number(row.id), name: row.name }))
}

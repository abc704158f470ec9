/** What the Reports figures are made of (docs/reservations.md, "Reports"): stays and feeds. */
import type { Kysely } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { ActorKind, Database, ReservationRow } from './tables'

export type ReportStayRow = Pick<
  ReservationRow,
  | 'room_type_id'
  | 'status'
  | 'check_in'
  | 'check_out'
  | 'released_from'
  | 'breakdown'
  | 'cancellation_charge'
> & {
  /** Who made the reservation: a guest on the site, or staff taking a phone call. */
  made_by: ActorKind | null
}

/**
 * Stays that may have sold a night of [from, to) (confirmed, checked in, checked out) or that
 * owe a charge and began in it (a no-show, a late cancellation), each with who made it.
 */
export async function reportStays(
  db: Kysely<Database>,
  from: IsoDate,
  to: IsoDate,
): Promise<ReportStayRow[]> {
  return db
    .selectFrom('reservation')
    .select([
      'room_type_id',
      'status',
      'check_in',
      'check_out',
      'released_from',
      'breakdown',
      'cancellation_charge',
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
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', 'in', ['confirmed', 'checked_in', 'checked_out']),
          eb('check_in', '<', to),
          eb('check_out', '>', from),
        ]),
        eb.and([
          eb('cancellation_charge', 'is not', null),
          eb('check_in', '>=', from),
          eb('check_in', '<', to),
        ]),
      ]),
    )
    .orderBy('id')
    .execute()
}

/** Every channel feed, so each is a source of the report even when it sold nothing. */
export async function reportFeeds(db: Kysely<Database>): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('channel_feed').select(['id', 'name']).orderBy('id').execute()
}

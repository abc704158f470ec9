/**
 * What the staff consoles' live feed reads: reservation moves and channel conflicts written since
 * a moment, by any server of the resort. Both read through an index on their time.
 */
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { Db } from './connect'

export type ReservationMove = {
  id: number
  at: string
  ref: string
  from: ReservationStatus | null
  to: ReservationStatus
}

export type ConflictMark = { id: number; at: string; feed: string }

export async function reservationMovesSince(db: Db, since: string): Promise<ReservationMove[]> {
  const rows = await db
    .selectFrom('reservation_event')
    .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
    .select([
      'reservation_event.id',
      'reservation_event.at',
      'reservation.ref',
      'reservation_event.from_status',
      'reservation_event.to_status',
    ])
    .where('reservation_event.at', '>=', since)
    .orderBy('reservation_event.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    ref: row.ref,
    from: row.from_status,
    to: row.to_status,
  }))
}

/** Imported events that became conflicts since `since` (a conflict's time is its last change). */
export async function conflictsSince(db: Db, since: string): Promise<ConflictMark[]> {
  return db
    .selectFrom('channel_block')
    .innerJoin('channel_feed', 'channel_feed.id', 'channel_block.feed_id')
    .select(['channel_block.id', 'channel_block.updated_at as at', 'channel_feed.name as feed'])
    .where('channel_block.state', '=', 'conflict')
    .where('channel_block.updated_at', '>=', since)
    .orderBy('channel_block.id')
    .execute()
}

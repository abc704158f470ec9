/** What the room board reads: the stays over a window of nights and their units' nights. */
import type { IsoDate } from '../../../domain/calendar'
import type { Db } from './connect'
import { liveReservations } from './reservations'
import type { ReservationRow } from './tables'

/**
 * Reservations whose stay meets the nights [from, to) and that may still hold some of them:
 * those that ended unlived hold none (domain/front-desk.ts, heldNights, says which nights).
 */
export async function staysBetween(
  db: Db,
  from: IsoDate,
  to: IsoDate,
  limit: number,
): Promise<ReservationRow[]> {
  return liveReservations(db)
    .where('check_in', '<', to)
    .where('check_out', '>', from)
    .orderBy('check_in')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Which unit each of these reservations has on each night of [from, to). */
export async function unitNightsBetween(
  db: Db,
  reservationIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
): Promise<{ reservationId: number; unitId: number; night: IsoDate }[]> {
  if (reservationIds.length === 0) return []
  const rows = await db
    .selectFrom('unit_night')
    .select(['reservation_id', 'unit_id', 'night'])
    .where('reservation_id', 'in', reservationIds)
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute()
  return rows.map((row) => ({
    reservationId: Number(row.reservation_id),
    unitId: Number(row.unit_id),
    night: row.night,
  }))
}

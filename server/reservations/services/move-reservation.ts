/**
 * The one way a reservation changes state: conditional on the state it was read in, nights
 * given back in the same transaction when it leaves a holding state, an event for every move,
 * and the emails of the move written to the outbox before the commit.
 */
import type { Transaction } from 'kysely'
import { nightsOf } from '../../../domain/calendar'
import { canMove, holdsInventory, type ReservationStatus } from '../../../domain/reservation-status'
import { releaseNights } from '../data/inventory'
import { insertEvent, updateStatus, type Actor } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'

export type MoveResult = 'moved' | 'not_allowed' | 'changed_meanwhile'

export async function moveReservation(
  trx: Transaction<Database>,
  reservation: ReservationRow,
  to: ReservationStatus,
  actor: Actor,
  note: string,
  now: Date,
): Promise<MoveResult> {
  if (!canMove(reservation.status, to)) return 'not_allowed'
  const at = now.toISOString()
  if (!(await updateStatus(trx, reservation.id, reservation.status, to, at)))
    return 'changed_meanwhile'
  if (holdsInventory(reservation.status) && !holdsInventory(to)) {
    await releaseNights(
      trx,
      reservation.room_type_id,
      nightsOf(reservation.check_in, reservation.check_out),
    )
  }
  await insertEvent(trx, {
    reservationId: reservation.id,
    actor,
    at,
    from: reservation.status,
    to,
    note,
  })
  return 'moved'
}

/**
 * The one way a reservation changes state: conditional on the state it was read in, nights
 * given back in the same transaction when it leaves a holding state, an event for every move,
 * and the emails of the move written to the outbox before the commit.
 */
import type { Transaction } from 'kysely'
import { nightsOf, resortToday } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import { cancellationDue } from '../../../domain/pricing'
import { readQuoteSnapshot } from '../../../domain/rates'
import { canMove, holdsInventory, type ReservationStatus } from '../../../domain/reservation-status'
import { releaseNights } from '../data/inventory'
import { returnPromoUse } from '../data/prices'
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
  const charge = cancellationCharge(reservation, to, actor, now)
  if (!(await updateStatus(trx, reservation.id, reservation.status, to, at, charge)))
    return 'changed_meanwhile'
  if (holdsInventory(reservation.status) && !holdsInventory(to)) {
    await releaseNights(
      trx,
      reservation.room_type_id,
      nightsOf(reservation.check_in, reservation.check_out),
    )
    // Like its nights, a promo code's use goes back when the stay no longer holds them.
    const promo = readQuoteSnapshot(reservation.breakdown, reservation.check_in).discount
    if (promo) await returnPromoUse(trx, promo.code)
  }
  await insertEvent(trx, {
    reservationId: reservation.id,
    actor,
    at,
    from: reservation.status,
    to,
    note: charge
      ? joinNotes(note, `${formatCentavos(charge)} due under the cancellation policy`)
      : note,
  })
  return 'moved'
}

function joinNotes(...notes: string[]): string {
  return notes.filter(Boolean).join('. ')
}

/**
 * A guest who cancels a confirmed stay after its free cancellation ended owes its policy's
 * charge. A request the resort never confirmed costs nothing to withdraw, and a stay the resort
 * cancels (a storm, an overbooking) costs the guest nothing.
 */
export function cancellationCharge(
  reservation: ReservationRow,
  to: ReservationStatus,
  actor: Actor,
  now: Date,
): number | null {
  if (to !== 'cancelled' || reservation.status !== 'confirmed' || actor.kind !== 'guest') {
    return null
  }
  const quote = readQuoteSnapshot(reservation.breakdown, reservation.check_in)
  return cancellationDue(quote.policy, resortToday(now)) || null
}

/**
 * The one way a reservation changes state: conditional on the state it was read in, nights
 * given back in the same transaction when it leaves a holding state (all of them, or those
 * from today on for an early check-out or a no-show; its unit's nights with them), an event
 * for every move, and the emails of the move written to the outbox before the commit.
 */
import type { Transaction } from 'kysely'
import { resortToday } from '../../../domain/calendar'
import {
  endsUnlived,
  firstNightGivenBack,
  nightsFreedBy,
  noShowCharge,
  type DeskStay,
} from '../../../domain/front-desk'
import { linesOfMove } from '../../../domain/folio'
import { formatCentavos } from '../../../domain/money'
import { cancellationDue } from '../../../domain/pricing'
import { readQuoteSnapshot } from '../../../domain/rates'
import { canMove, type ReservationStatus } from '../../../domain/reservation-status'
import { folioLinesOf, insertFolioLines } from '../data/folio'
import { releaseNights } from '../data/inventory'
import { returnPromoUse } from '../data/prices'
import { insertEvent, updateStatus, type Actor } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { clearReservationUnit, releaseUnitNights } from '../data/units'
import { scheduleOnlineRefunds } from './online-refunds'

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
  const today = resortToday(now)
  const stay = deskStayOf(reservation)
  const charge = cancellationCharge(reservation, to, actor, now)
  const leavesEarly = to === 'checked_out' || to === 'no_show'
  const recorded = {
    cancellationCharge: charge,
    releasedFrom: leavesEarly ? firstNightGivenBack(stay, today) : null,
  }
  if (!(await updateStatus(trx, reservation.id, reservation.status, to, at, recorded)))
    return 'changed_meanwhile'
  const lines = await folioLinesOf(trx, reservation.id)
  await insertFolioLines(trx, reservation.id, linesOfMove(lines, to, charge, today), actor, at)
  const freed = nightsFreedBy(stay, to, today)
  await releaseNights(trx, reservation.room_type_id, freed)
  await releaseUnitNights(trx, reservation.id, freed)
  if (endsUnlived(to)) {
    await clearReservationUnit(trx, reservation.id)
    // Like its nights, a promo code's use goes back when the stay ends unlived.
    const promo = readQuoteSnapshot(reservation.breakdown, reservation.check_in).discount
    if (promo) await returnPromoUse(trx, promo.code)
  }
  // Whoever cancels, and when a hold ends, what was paid online beyond what is due goes back
  // with the move.
  if (endsUnlived(to)) await scheduleOnlineRefunds(trx, reservation, now)
  await insertEvent(trx, {
    reservationId: reservation.id,
    actor,
    at,
    from: reservation.status,
    to,
    note: joinNotes(
      note,
      leavesEarly && freed.length > 0 ? `${describeNights(freed.length)} given back` : '',
      charge ? `${formatCentavos(charge)} due under the cancellation policy` : '',
    ),
  })
  return 'moved'
}

export function deskStayOf(reservation: ReservationRow): DeskStay {
  return {
    status: reservation.status,
    checkIn: reservation.check_in,
    checkOut: reservation.check_out,
    releasedFrom: reservation.released_from,
  }
}

function describeNights(count: number): string {
  return count === 1 ? '1 night' : `${count} nights`
}

function joinNotes(...notes: string[]): string {
  return notes.filter(Boolean).join('. ')
}

/**
 * A guest who cancels a confirmed stay after its free cancellation ended owes its policy's
 * charge, and so does a guest who never came (a no-show). A request the resort never confirmed
 * costs nothing to withdraw, and a stay the resort cancels (a storm, an overbooking) costs the
 * guest nothing. The amount is recorded as due on the reservation (`cancellation_charge`).
 */
export function cancellationCharge(
  reservation: ReservationRow,
  to: ReservationStatus,
  actor: Actor,
  now: Date,
): number | null {
  const policy = () => readQuoteSnapshot(reservation.breakdown, reservation.check_in).policy
  if (to === 'no_show') return noShowCharge(policy()) || null
  if (to !== 'cancelled' || reservation.status !== 'confirmed' || actor.kind !== 'guest') {
    return null
  }
  return cancellationDue(policy(), resortToday(now)) || null
}

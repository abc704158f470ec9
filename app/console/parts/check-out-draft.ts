import type { ReservationView } from '../../../domain/api-contract'
import type { IsoDate } from '../../../domain/calendar'
import { chargedNights, type ChargeLine } from '../../../domain/folio'
import { nightsFreedBy } from '../../../domain/front-desk'
import { formatCentavos } from '../../../domain/money'
import { STAFF_TEXT_LIMITS, type CheckOutRequest } from '../../../domain/staff-contract'

/**
 * The check-out dialog's choices and what they come to (docs/reservations.md, "Settling at the
 * desk"): the balance settled or left owed with a reason, and the nights an early check-out
 * frees kept charged or taken off. Pure; the server holds the same rules.
 */

export type CheckOutDraft = { leaveOwed: boolean; reason: string; keepEarlyNights: boolean }

export const STARTING_CHECK_OUT: CheckOutDraft = {
  leaveOwed: false,
  reason: '',
  keepEarlyNights: true,
}

export type FreedNight = { night: IsoDate; amount: number }

/** The nights a check-out today gives back, with what each was charged on the folio. */
export function freedNightCharges(
  reservation: Pick<ReservationView, 'status' | 'checkIn' | 'checkOut'>,
  lines: readonly ChargeLine[],
  today: IsoDate,
): FreedNight[] {
  const stay = { ...reservation, releasedFrom: null }
  return chargedNights(lines, nightsFreedBy(stay, 'checked_out', today))
}

/** The balance once checked out: the freed nights' charges come off when staff take them off. */
export function balanceAtCheckOut(
  balance: number,
  freed: readonly FreedNight[],
  keepEarlyNights: boolean,
): number {
  if (keepEarlyNights) return balance
  return balance - freed.reduce((sum, night) => sum + night.amount, 0)
}

export type CheckOutCheck =
  { request: CheckOutRequest } | { problem: string; field: 'leaveOwed' | 'reason' }

/**
 * The request to send, or what stops it: money still owed needs 'Leave it owed' and a reason,
 * as the server asks, so the desk hears it before sending.
 */
export function checkCheckOutDraft(
  draft: CheckOutDraft,
  balance: number,
  freed: readonly FreedNight[],
): CheckOutCheck {
  const early = freed.length > 0 ? { keepEarlyNights: draft.keepEarlyNights } : {}
  if (balance <= 0) return { request: early }
  const owed = formatCentavos(balance)
  if (!draft.leaveOwed) {
    return {
      field: 'leaveOwed',
      problem: `${owed} is still owed: take the payment first, or tick 'Leave it owed' and say why.`,
    }
  }
  const reason = draft.reason.trim()
  if (reason === '') return { field: 'reason', problem: `Say why ${owed} is left owed.` }
  if (reason.length > STAFF_TEXT_LIMITS.reason) {
    return {
      field: 'reason',
      problem: `Use at most ${STAFF_TEXT_LIMITS.reason} characters (now ${reason.length}).`,
    }
  }
  return { request: { ...early, allowBalance: true, reason } }
}

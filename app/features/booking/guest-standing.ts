import type { ReservationView } from '../../../domain/api-contract'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { ENGLISH_LOOKUP, type LookupSpeech } from '../../i18n/lookup'
import type { LookupWords } from '../../i18n/messages/lookup/en'

// The page's own words for the states: domain/reservation-status.ts's describeStatus stays the
// emails' and the staff console's, in English.
const STATUS_WORDS: Record<ReservationStatus, keyof LookupWords> = {
  requested: 'statusRequested',
  awaiting_payment: 'statusAwaitingPayment',
  confirmed: 'statusConfirmed',
  declined: 'statusDeclined',
  cancelled: 'statusCancelled',
  expired: 'statusExpired',
  checked_in: 'statusCheckedIn',
  checked_out: 'statusCheckedOut',
  no_show: 'statusNoShow',
}

/**
 * Where a booking stands, in words, for its guest. A transfer's receipt sent is news of its own:
 * the stay still awaits payment, but the guest has done their part and waits on the resort.
 */
export function standingOf(
  reservation: ReservationView,
  { words }: LookupSpeech = ENGLISH_LOOKUP,
): string {
  if (receiptInReview(reservation)) return words.statusReceiptInReview
  return words[STATUS_WORDS[reservation.status]]
}

/** 'Upload receipt' is offered while a transfer's deposit is owed and no receipt waits. */
export function takesReceipt(reservation: ReservationView): boolean {
  return (
    reservation.status === 'awaiting_payment' &&
    reservation.payment?.method === 'transfer' &&
    reservation.payment.status === 'unpaid'
  )
}

/** A transfer's receipt is with the resort, which has yet to see the money arrive. */
export function receiptInReview(reservation: ReservationView): boolean {
  return (
    reservation.status === 'awaiting_payment' && reservation.payment?.status === 'receipt_in_review'
  )
}

import type { ReservationView } from '../../../domain/api-contract'
import { describeStatus } from '../../../domain/reservation-status'

/**
 * Where a booking stands, in words, for its guest. A transfer's receipt sent is news of its own:
 * the stay still awaits payment, but the guest has done their part and waits on the resort.
 */
export function standingOf(reservation: ReservationView): string {
  if (receiptInReview(reservation)) {
    return 'Receipt received: the resort is checking your transfer and confirms your stay once the money has arrived. Your room is held until then.'
  }
  return describeStatus(reservation.status)
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

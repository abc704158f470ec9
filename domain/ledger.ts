/**
 * A reservation's money (docs/reservations.md, "States"): every payment or refund is a row of
 * the ledger that is never edited; what was paid is their sum and the balance what is due less
 * that. Pure, for the server's checks and the console's figures alike.
 */
import { formatCentavos, type Centavos } from './money'
import type { ReservationStatus } from './reservation-status'

/** How the desk took or gave back money. */
export const DESK_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'gcash', 'maya'] as const
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number]

export const PAYMENT_METHOD_WORDS: Record<DeskPaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card terminal',
  bank_transfer: 'Bank transfer',
  gcash: 'GCash',
  maya: 'Maya',
}

/** The most one desk entry may move: stays are priced far below it (see MAX_TOTAL). */
export const MAX_PAYMENT: Centavos = 100_000_000

/**
 * What the guest owes for the stay in this state: its total while it happens or happened, the
 * policy's charge once cancelled or missed, nothing for a request that never became a stay.
 */
export function amountDue(
  status: ReservationStatus,
  total: Centavos,
  cancellationCharge: Centavos | null,
): Centavos {
  switch (status) {
    case 'requested':
    case 'awaiting_payment':
    case 'confirmed':
    case 'checked_in':
    case 'checked_out':
      return total
    case 'cancelled':
    case 'no_show':
      return cancellationCharge ?? 0
    case 'declined':
    case 'expired':
      return 0
  }
}

/**
 * The states in which a guest may pay what the stay owes from its page: a stay the resort
 * confirmed, lived or ended with a charge. A request is not the resort's to charge yet, and a
 * booking awaiting its deposit pays through its own page.
 */
export function guestMayPayBalance(status: ReservationStatus): boolean {
  return (
    status === 'confirmed' ||
    status === 'checked_in' ||
    status === 'checked_out' ||
    status === 'cancelled' ||
    status === 'no_show'
  )
}

/**
 * The most a stay's gateway pages can together have asked: its deposit page asked at most the
 * total it was booked at, and each balance page at most what its folio's lines came to. The
 * booked total stays a bound after an ending reversed the lines (a deposit paid after its hold
 * ran out is real money); charges posted since raise the folio above it.
 */
export function gatewayCeiling(bookedTotal: Centavos, folioTotal: Centavos): Centavos {
  return Math.max(bookedTotal, folioTotal)
}

/**
 * Whether a payment the gateway reports for a stay could be real: a whole number of centavos
 * that, with what the gateway was paid for the stay before, comes to no more than `ceiling`
 * (gatewayCeiling). A payment beyond that is not written to the ledger, where it would become a
 * refund of money never paid; staff are told to look at it in the gateway.
 */
export function isPlausibleGatewayAmount(
  amount: Centavos,
  ceiling: Centavos,
  paidOnlineBefore: Centavos = 0,
): boolean {
  return (
    Number.isSafeInteger(amount) &&
    amount > 0 &&
    amount + paidOnlineBefore <= Math.min(ceiling, MAX_PAYMENT)
  )
}

export function paidOf(amounts: readonly Centavos[]): Centavos {
  return amounts.reduce((sum, amount) => sum + amount, 0)
}

/**
 * Why a desk entry of `amount` (negative: money given back) cannot be recorded, or null. The
 * ledger never shows more paid than is due, nor less than nothing: money beyond the due is not
 * the stay's, and a refund cannot return what was never paid.
 */
export function deskEntryRefusal(amount: Centavos, paid: Centavos, due: Centavos): string | null {
  if (!Number.isSafeInteger(amount) || amount === 0)
    return 'Enter an amount in pesos, other than zero.'
  if (Math.abs(amount) > MAX_PAYMENT)
    return `Enter at most ${formatCentavos(MAX_PAYMENT)} at a time.`
  if (amount > 0 && paid + amount > due) {
    return paid >= due
      ? `Nothing is due: ${formatCentavos(paid)} of ${formatCentavos(due)} is paid.`
      : `Only ${formatCentavos(due - paid)} is due; record at most that.`
  }
  if (amount < 0 && paid + amount < 0) {
    return paid === 0
      ? 'Nothing was paid, so nothing can be given back.'
      : `Only ${formatCentavos(paid)} was paid; give back at most that.`
  }
  return null
}

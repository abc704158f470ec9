/**
 * How a guest may pay a deposit when the resort turns payments on (docs/reservations.md, "States"):
 * online through the gateway, or by transfer with a photo of the receipt.
 */
export const PAYMENT_WAYS = ['online', 'transfer'] as const
export type PaymentWay = (typeof PAYMENT_WAYS)[number]

export function isPaymentWay(value: unknown): value is PaymentWay {
  return value === 'online' || value === 'transfer'
}

/**
 * Where a reservation's deposit stands, for its guest: still to pay, a receipt staff have not
 * looked at yet, paid (the balance is then due at check-in), more paid than is now due, or given
 * back: `refunded` is what went back of a stay that ended unlived (the caller passes 0 for a live
 * stay, whose overpayment given back leaves it simply paid).
 */
export type DepositStatus = 'unpaid' | 'receipt_in_review' | 'paid' | 'refund_due' | 'refunded'

export function depositStatus(money: {
  deposit: number
  paid: number
  due: number
  receiptInReview: boolean
  refunded: number
}): DepositStatus {
  if (money.paid > money.due) return 'refund_due'
  if (money.refunded > 0 && money.paid === money.due) return 'refunded'
  if (money.paid > 0 && money.paid >= Math.min(money.deposit, money.due)) return 'paid'
  return money.receiptInReview ? 'receipt_in_review' : 'unpaid'
}

/**
 * The guest's email, kept in this tab while they are away on PayMongo's page, so their
 * reservation is looked up by itself when PayMongo sends them back to /reservation?ref=…
 * Only the email: what the page shows still comes from the server (docs/reservations.md, "States").
 */
const KEY_PREFIX = 'paying-guest:'

/** Call as the booking flow sends the guest to `payment.url`. */
export function rememberPayingGuest(ref: string, email: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + ref, email)
  } catch {
    // Storage refused (private mode, full): the guest types the email, as without it.
  }
}

export function payingGuestEmail(ref: string): string | null {
  try {
    return sessionStorage.getItem(KEY_PREFIX + ref)
  } catch {
    return null
  }
}

/** `payment=done|cancelled` from PayMongo's return, or null: a hint only, never trusted. */
export function paymentReturnOf(search: string | null): 'done' | 'cancelled' | null {
  const payment = search === null ? null : new URLSearchParams(search).get('payment')
  return payment === 'done' || payment === 'cancelled' ? payment : null
}

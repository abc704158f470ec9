/**
 * The guest's email, kept for the length of the tab while they pay on the gateway's page, so the
 * reservation page they come back to can look the booking up by itself. Only for the booking
 * made in this tab; nothing is kept when storage is refused.
 */
const KEY_PREFIX = 'alon-cove:reservation-email:'

export function rememberEmailFor(ref: string, email: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + ref, email)
  } catch {
    // Storage off or full: the guest types the email on return instead.
  }
}

export function rememberedEmailFor(ref: string): string | null {
  try {
    return sessionStorage.getItem(KEY_PREFIX + ref)
  } catch {
    return null
  }
}

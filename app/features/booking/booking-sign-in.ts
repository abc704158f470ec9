/**
 * The sign-in a booking leaves in its own tab (decision 039): for half an hour after 'Request
 * reservation', `/reservation?ref=…` in this tab shows the confirmation again without asking for
 * the email, so a reload keeps it. What is kept is the look-up's own proof (the reference and the
 * email the guest just typed) with its end; another browser, or this one later, gets the form.
 */
const KEY_PREFIX = 'booked:'

export const SIGN_IN_MINUTES = 30

type SignIn = { email: string; until: number }

export function signInAfterBooking(ref: string, email: string, now = Date.now()): void {
  const signIn: SignIn = { email, until: now + SIGN_IN_MINUTES * 60_000 }
  try {
    sessionStorage.setItem(KEY_PREFIX + ref, JSON.stringify(signIn))
  } catch {
    // Storage refused (private mode, full): the look-up asks for the email, as in a new browser.
  }
}

/** The email the booking signed in with, while its sign-in lasts; else null. */
export function signedInEmail(ref: string, now = Date.now()): string | null {
  const signIn = readSignIn(KEY_PREFIX + ref)
  if (signIn && signIn.until > now) return signIn.email
  try {
    sessionStorage.removeItem(KEY_PREFIX + ref)
  } catch {
    // Nothing kept to remove.
  }
  return null
}

function readSignIn(key: string): SignIn | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null')
    return isSignIn(kept) ? kept : null
  } catch {
    return null
  }
}

function isSignIn(value: unknown): value is SignIn {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SignIn).email === 'string' &&
    typeof (value as SignIn).until === 'number'
  )
}

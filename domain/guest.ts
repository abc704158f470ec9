/** The guest details of a booking request, checked the same way in the browser and on the server. */
export type GuestDetails = { name: string; email: string; phone: string }
export type GuestProblems = Partial<Record<'name' | 'email' | 'phone' | 'notes', string>>

export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
export const MAX_PHONE_LENGTH = 32
export const MAX_NOTES_LENGTH = 1000

// Deliberately loose: one @, something on each side, a dot in the domain. Deliverability is
// proven by the email the guest receives, not by a pattern. Separators that could turn one
// address into a list (comma, semicolon, angle brackets) are refused.
const EMAIL = /^[^\s@,;<>()[\]"]+@[^\s@,;<>()[\]"]+\.[^\s@,;<>()[\]"]+$/
// Digits with the usual separators and an optional leading +: '+63 917 123 4567', '(02) 8123-4567'.
// Spaces only: a line break in a phone would reach mail headers and the staff console.
const PHONE = /^\+?[\d ().-]+$/
// Control characters (a mail server refuses an address holding one, and they break lines in
// mail and screens) and the marks that reverse the direction text is shown in.
const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u
// Special requests may run over several lines.
const CONTROL_BUT_LINES = /(?![\n\r\t])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u
// What is left of text that shows nothing: spaces, zero-width and other format characters.
const INVISIBLE = /[\s\p{Z}\p{Cf}]/gu

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * `emailOptional`: a booking staff enter for a guest who called may have no email; an empty
 * one is then kept as ''.
 */
export function checkGuest(
  input: { name: unknown; email?: unknown; phone: unknown; notes?: unknown },
  { emailOptional = false } = {},
): { guest: GuestDetails; notes: string } | { problems: GuestProblems } {
  const name = text(input.name)
  const email =
    emailOptional && (input.email === undefined || input.email === null) ? '' : text(input.email)
  const phone = text(input.phone)
  const notes = input.notes === undefined || input.notes === null ? '' : text(input.notes)
  const problems: GuestProblems = {}

  if (name === null || showsNothing(name)) problems.name = 'Enter your full name.'
  else if (CONTROL_OR_BIDI.test(name)) problems.name = 'Use letters and punctuation only.'
  else if (name.length > MAX_NAME_LENGTH)
    problems.name = `Use at most ${MAX_NAME_LENGTH} characters.`
  if (email === null || (email === '' && !emailOptional)) {
    problems.email = 'Enter your email address.'
  } else if (
    email !== '' &&
    (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) || hasHiddenCharacters(email))
  ) {
    problems.email = 'Enter an email address like name@example.com.'
  }
  if (phone === null || showsNothing(phone))
    problems.phone = 'Enter a phone number the resort can call.'
  else if (phone.length > MAX_PHONE_LENGTH || !PHONE.test(phone) || digitCount(phone) < 6) {
    problems.phone = 'Enter a phone number, digits with spaces or dashes, like +63 917 123 4567.'
  }
  if (notes === null) problems.notes = 'Special requests must be text.'
  else if (CONTROL_BUT_LINES.test(notes))
    problems.notes = 'Use letters, punctuation and line breaks only.'
  else if (notes.length > MAX_NOTES_LENGTH)
    problems.notes = `Use at most ${MAX_NOTES_LENGTH} characters.`

  if (
    name === null ||
    email === null ||
    phone === null ||
    notes === null ||
    Object.keys(problems).length > 0
  ) {
    return { problems }
  }
  return { guest: { name, email: normalizeEmail(email), phone }, notes }
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.trim() : null
}

function showsNothing(value: string): boolean {
  return value.replace(INVISIBLE, '') === ''
}

function hasHiddenCharacters(value: string): boolean {
  return CONTROL_OR_BIDI.test(value) || /\p{Cf}/u.test(value)
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length
}

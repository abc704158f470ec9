import { normalizeReference } from '../../../domain/reference'

export type LookupProblems = Partial<Record<'reference' | 'email', string>>

/**
 * The look-up form's fields checked before asking: a reference that cannot be one (Crockford
 * base32, 8 characters; 'o' and 'l' are read as 0 and 1) or an email without an @.
 */
export function checkLookup(input: {
  reference: string
  email: string
}): { ref: string; email: string } | { problems: LookupProblems } {
  const ref = normalizeReference(input.reference)
  const email = input.email.trim()
  const problems: LookupProblems = {}
  if (input.reference.trim() === '') problems.reference = 'Enter the reference from your email.'
  else if (ref === null) {
    problems.reference =
      'A reference has 8 letters and digits, like 7K3M9QXA. Check the one in your email.'
  }
  if (email === '') problems.email = 'Enter the email address you booked with.'
  else if (!email.includes('@')) problems.email = 'Enter an email address like name@example.com.'
  if (ref === null || problems.email) return { problems }
  return { ref, email }
}

import { normalizeReference } from '../../../domain/reference'
import type { LookupWords } from '../../i18n/messages/lookup/en'

export type LookupProblems = Partial<Record<'reference' | 'email', string>>

/**
 * The look-up form's fields checked before asking: a reference that cannot be one (Crockford
 * base32, 8 characters; 'o' and 'l' are read as 0 and 1) or an email without an @.
 */
export function checkLookup(
  input: { reference: string; email: string },
  words: LookupWords,
): { ref: string; email: string } | { problems: LookupProblems } {
  const ref = normalizeReference(input.reference)
  const email = input.email.trim()
  const problems: LookupProblems = {}
  if (input.reference.trim() === '') problems.reference = words.referenceMissing
  else if (ref === null) problems.reference = words.referenceInvalid
  if (email === '') problems.email = words.emailMissing
  else if (!email.includes('@')) problems.email = words.emailInvalid
  if (ref === null || problems.email) return { problems }
  return { ref, email }
}

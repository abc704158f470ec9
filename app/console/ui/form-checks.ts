import { STAFF_TEXT_LIMITS } from '../../../domain/staff-contract'

/** The small forms' checks, with the API's limits, so a slip is named before any request. */

export type SignInProblems = Partial<Record<'email' | 'password', string>>

export function checkSignIn(draft: {
  email: string
  password: string
}): { email: string; password: string } | { problems: SignInProblems } {
  const problems: SignInProblems = {}
  const email = draft.email.trim()
  if (email === '') problems.email = 'Enter the email of your staff account.'
  // The password goes as typed: spaces may be part of it.
  if (draft.password === '') problems.password = 'Enter your password.'
  return Object.keys(problems).length > 0 ? { problems } : { email, password: draft.password }
}

export const MAX_REASON_LENGTH = STAFF_TEXT_LIMITS.reason

/** A decline's or cancellation's reason, which the guest receives by email: required. */
export function checkReason(reason: string): { reason: string } | { problem: string } {
  const trimmed = reason.trim()
  if (trimmed === '') return { problem: 'Give a reason: the guest receives it by email.' }
  if (trimmed.length > MAX_REASON_LENGTH)
    return { problem: `Use at most ${MAX_REASON_LENGTH} characters (now ${trimmed.length}).` }
  return { reason: trimmed }
}

/** The search box: a reference, part of a name or part of an email, 2 to 100 characters. */
export function checkSearch(query: string): { query: string } | { problem: string } {
  const trimmed = query.trim()
  if (trimmed.length < 2 || trimmed.length > 100)
    return { problem: 'Type 2 to 100 characters: a reference, a name or an email.' }
  return { query: trimmed }
}

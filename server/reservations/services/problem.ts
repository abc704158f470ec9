import type { ApiErrorCode } from '../../../domain/api-contract'
import type { Centavos } from '../../../domain/money'
import type { Quote } from '../../../domain/pricing'

/**
 * An expected refusal: its code and the words the API sends (docs/reservations.md, "HTTP API").
 * Services say what went wrong; the HTTP status of each code is chosen once, in http/.
 */
export type Problem = {
  code: ApiErrorCode
  message: string
  fields?: Record<string, string>
  /** With `price_changed`: the total the guest would pay now, and its whole quote. */
  total?: Centavos
  quote?: Quote
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem }

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const refuse = (problem: Problem): Outcome<never> => ({ ok: false, problem })

export function invalid(fields: Record<string, string>): Problem {
  return { code: 'invalid', message: 'Some details need another look.', fields }
}

export const NOT_FOUND: Problem = {
  code: 'not_found',
  // The same words for an unknown reference and a wrong email: neither confirms the other.
  message: 'No reservation matches that reference and email.',
}

export const SOLD_OUT: Problem = {
  code: 'sold_out',
  message:
    'This room is no longer free for every night of that stay. Try other dates or another room.',
}

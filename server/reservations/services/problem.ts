import type { ApiErrorCode } from '../../../domain/api-contract'

/** An expected refusal, in the words the API sends (docs/reservations.md, "HTTP API"). */
export type Problem = {
  status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503
  code: ApiErrorCode
  message: string
  fields?: Record<string, string>
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem }

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const refuse = (problem: Problem): Outcome<never> => ({ ok: false, problem })

export function invalid(fields: Record<string, string>): Problem {
  return { status: 400, code: 'invalid', message: 'Some details need another look.', fields }
}

export const NOT_FOUND: Problem = {
  status: 404,
  code: 'not_found',
  // The same words for an unknown reference and a wrong email: neither confirms the other.
  message: 'No reservation matches that reference and email.',
}

export const SOLD_OUT: Problem = {
  status: 409,
  code: 'sold_out',
  message:
    'This room is no longer free for every night of that stay. Try other dates or another room.',
}

import type { ApiErrorCode } from '../../domain/api-contract'
import type { Quote } from '../../domain/pricing'

/**
 * The browser's one way to call the server's API, for the guest screens and the staff console
 * alike. Every call resolves, never rejects: the answer, or a problem the screens put into words.
 */

export type ApiProblem = {
  /** The API's code; 'network' when no answer came back, 'unexpected' for one we cannot read. */
  code: ApiErrorCode | 'network' | 'unexpected'
  status: number
  message: string
  fields: Record<string, string>
  /** With `price_changed`: the total now, in centavos, and its whole quote when one was sent. */
  total?: number
  quote?: Quote
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem }

export async function callApi<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      // The console's session is an HttpOnly cookie of this origin; it must never go elsewhere.
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    })
  } catch {
    return { ok: false, problem: { code: 'network', status: 0, message: '', fields: {} } }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return { ok: true, data: body as T }
  return { ok: false, problem: problemFrom(response.status, body) }
}

/** A JSON post, as the API requires of every write (415 otherwise); the browser adds the Origin. */
export function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  return callApi<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** An error answer as the screens use it; a body not in the API's error shape is 'unexpected'. */
export function problemFrom(status: number, body: unknown): ApiProblem {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null
  if (!error || typeof error.code !== 'string') {
    // A proxy's own 401 page still means the session is gone.
    return { code: status === 401 ? 'unauthorized' : 'unexpected', status, message: '', fields: {} }
  }
  const fields = isRecord(error.fields)
    ? Object.fromEntries(
        Object.entries(error.fields).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {}
  return {
    code: error.code as ApiErrorCode,
    status,
    message: typeof error.message === 'string' ? error.message : '',
    fields,
    ...(Number.isSafeInteger(error.total) ? { total: error.total as number } : {}),
    ...(isQuote(error.quote) ? { quote: error.quote } : {}),
  }
}

/** Enough of a quote's shape to show it: its lines and a total in whole centavos. */
function isQuote(value: unknown): value is Quote {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.total) &&
    typeof value.rate === 'string' &&
    Array.isArray(value.nightly) &&
    Array.isArray(value.supplements) &&
    Array.isArray(value.fees) &&
    isRecord(value.policy)
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

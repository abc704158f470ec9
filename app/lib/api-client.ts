import type { ApiErrorCode } from '../../domain/api-contract'
import {
  addressOf,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type QueryOf,
  type ResponseOf,
  type RouteParams,
} from '../../domain/endpoint'
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

type ParamsOf<E> = E extends Endpoint<HttpMethod, infer Route> ? RouteParams<Route> : never

/** What a call of the endpoint must give: exactly its parameters, query and body. */
export type EndpointCall<E> = ([ParamsOf<E>] extends [never]
  ? unknown
  : { params: Record<ParamsOf<E>, string | number> }) &
  ([QueryOf<E>] extends [undefined] ? unknown : { query: QueryOf<E> }) &
  ([BodyOf<E>] extends [undefined] ? unknown : { body: BodyOf<E> }) & {
    headers?: Record<string, string>
    signal?: AbortSignal
  }

type AnyCall = {
  params?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * A call of an endpoint of domain/: its address from the route, its answer typed by the
 * endpoint. Every write is labelled JSON, a bodiless one too, so the API's write checks treat
 * all writes alike; a form (a receipt's file) goes as the browser writes it.
 */
export function callEndpoint<E extends Endpoint>(
  base: string,
  endpoint: E,
  call: EndpointCall<E>,
): Promise<ApiResult<ResponseOf<E>>> {
  const { params, query, body, headers = {}, signal } = call as AnyCall
  const url = addressOf(base, endpoint.route, params, query)
  const { method } = endpoint
  if (method === 'GET') return callApi(url, { headers, signal })
  if (body instanceof FormData) return callApi(url, { method, headers, body, signal })
  return callApi(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(method !== 'DELETE' && { body: JSON.stringify(body ?? {}) }),
    signal,
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

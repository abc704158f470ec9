import {
  API_PATHS,
  type ApiErrorCode,
  type AvailabilityResponse,
  type ReservationRequest,
  type ReservationView,
} from '../../domain/api-contract'
import type { IsoDate } from '../../domain/calendar'
import type { Party } from '../../domain/party'

/**
 * The browser's side of the reservations API (docs/reservations.md, "HTTP API"). Every call
 * resolves, never rejects: an answer the screens can put into words, or what went wrong.
 */

export type ApiProblem = {
  /** The API's code; 'network' when no answer came back, 'unexpected' for one we cannot read. */
  code: ApiErrorCode | 'network' | 'unexpected'
  status: number
  message: string
  fields: Record<string, string>
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem }

/** The 201 answer to a booking request: at least these, usually the whole reservation. */
export type CreatedReservation = Pick<ReservationView, 'ref' | 'status' | 'total'> &
  Partial<ReservationView>

export function getAvailability(
  stay: { checkIn: IsoDate; checkOut: IsoDate } & Party,
  signal?: AbortSignal,
): Promise<ApiResult<AvailabilityResponse>> {
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    kids: String(stay.kids),
  })
  return call(`${API_PATHS.availability}?${query}`, { signal })
}

export function requestReservation(
  request: ReservationRequest,
  idempotencyKey: string,
): Promise<ApiResult<CreatedReservation>> {
  return call(API_PATHS.reservations, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(request),
  })
}

export function findReservation(ref: string, email: string): Promise<ApiResult<ReservationView>> {
  return call(`${API_PATHS.reservation(ref)}?${new URLSearchParams({ email })}`, {})
}

export function cancelReservation(
  ref: string,
  email: string,
): Promise<ApiResult<{ status: 'cancelled' }>> {
  return call(API_PATHS.cancel(ref), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
}

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
    })
  } catch {
    return { ok: false, problem: { code: 'network', status: 0, message: '', fields: {} } }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok && body !== null) return { ok: true, data: body as T }
  return { ok: false, problem: problemFrom(response.status, body) }
}

/** An error answer as the screens use it; a body not in the API's error shape is 'unexpected'. */
export function problemFrom(status: number, body: unknown): ApiProblem {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null
  if (!error || typeof error.code !== 'string') {
    return { code: 'unexpected', status, message: '', fields: {} }
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
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

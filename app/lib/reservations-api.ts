import {
  API_PATHS,
  type AvailabilityResponse,
  type CancelRequest,
  type ReservationRequest,
  type ReservationView,
} from '../../domain/api-contract'
import type { IsoDate } from '../../domain/calendar'
import type { Centavos } from '../../domain/money'
import type { Party } from '../../domain/party'
import { callApi, postJson, type ApiResult } from './api-client'

/**
 * The guest screens' calls to the reservations API (docs/reservations.md, "HTTP API"), through
 * the one browser client (api-client.ts).
 */

/** The 201 answer to a booking request: at least these, usually the whole reservation. */
export type CreatedReservation = Pick<ReservationView, 'ref' | 'status' | 'total'> &
  Partial<ReservationView>

/** The stay's rooms and rates; with `promo`, discounted where that code applies, and why not. */
export function getAvailability(
  stay: { checkIn: IsoDate; checkOut: IsoDate; promo?: string } & Party,
  signal?: AbortSignal,
): Promise<ApiResult<AvailabilityResponse>> {
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: String(stay.adults),
    kids: String(stay.kids),
  })
  if (stay.promo) query.set('promo', stay.promo)
  return callApi(`${API_PATHS.availability}?${query}`, { signal })
}

export function requestReservation(
  request: ReservationRequest,
  idempotencyKey: string,
): Promise<ApiResult<CreatedReservation>> {
  return postJson(API_PATHS.reservations, request, { 'Idempotency-Key': idempotencyKey })
}

export function findReservation(ref: string, email: string): Promise<ApiResult<ReservationView>> {
  return callApi(`${API_PATHS.reservation(ref)}?${new URLSearchParams({ email })}`)
}

/** `expectedCharge`: what the guest was shown cancelling costs; another charge is refused. */
export function cancelReservation(
  ref: string,
  email: string,
  expectedCharge: Centavos,
): Promise<ApiResult<ReservationView>> {
  const body: CancelRequest = { email, expectedCharge }
  return postJson(API_PATHS.cancel(ref), body)
}

/**
 * The guest's photo or PDF of their transfer, as a form with one file (multipart): the browser
 * writes the Content-Type with its boundary, and the server checks the file by its bytes.
 */
export function uploadReceipt(
  ref: string,
  email: string,
  file: Blob,
  fileName: string,
): Promise<ApiResult<ReservationView>> {
  const form = new FormData()
  form.append('receipt', file, fileName)
  return callApi(API_PATHS.receipt(ref, email), { method: 'POST', body: form })
}

import type {
  CancelRequest,
  GuestDateChangeRequest,
  ReservationRequest,
} from '../../domain/api-contract'
import type { IsoDate } from '../../domain/calendar'
import type { Endpoint } from '../../domain/endpoint'
import { GUEST_API, GUEST_API_BASE, type AvailabilityQuery } from '../../domain/guest-endpoints'
import type { Centavos } from '../../domain/money'
import type { Party } from '../../domain/party'
import { callEndpoint, type EndpointCall } from './api-client'

export type { CreatedReservation } from '../../domain/guest-endpoints'

/**
 * The guest screens' calls to the reservations API (docs/reservations.md, "HTTP API"), through
 * the one browser client (api-client.ts): each answer's type is its endpoint's.
 */

function guestCall<E extends Endpoint>(endpoint: E, call: EndpointCall<E>) {
  return callEndpoint(GUEST_API_BASE, endpoint, call)
}

/**
 * The stay's rooms and rates; with `promo`, discounted where that code applies, and why not;
 * with `extras` (`CODE:QTY,…`), each rate's total includes them.
 */
export function getAvailability(
  stay: { checkIn: IsoDate; checkOut: IsoDate; promo?: string; extras?: string } & Party,
  signal?: AbortSignal,
) {
  const query: AvailabilityQuery = {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    kids: stay.kids,
    promo: stay.promo || undefined,
    extras: stay.extras || undefined,
  }
  return guestCall(GUEST_API.availability, { query, signal })
}

export function requestReservation(request: ReservationRequest, idempotencyKey: string) {
  return guestCall(GUEST_API.book, {
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function findReservation(ref: string, email: string) {
  return guestCall(GUEST_API.reservation, { params: { ref }, query: { email } })
}

/** `expectedCharge`: what the guest was shown cancelling costs; another charge is refused. */
export function cancelReservation(ref: string, email: string, expectedCharge: Centavos) {
  const body: CancelRequest = { email, expectedCharge }
  return guestCall(GUEST_API.cancel, { params: { ref }, body })
}

/**
 * The guest's photo or PDF of their transfer, as a form with one file (multipart): the browser
 * writes the Content-Type with its boundary, and the server checks the file by its bytes.
 */
export function uploadReceipt(ref: string, email: string, file: Blob, fileName: string) {
  const form = new FormData()
  form.append('receipt', file, fileName)
  return guestCall(GUEST_API.receipt, { params: { ref }, query: { email }, body: form })
}

/** New dates for the guest's stay: with `preview` only priced, otherwise made or asked for. */
export function changeStayDates(
  ref: string,
  request: GuestDateChangeRequest,
  signal?: AbortSignal,
) {
  return guestCall(GUEST_API.changeDates, { params: { ref }, body: request, signal })
}

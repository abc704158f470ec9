/**
 * Every endpoint of the guests' API, with its whole path: the guest screens call these objects
 * and the server registers its handlers from them (endpoint.ts).
 */
import type {
  AvailabilityResponse,
  BalancePayment,
  BalancePaymentRequest,
  CancelRequest,
  GuestDateChange,
  GuestDateChangeRequest,
  ReservationRequest,
  ReservationView,
} from './api-contract'
import type { IsoDate } from './calendar'
import { endpoint } from './endpoint'

/** The 201 answer to a booking request: at least these, usually the whole reservation. */
export type CreatedReservation = Pick<ReservationView, 'ref' | 'status' | 'total'> &
  Partial<ReservationView>

export type AvailabilityQuery = {
  checkIn: IsoDate
  checkOut: IsoDate
  adults: number
  kids: number
  promo?: string
  /** `CODE:QTY,…` (extras.ts, writeExtrasParam): each rate's total then includes them. */
  extras?: string
}

/** The largest receipt of transfer a guest may send: the upload form and the server check it alike. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024

/** Enough for a deposit paid in parts and a rejected photo sent again, and no more. */
export const MAX_RECEIPTS_PER_BOOKING = 5

/** The guests' API is at the site's root: no base before these paths. */
export const GUEST_API_BASE = ''

export const GUEST_API = {
  /**
   * The stay's rooms and rates; with `promo`, discounted where that code applies, and why not;
   * with `extras`, each rate's total includes them.
   */
  availability: endpoint<AvailabilityResponse, undefined, AvailabilityQuery>()(
    'GET',
    '/api/availability',
  ),
  book: endpoint<CreatedReservation, ReservationRequest>()('POST', '/api/reservations'),
  /** `:ref` is the booking reference; the email is the guest's proof they made it. */
  reservation: endpoint<ReservationView, undefined, { email: string }>()(
    'GET',
    '/api/reservations/:ref',
  ),
  cancel: endpoint<ReservationView, CancelRequest>()('POST', '/api/reservations/:ref/cancel'),
  /** A new PayMongo page for what the stay owes now: the rest of it, a charge, a cancellation's. */
  payBalance: endpoint<BalancePayment, BalancePaymentRequest>()(
    'POST',
    '/api/reservations/:ref/pay',
  ),
  /** The guest's proof of transfer: multipart, one file in the field `receipt`. */
  receipt: endpoint<ReservationView, FormData, { email: string }>()(
    'POST',
    '/api/reservations/:ref/receipt',
  ),
  /** A room type's calendar for other channels; `:file` is its token and `.ics`. Not JSON. */
  calendarFeed: endpoint<string>()('GET', '/api/calendars/:file'),
  /** New dates for the guest's stay: priced with `preview`; made, or asked of the resort. */
  changeDates: endpoint<GuestDateChange, GuestDateChangeRequest>()(
    'POST',
    '/api/reservations/:ref/dates',
  ),
  /** PayMongo's webhook: signed by PayMongo, so the one write that comes from another site. */
  paymongoWebhook: endpoint<{ received: true }>()('POST', '/api/payments/paymongo'),
} as const

/**
 * The JSON of the reservations API (docs/reservations.md, "HTTP API"): what the server sends and
 * what the browser reads. Money in integer centavos, dates `YYYY-MM-DD`.
 */
import type { IsoDate } from './calendar'
import type { Extra, ExtraChoice } from './extras'
import type { Language } from './languages'
import type { Centavos } from './money'
import type { Quote } from './pricing'
import type { DepositStatus, PaymentWay } from './payment-ways'
import type { Restriction } from './stay-rules'
import type { ReservationStatus } from './reservation-status'

/**
 * A rate's price for the stay: its nights, supplements, fees and the extras the question named,
 * and how it may be cancelled.
 */
export type RateQuote = Pick<Quote, 'nightly' | 'supplements' | 'fees' | 'extras' | 'policy'> & {
  code: string
  label: string
  total: Centavos
  /** The valid promo code's line, when the request named one. */
  discount?: NonNullable<Quote['discount']>
  /** What booking at this rate asks now, with payments on. */
  deposit?: Centavos
}

/** The promo code an availability request named: whether it applies, in words either way. */
export type PromoAnswer = { code: string; valid: boolean; message: string }

export type RoomAvailability = {
  id: number
  name: string
  maxPerson: number
  fits: boolean
  unitsLeft: number
  available: boolean
  /** False when a stay rule refuses these dates online; `restriction` then says why. */
  bookable: boolean
  restriction?: Restriction
  rates: RateQuote[]
}

/**
 * With payments on (docs/reservations.md, "States"): the ways a guest may pay and what each rate
 * asks at booking. Absent while payments are off, when a booking is a request the resort answers.
 */
export type PaymentOffer = {
  ways: PaymentWay[]
  /** The deposit rule in words, e.g. 'a 30% deposit'. */
  depositRule: string
}

export type AvailabilityResponse = {
  checkIn: IsoDate
  checkOut: IsoDate
  nights: number
  rooms: RoomAvailability[]
  /** Present when the request named `promo`; an invalid code leaves every rate undiscounted. */
  promo?: PromoAnswer
  payments?: PaymentOffer
  /** The extras a guest may add to the booking; absent when none is offered online. */
  offeredExtras?: ExtraOffer[]
}

/** An extra as the booking form offers it. */
export type ExtraOffer = Pick<Extra, 'code' | 'name' | 'price' | 'basis'>

export type ReservationRequest = {
  roomId: number
  checkIn: IsoDate
  checkOut: IsoDate
  adults: number
  kids: number
  rate?: string
  guest: { name: string; email: string; phone: string }
  notes?: string
  /** The total the guest was shown, in centavos: a different total is refused, never booked. */
  expectedTotal?: Centavos
  /** A promo code the guest applied; one that cannot be used is refused, never ignored. */
  promoCode?: string
  /** The honeypot: people leave it empty; a bot that fills it gets a quiet fake success. */
  website?: string
  /** With both ways of paying on, the guest's choice; otherwise the one way, or none. */
  paymentMethod?: PaymentWay
  /** Extras offered online, each once; priced on the server and counted in the total. */
  extras?: ExtraChoice[]
  /** The language the guest booked in, which their mail is written in; absent is English. */
  language?: Language
}

export type ReservationView = {
  ref: string
  status: ReservationStatus
  roomId: number
  roomName: string
  checkIn: IsoDate
  checkOut: IsoDate
  nights: number
  adults: number
  kids: number
  rate: string
  rateLabel: string
  total: Centavos
  /** The quote as it was when the reservation was made. */
  breakdown: Quote
  guest: { name: string; email: string; phone: string }
  notes: string
  holdExpiresAt: string | null
  /**
   * Due under the rate's cancellation policy: the confirmed stay was cancelled after its free
   * cancellation ended, or the guest never came (`no_show`).
   */
  cancellationCharge?: Centavos | null
  createdAt: string
  /** A booking made with payments on: its deposit, what was paid and what is left to pay. */
  deposit?: Centavos
  paid?: Centavos
  balance?: Centavos
  payment?: ReservationPayment
  /** In the look-up's answer only: the stay's charges as its guest reads them, and what is paid. */
  folio?: GuestFolio
  /** In the look-up's answer only: what is owed can be paid online from the page (payBalance). */
  payBalance?: boolean
}

/** A folio for its guest: each charge once, with what was paid and what is left. */
export type GuestFolio = {
  lines: GuestFolioLine[]
  total: Centavos
  paid: Centavos
  balance: Centavos
}

export type GuestFolioLine = {
  date: IsoDate
  description: string
  quantity: number
  unitAmount: Centavos
  amount: Centavos
}

export type ReservationPayment = {
  method: PaymentWay
  status: DepositStatus
  /** The gateway's page to pay the deposit at, while it is unpaid. */
  url?: string
  /** Until when the nights are held unpaid; null once the deposit is paid. */
  deadline: string | null
  /** What went back to the guest of a stay that ended unlived, once it has (status `refunded`). */
  refunded?: Centavos
}

/** A guest asking to pay what the stay owes online; the email is the look-up's proof. */
export type BalancePaymentRequest = { email: string }

/** PayMongo's page for exactly the balance owed when it was asked for. */
export type BalancePayment = { url: string }

/** A guest's cancellation: `expectedCharge` is what they were shown cancelling would cost. */
export type CancelRequest = { email: string; expectedCharge?: Centavos }

export type ApiErrorCode =
  | 'bad_request'
  | 'invalid'
  | 'not_found'
  | 'sold_out'
  | 'price_changed'
  | 'promo_unavailable'
  | 'restricted'
  | 'not_allowed'
  | 'wrong_state'
  | 'balance_due'
  | 'unit_taken'
  | 'conflict'
  | 'idempotency_key_reused'
  | 'forbidden'
  | 'unauthorized'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'unavailable'
  | 'internal'
  | 'not_ready'

export type ApiError = {
  error: {
    code: ApiErrorCode
    message: string
    fields?: Record<string, string>
    /** With `price_changed`: the stay's total now, in centavos, and its whole quote. */
    total?: Centavos
    quote?: Quote
  }
}

/** `POST /api/reservations/{ref}/dates`: the guest's new dates; `preview` prices them only. */
export type GuestDateChangeRequest = {
  email: string
  checkIn: IsoDate
  checkOut: IsoDate
  preview?: boolean
}

/**
 * The new dates and what they cost: `at_once` changed a requested stay, `request` asked the
 * resort to change a confirmed one (unchanged until staff answer). `difference` is
 * `total - previousTotal`, positive when the guest pays more.
 */
export type GuestDateChange = {
  way: 'at_once' | 'request'
  preview: boolean
  checkIn: IsoDate
  checkOut: IsoDate
  nights: number
  total: Centavos
  previousTotal: Centavos
  difference: Centavos
}

/**
 * The one path that books a stay, for a guest's request and a staff phone booking alike:
 * check the request, price it on the server, then hold every night with the conditional update
 * and record the reservation, its first event, its emails and the request's answer, all or
 * nothing (data/new-booking.ts; docs/reservations.md, "Rules"). Nothing is acknowledged before
 * that write is committed.
 */
import type { Kysely } from 'kysely'
import type { ReservationView } from '../../../domain/api-contract'
import { nightsOf, resortToday } from '../../../domain/calendar'
import { depositFor, type DepositRule } from '../../../domain/deposit'
import { extraChoicesProblem, type ExtraChoice } from '../../../domain/extras'
import { checkGuest } from '../../../domain/guest'
import { checkParty, partyFits } from '../../../domain/party'
import type { Party } from '../../../domain/party'
import type { PaymentWay } from '../../../domain/payment-ways'
import { linesOfQuote } from '../../../domain/folio'
import type { Language } from '../../../domain/languages'
import type { Quote } from '../../../domain/pricing'
import { linesOfExtras, withExtras } from '../../../domain/quote-extras'
import { normalizePromoCode, promoDiscount, promoRefusalAtBooking } from '../../../domain/promos'
import type { RatePlan } from '../../../domain/rates'
import { newReference } from '../../../domain/reference'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { checkStay } from '../../../domain/stay'
import { readBeforeBooking, type BookingReads, type OpenRequests } from '../data/booking-reads'
import type { Db } from '../data/connect'
import { isUniqueViolation } from '../data/errors'
import type { StoredAnswer } from '../data/idempotency'
import {
  atomically,
  BookingRefused,
  rowBeforeInsert,
  saveBooking,
  type BookingRow,
} from '../data/new-booking'
import { findPromo } from '../data/prices'
import type { Actor } from '../data/reservations'
import type { Database } from '../data/tables'
import { outboxRow, type OutgoingEmail } from '../mail/outbox'
import { priceStay, rateFor, type BookableRoom, type PriceCatalog, type Pricing } from './catalog'
import { SOLD_OUT, invalid, ok, refuse, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'
import { priceStayExtras } from './stay-extras'

export type StayRequest = {
  roomId: number
  checkIn: string
  checkOut: string
  adults: number
  kids: number
  rate?: string | undefined
  guest: { name: string; email?: string | undefined; phone: string }
  notes?: string | undefined
  extras?: readonly ExtraChoice[] | undefined
}

export type CheckedStay = {
  room: BookableRoom
  checkIn: string
  checkOut: string
  nights: string[]
  adults: number
  kids: number
  rate: RatePlan
  guest: { name: string; email: string; phone: string }
  notes: string
  /** Their codes known and offered is the catalogue's to say, when the booking is priced. */
  extras: readonly ExtraChoice[]
}

/** Every field checked and named in words; `emailOptional` for a guest who called. */
export function checkStayRequest(
  rooms: readonly BookableRoom[],
  request: StayRequest,
  now: Date,
  { emailOptional = false } = {},
): Outcome<CheckedStay> {
  const fields: Record<string, string> = {}
  const room = rooms.find((candidate) => candidate.id === request.roomId)
  if (!room) fields.roomId = 'There is no such room.'
  const stay = checkStay(request, resortToday(now))
  if ('problems' in stay) Object.assign(fields, stay.problems)
  const party = checkParty(request)
  if ('problems' in party) Object.assign(fields, party.problems)
  const guest = checkGuest({ ...request.guest, notes: request.notes }, { emailOptional })
  if ('problems' in guest) Object.assign(fields, guest.problems)
  const rate = room && rateFor(room, request.rate)
  if (room && !rate) fields.rate = `Choose one of the rates of the ${room.name}.`
  if (room && 'party' in party && !partyFits(party.party, room.maxPerson)) {
    fields.adults = `The ${room.name} sleeps at most ${room.maxPerson} guests.`
  }
  const extras = request.extras ?? []
  const extrasProblem = extraChoicesProblem(extras)
  if (extrasProblem) fields.extras = extrasProblem
  if (!room || !rate || 'problems' in stay || 'problems' in party || 'problems' in guest) {
    return refuse(invalid(fields))
  }
  if (Object.keys(fields).length > 0) return refuse(invalid(fields))
  return ok({
    room,
    checkIn: stay.stay.checkIn,
    checkOut: stay.stay.checkOut,
    nights: nightsOf(stay.stay.checkIn, stay.stay.checkOut),
    adults: party.party.adults,
    kids: party.party.kids,
    rate,
    guest: guest.guest,
    notes: guest.notes,
    extras,
  })
}

export function partyOf(checked: CheckedStay): Party {
  return { adults: checked.adults, kids: checked.kids }
}

/** The stay's quote at the prices in force, with no promo code. */
export function quoteChecked(pricing: Pricing, checked: CheckedStay, now: Date): Quote {
  return priceStay(pricing, checked.room, checked.rate, checked, partyOf(checked), now)
}

export type BookingPlan = {
  status: Extract<ReservationStatus, 'requested' | 'awaiting_payment' | 'confirmed'>
  /** With payments on: how the guest pays, and the rule that sets the deposit from the quote. */
  payment?: { way: PaymentWay; deposit: DepositRule }
  actor: Actor
  /** A request's hold; null for a booking confirmed at once. */
  holdExpiresAt: string | null
  /** SHA-256 of the address a guest's request came from; none for a staff booking. */
  requestAddress?: string
  note: string
  /** A promo code the guest applied: refused if it cannot be used, else one use is taken. */
  promoCode?: string
  /** The language the guest booked in, their mail's; absent is English (a staff booking). */
  language?: Language
  /** The booking's mails; each is written with the new reservation's id. */
  emails: (view: ReservationView) => OutgoingEmail[]
  /** Read with the prices' version, before anything is priced (data/booking-reads.ts). */
  reads?: BookingReads
  /** An earlier answer to return instead of booking, from the answer read. */
  earlier?: (answer: StoredAnswer | undefined) => Outcome<ReservationView> | undefined
  /** Once the stay is priced: a refusal, or nothing to book it. */
  check?: (priced: {
    quote: Quote
    pricing: Pricing
    open: OpenRequests | undefined
  }) => Outcome<never> | undefined
  /**
   * The answer kept for the request's Idempotency-Key, saved with the booking. One saved
   * for it less than a day ago means a request with the same key booked first: bookStay then
   * throws AnsweredMeanwhile, having booked nothing.
   */
  answer?: { key: string; of: (view: ReservationView) => StoredAnswer }
}

/** A request with the same Idempotency-Key was booked first; this one booked nothing. */
export class AnsweredMeanwhile extends Error {}

// Totals are stored as 4-byte integers on PostgreSQL; staff's price limits keep stays far below.
const MAX_TOTAL = 2_000_000_000
const TOO_DEAR: Problem = {
  code: 'invalid',
  message: 'This stay cannot be booked online at its price. Please call the resort.',
  fields: { checkOut: 'Choose a shorter stay, or call the resort.' },
}

// A new reference colliding with a stored one is a one-in-a-trillion event; a few tries suffice.
const REFERENCE_ATTEMPTS = 3

type BookingContext = {
  db: Db
  rooms: readonly BookableRoom[]
  prices: PriceCatalog
  randomBytes: (count: number) => Uint8Array
}

/**
 * Books the checked stay, or answers sold out; retries only a reference collision. Priced from
 * what was read just before the save, and the save writes it all or nothing
 * (data/new-booking.ts): what is stored is the price in force when it was read.
 */
export async function bookStay(
  context: BookingContext,
  checked: CheckedStay,
  plan: BookingPlan,
  now: Date,
): Promise<Outcome<ReservationView>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await atomically(context.db, (db) => priceAndSave(context, db, checked, plan, now))
    } catch (error) {
      if (error instanceof BookingRefused) return outcomeOf(error, plan)
      if (!isUniqueViolation(error, 'reservation') || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

function outcomeOf(error: BookingRefused, plan: BookingPlan): Outcome<never> {
  if (error.reason === 'sold_out') return refuse(SOLD_OUT)
  if (error.reason === 'promo_used_up') return refuse(promoUnavailable(usedUp(plan)))
  throw new AnsweredMeanwhile()
}

async function priceAndSave(
  context: BookingContext,
  db: Kysely<Database>,
  checked: CheckedStay,
  plan: BookingPlan,
  now: Date,
): Promise<Outcome<ReservationView>> {
  const read = await readBeforeBooking(db, plan.reads ?? {})
  const earlier = plan.earlier?.(read.answer)
  if (earlier) return earlier
  const pricing = await context.prices.at(db, read.priceVersion)
  const priced = await priceWithPromo(db, pricing, checked, plan.promoCode, now)
  if (!priced.ok) return priced
  const extras = await priceStayExtras(
    db,
    checked.extras,
    { nights: checked.nights.length, guests: checked.adults + checked.kids },
    plan.actor.kind === 'guest',
  )
  if (!extras.ok) return extras
  const quote = withExtras(priced.value, extras.value)
  if (quote.total > MAX_TOTAL) return refuse(TOO_DEAR)
  const refused = plan.check?.({ quote, pricing, open: read.open })
  if (refused) return refused
  const at = now.toISOString()
  const reservation = reservationOf(context.randomBytes, checked, quote, plan, at)
  const view = toReservationView(rowBeforeInsert(reservation), context.rooms)
  await saveBooking(db, {
    reservation,
    nights: checked.nights,
    promoCode: quote.discount?.code ?? null,
    lines: [
      ...linesOfQuote(quote, checked.checkIn),
      ...linesOfExtras(quote.extras ?? [], checked.checkIn),
    ],
    actor: plan.actor,
    event: { from: null, to: plan.status, note: plan.note },
    mails: plan.emails(view).map((email) => outboxRow(email, now)),
    answer: plan.answer ? { key: plan.answer.key, stored: plan.answer.of(view) } : null,
    at,
  })
  return ok(view)
}

function reservationOf(
  randomBytes: (count: number) => Uint8Array,
  checked: CheckedStay,
  quote: Quote,
  plan: BookingPlan,
  now: string,
): BookingRow {
  return {
    ref: newReference(randomBytes),
    room_type_id: checked.room.id,
    rate_code: quote.rate,
    check_in: checked.checkIn,
    check_out: checked.checkOut,
    nights: checked.nights.length,
    adults: checked.adults,
    kids: checked.kids,
    guest_name: checked.guest.name,
    guest_email: checked.guest.email,
    guest_phone: checked.guest.phone,
    notes: checked.notes,
    status: plan.status,
    total: quote.total,
    breakdown: JSON.stringify(quote),
    hold_expires_at: plan.holdExpiresAt,
    request_address: plan.requestAddress ?? null,
    deposit: plan.payment ? depositFor(plan.payment.deposit, quote) : null,
    payment_way: plan.payment?.way ?? null,
    language: plan.language ?? 'en',
    created_at: now,
    updated_at: now,
  }
}

/**
 * The stay's quote with the promo code applied, or the code refused in words: a guest who
 * applied a code never silently pays the full price.
 */
async function priceWithPromo(
  db: Kysely<Database>,
  pricing: Pricing,
  checked: CheckedStay,
  promoCode: string | undefined,
  now: Date,
): Promise<Outcome<Quote>> {
  if (promoCode === undefined) return ok(quoteChecked(pricing, checked, now))
  const code = normalizePromoCode(promoCode)
  const promo = await findPromo(db, code)
  const refusal = promoRefusalAtBooking(
    code,
    promo,
    { roomId: checked.room.id, checkIn: checked.checkIn, checkOut: checked.checkOut },
    resortToday(now),
  )
  if (refusal || !promo) return refuse(promoUnavailable(refusal ?? ''))
  const { room, rate } = checked
  return ok(priceStay(pricing, room, rate, checked, partyOf(checked), now, promoDiscount(promo)))
}

function usedUp(plan: BookingPlan): string {
  return `The promo code ${normalizePromoCode(plan.promoCode ?? '')} has been used up.`
}

/** A promo code the booking cannot take: said at the field, and nothing booked. */
export function promoUnavailable(reason: string): Problem {
  return {
    code: 'promo_unavailable',
    message: `${reason} Nothing was booked: check the total without it, then send your request again.`,
    fields: { promoCode: reason },
  }
}

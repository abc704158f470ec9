/**
 * The one path that books a stay, for a guest's request and a staff phone booking alike:
 * check the request, price it on the server, hold every night with the conditional update,
 * and record the reservation, its first event and its emails in one transaction
 * (docs/reservations.md, "Rules"). Nothing is acknowledged before that commit.
 */
import type { Transaction } from 'kysely'
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
import { takeNights } from '../data/inventory'
import { findPromo, takePromoUse } from '../data/prices'
import { insertBooking } from '../data/new-booking'
import type { Actor } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox'
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
  /** Their codes known and offered is the catalogue's to say, in the booking's transaction. */
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
  emails: (view: ReservationView, reservationId: number) => OutgoingEmail[]
  /** Read with the prices' version, first in the transaction (data/booking-reads.ts). */
  reads?: BookingReads
  /** An earlier answer to return instead of booking, from the answer read. */
  earlier?: (answer: StoredAnswer | undefined) => Outcome<ReservationView> | undefined
  /** Once the stay is priced: a refusal, or nothing to book it. */
  check?: (priced: {
    quote: Quote
    pricing: Pricing
    open: OpenRequests | undefined
  }) => Outcome<never> | undefined
  /** Runs inside the transaction last, with the answer it will commit. */
  after?: (trx: Transaction<Database>, view: ReservationView) => Promise<void>
}

// Totals are stored as 4-byte integers on PostgreSQL; staff's price limits keep stays far below.
const MAX_TOTAL = 2_000_000_000
const TOO_DEAR: Problem = {
  code: 'invalid',
  message: 'This stay cannot be booked online at its price. Please call the resort.',
  fields: { checkOut: 'Choose a shorter stay, or call the resort.' },
}

class SoldOut extends Error {}
class PromoUsedUp extends Error {}

// A new reference colliding with a stored one is a one-in-a-trillion event; a few tries suffice.
const REFERENCE_ATTEMPTS = 3

/** Books the checked stay, or answers sold out; retries only a reference collision. */
export async function bookStay(
  context: {
    db: Db
    rooms: readonly BookableRoom[]
    prices: PriceCatalog
    randomBytes: (count: number) => Uint8Array
  },
  checked: CheckedStay,
  plan: BookingPlan,
  now: Date,
): Promise<Outcome<ReservationView>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db
        .transaction()
        .execute(async (trx): Promise<Outcome<ReservationView>> => {
          const read = await readBeforeBooking(trx, plan.reads ?? {})
          const earlier = plan.earlier?.(read.answer)
          if (earlier) return earlier
          // Priced inside the transaction: what is stored is the price in force at commit.
          const pricing = await context.prices.at(trx, read.priceVersion)
          const priced = await priceWithPromo(trx, pricing, checked, plan.promoCode, now)
          if (!priced.ok) return priced
          const extras = await priceStayExtras(
            trx,
            checked.extras,
            { nights: checked.nights.length, guests: checked.adults + checked.kids },
            plan.actor.kind === 'guest',
          )
          if (!extras.ok) return extras
          const quote = withExtras(priced.value, extras.value)
          if (quote.total > MAX_TOTAL) return refuse(TOO_DEAR)
          const refused = plan.check?.({ quote, pricing, open: read.open })
          if (refused) return refused
          if (quote.discount && !(await takePromoUse(trx, quote.discount.code))) {
            throw new PromoUsedUp()
          }
          const row = await holdAndInsert(
            trx,
            context.randomBytes,
            checked,
            quote,
            plan,
            now.toISOString(),
          )
          const view = toReservationView(row, context.rooms)
          await enqueueEmails(trx, plan.emails(view, row.id), now)
          await plan.after?.(trx, view)
          return ok(view)
        })
    } catch (error) {
      if (error instanceof SoldOut) return refuse(SOLD_OUT)
      if (error instanceof PromoUsedUp) return refuse(promoUnavailable(usedUp(plan)))
      if (!isUniqueViolation(error, 'reservation') || attempt === REFERENCE_ATTEMPTS) throw error
    }
  }
}

async function holdAndInsert(
  trx: Transaction<Database>,
  randomBytes: (count: number) => Uint8Array,
  checked: CheckedStay,
  quote: Quote,
  plan: BookingPlan,
  now: string,
): Promise<ReservationRow> {
  if (!(await takeNights(trx, checked.room.id, checked.nights))) throw new SoldOut()
  const reservation = {
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
  const lines = [
    ...linesOfQuote(quote, checked.checkIn),
    ...linesOfExtras(quote.extras ?? [], checked.checkIn),
  ]
  const event = { from: null, to: plan.status, note: plan.note }
  return insertBooking(trx, { reservation, lines, actor: plan.actor, event, at: now })
}

/**
 * The stay's quote with the promo code applied, or the code refused in words: a guest who
 * applied a code never silently pays the full price.
 */
async function priceWithPromo(
  trx: Transaction<Database>,
  pricing: Pricing,
  checked: CheckedStay,
  promoCode: string | undefined,
  now: Date,
): Promise<Outcome<Quote>> {
  if (promoCode === undefined) return ok(quoteChecked(pricing, checked, now))
  const code = normalizePromoCode(promoCode)
  const promo = await findPromo(trx, code)
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

import type {
  AvailabilityResponse,
  ExtraOffer,
  PromoAnswer,
  RateQuote,
} from '../../../domain/api-contract'
import { firstClosedNight, unitsLeftOver } from '../../../domain/availability'
import { depositFor, describeDepositRule } from '../../../domain/deposit'
import { nightsOf, resortToday } from '../../../domain/calendar'
import { priceChoices, readExtrasParam, type Extra, type PricedExtra } from '../../../domain/extras'
import { checkParty, partyFits, type Party } from '../../../domain/party'
import type { PromoDiscount } from '../../../domain/pricing'
import {
  describePromoOff,
  normalizePromoCode,
  promoDiscount,
  promoDoesNotApply,
  promoRefusal,
  tooManyPromoGuesses,
  type PromoState,
} from '../../../domain/promos'
import { withExtras } from '../../../domain/quote-extras'
import type { RatePlan } from '../../../domain/rates'
import { checkStay } from '../../../domain/stay'
import { closedRestriction } from '../../../domain/stay-rules'
import type { PaymentsConfig } from '../config'
import type { Db } from '../data/connect'
import { listExtras } from '../data/extras'
import { roomTypeUnits, storedNights } from '../data/inventory'
import { findPromo } from '../data/prices'
import {
  guestRestriction,
  priceStay,
  type BookableRoom,
  type PriceCatalog,
  type Pricing,
} from './catalog'
import { invalid, ok, refuse, type Outcome } from './problem'
import { pricedOrRefused } from './stay-extras'

export type AvailabilityQuery = {
  checkIn: unknown
  checkOut: unknown
  adults: unknown
  kids: unknown
  promo?: string | undefined
  /** `CODE:QTY,…`: the extras each rate's total then includes. */
  extras?: string | undefined
  /**
   * Set while the client's address has tried too many codes that did not apply
   * (http/rate-limits.ts): its code is not looked up, and the rates come without a discount.
   */
  promoGuessesBlockedForSeconds?: number | undefined
}

export type AvailabilityContext = {
  db: Db
  rooms: readonly BookableRoom[]
  prices: PriceCatalog
  sameDayCutoffHour: number
  /** With payments on, each rate says what booking it asks now. */
  payments: Pick<PaymentsConfig, 'ways' | 'deposit'>
}

/** GET /api/availability: every room with its free units and the price of the stay at each rate. */
export async function availability(
  context: AvailabilityContext,
  query: AvailabilityQuery,
  now: Date,
): Promise<Outcome<AvailabilityResponse>> {
  const today = resortToday(now)
  const stayCheck = checkStay(query, today)
  const partyCheck = checkParty(query)
  if ('problems' in stayCheck || 'problems' in partyCheck) {
    return refuse(
      invalid({
        ...('problems' in stayCheck ? stayCheck.problems : {}),
        ...('problems' in partyCheck ? partyCheck.problems : {}),
      }),
    )
  }
  const choices = readExtrasParam(query.extras ?? '')
  if (!choices) {
    return refuse(invalid({ extras: 'Name the extras as CODE:QUANTITY, separated by commas.' }))
  }
  const { db, rooms } = context
  const { stay } = stayCheck
  const { party } = partyCheck
  const nights = nightsOf(stay.checkIn, stay.checkOut)
  const promoCode = query.promo?.trim() ? normalizePromoCode(query.promo) : undefined
  const blockedFor = promoCode === undefined ? undefined : query.promoGuessesBlockedForSeconds
  const [stored, units, pricing, promo, catalogue] = await Promise.all([
    storedNights(db, stay.checkIn, stay.checkOut),
    roomTypeUnits(db),
    context.prices.current(db),
    promoCode === undefined || blockedFor !== undefined ? undefined : findPromo(db, promoCode),
    listExtras(db),
  ])
  const count = { nights: stay.nights, guests: party.adults + party.kids }
  const extras = pricedOrRefused(priceChoices(catalogue, choices, count, { online: true }))
  if (!extras.ok) return extras
  const offeredExtras = offered(catalogue)
  const paymentsOn = context.payments.ways.length > 0
  const refusalFor = (roomId?: number) =>
    promoCode === undefined ? undefined : promoRefusal(promoCode, promo, { ...stay, roomId }, today)

  return ok({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    rooms: rooms.map((room) => {
      const roomNights = stored.get(room.id) ?? new Map()
      const fits = partyFits(party, room.maxPerson)
      const closedNight = firstClosedNight(nights, roomNights)
      const restriction =
        (closedNight && closedRestriction(closedNight)) ??
        guestRestriction(pricing, room.id, stay, now, context.sameDayCutoffHour)
      const unitsLeft = unitsLeftOver(nights, roomNights, units.get(room.id) ?? room.units)
      const discount = promo && refusalFor(room.id) === null ? promoDiscount(promo) : null
      return {
        id: room.id,
        name: room.name,
        maxPerson: room.maxPerson,
        fits,
        unitsLeft,
        available: fits && unitsLeft > 0,
        bookable: restriction === null,
        ...(restriction && { restriction }),
        rates: room.rates.map((rate) =>
          rateQuote(context, { pricing, room, rate, stay, party, now, discount }, extras.value),
        ),
      }
    }),
    ...(promoCode !== undefined && {
      promo:
        blockedFor === undefined
          ? promoAnswer(promoCode, promo, refusalFor() === null)
          : { code: promoCode, valid: false, message: tooManyPromoGuesses(blockedFor) },
    }),
    ...(paymentsOn && {
      payments: {
        ways: [...context.payments.ways],
        depositRule: describeDepositRule(context.payments.deposit),
      },
    }),
    ...(offeredExtras.length > 0 && { offeredExtras }),
  })
}

type RateQuestion = {
  pricing: Pricing
  room: BookableRoom
  rate: RatePlan
  stay: { checkIn: string; checkOut: string }
  party: Party
  now: Date
  discount: PromoDiscount | null
}

/** One rate's price for the stay, with the extras asked for; with payments on, its deposit. */
function rateQuote(
  context: AvailabilityContext,
  { pricing, room, rate, stay, party, now, discount }: RateQuestion,
  extras: readonly PricedExtra[],
): RateQuote {
  const quote = withExtras(priceStay(pricing, room, rate, stay, party, now, discount), extras)
  return {
    code: rate.code,
    label: rate.label,
    total: quote.total,
    nightly: quote.nightly,
    supplements: quote.supplements,
    ...(quote.discount && { discount: quote.discount }),
    fees: quote.fees,
    ...(quote.extras && { extras: quote.extras }),
    policy: quote.policy,
    ...(context.payments.ways.length > 0 && {
      deposit: depositFor(context.payments.deposit, quote),
    }),
  }
}

/** What a guest may add: the active extras offered online, as the form shows them. */
function offered(catalogue: readonly Extra[]): ExtraOffer[] {
  return catalogue
    .filter((extra) => extra.active && extra.online)
    .map(({ code, name, price, basis }) => ({ code, name, price, basis }))
}

function promoAnswer(code: string, promo: PromoState | undefined, applies: boolean): PromoAnswer {
  if (!applies || !promo) return { code, valid: false, message: promoDoesNotApply(code) }
  const rooms = promo.roomIds ? ' of the rooms it is offered for' : ''
  return { code, valid: true, message: `${code}: ${describePromoOff(promo)}${rooms}.` }
}

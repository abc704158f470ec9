/**
 * The one pricing function of reservations mode: the browser shows its quote and the server
 * decides with it. Pure; centavos throughout, each line rounded once, by `roundCentavos`.
 */
import { addDays, formatStayDate, nightsOf, type IsoDate } from './calendar'
import type { PricedExtra } from './extras'
import type { Centavos } from './money'
import type { Party } from './party'

/** A night's price: set outright, or a percentage change from the base (-20 is 20% off). */
export type PriceChange = { price: Centavos } | { percent: number }

/** The rooms and rate plans a rule covers; a missing field covers them all. */
export type Scope = { roomId?: number; rate?: string }

/** Nights `from` to `to`, both included. */
export type Season = Scope &
  PriceChange & { name: string; from: IsoDate; to: IsoDate; priority: number }

/** 0 is Sunday. A Friday night is the night that starts on Friday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type WeekdayPrice = Scope & PriceChange & { days: readonly Weekday[] }

/**
 * A price staff set for one room on the nights `from` to `to`, both included: for one rate
 * plan, or for all of them when `rate` is missing.
 */
export type NightOverride = PriceChange & {
  roomId: number
  rate?: string
  from: IsoDate
  to: IsoDate
}

/**
 * `percent`: `amount` is the percentage of the room total; `per_stay`: centavos once;
 * `per_guest_night`: centavos per guest and night. An included fee is shown and already in the
 * price; one not included is added to the total.
 */
export type Fee = {
  label: string
  kind: 'percent' | 'per_stay' | 'per_guest_night'
  amount: number
  included: boolean
}

/** Free until `freeDays` before check-in, then a charge; or nothing back at all. */
export type CancellationPolicy =
  | { kind: 'free_until'; freeDays: number; charge: 'first_night' | { percent: number } }
  | { kind: 'non_refundable' }

export type RatePlanPrice = {
  code: string
  label: string
  /** The nightly price for the room's included guests. */
  base: Centavos
  policy: CancellationPolicy
}

export type RoomPricing = {
  roomId: number
  /** Guests the base price covers; adults fill it first. */
  includedGuests: number
  /** Per night, for each adult and each kid beyond the included guests. */
  extraAdult: Centavos
  extraKid: Centavos
  rates: readonly RatePlanPrice[]
}

/**
 * Where two overrides, or two weekday prices, cover the same night, the later in its list wins:
 * staff's latest change. Seasons are decided by their priority instead.
 */
export type PriceBook = {
  seasons: readonly Season[]
  weekdays: readonly WeekdayPrice[]
  overrides: readonly NightOverride[]
  fees: readonly Fee[]
}

/** A promotion as a quote applies it; whether it may be used is checked apart. */
export type PromoDiscount = { code: string } & ({ percentOff: number } | { amountOff: Centavos })

export type PricedNight = { night: IsoDate; price: Centavos; rule: string }
export type QuoteLine = { label: string; amount: Centavos }
export type FeeLine = QuoteLine & { included: boolean }

export type Quote = {
  rate: string
  label: string
  nightly: PricedNight[]
  supplements: QuoteLine[]
  /** The nights and the supplements: what a discount and the fees apply to. */
  roomTotal: Centavos
  discount: (QuoteLine & { code: string }) | null
  fees: FeeLine[]
  /** The extras the guest chose (quote-extras.ts); none on a quote from before extras. */
  extras?: PricedExtra[]
  /**
   * What the guest pays: the room total, less the discount, plus the fees not included and the
   * extras.
   */
  total: Centavos
  policy: StatedPolicy
}

/**
 * The policy as a quote states it: in words, the last free day (null once passed, or for a
 * non-refundable rate), and what a cancellation after it costs. A quote stored before charges
 * were stated has no `charge`: nothing can be said to be due.
 */
export type StatedPolicy = { text: string; freeUntil: IsoDate | null; charge?: Centavos }

export type QuoteRequest = {
  room: RoomPricing
  rate: RatePlanPrice
  checkIn: IsoDate
  checkOut: IsoDate
  party: Party
  promo?: PromoDiscount | null
  /** The resort's today: a free cancellation that has already ended is not offered. */
  today: IsoDate
}

/** The one rounding rule: to the nearest centavo, halves away from zero. */
export function roundCentavos(amount: number): Centavos {
  return Math.sign(amount) * Math.round(Math.abs(amount))
}

export function percentOf(amount: Centavos, percent: number): Centavos {
  return roundCentavos((amount * percent) / 100)
}

export function quoteStay(request: QuoteRequest, book: PriceBook): Quote {
  const { room, rate, checkIn, checkOut, party } = request
  const nights = nightsOf(checkIn, checkOut)
  const nightly = nights.map((night) => priceNight(room.roomId, rate, night, book))
  const supplements = supplementLines(room, party, nights.length)
  const roomTotal = sum(nightly.map((night) => night.price)) + sum(supplements.map(amountOf))
  const discount = request.promo ? discountLine(request.promo, roomTotal) : null
  const discounted = roomTotal - (discount?.amount ?? 0)
  const guests = party.adults + party.kids
  const includedPercent = sum(
    book.fees.filter((fee) => fee.included && fee.kind === 'percent').map((fee) => fee.amount),
  )
  const net = (discounted * 100) / (100 + includedPercent)
  const fees = book.fees.map((fee) => feeLine(fee, { discounted, net }, guests, nights.length))
  const added = sum(fees.filter((fee) => !fee.included).map(amountOf))
  return {
    rate: rate.code,
    label: rate.label,
    nightly,
    supplements,
    roomTotal,
    discount,
    fees,
    total: discounted + added,
    policy: {
      ...describePolicy(rate.policy, checkIn, request.today),
      charge: policyCharge(rate.policy, nightly, discounted + added),
    },
  }
}

/** Precedence, highest first: a night override, a season (by priority), a weekday, the base. */
export function priceNight(
  roomId: number,
  rate: RatePlanPrice,
  night: IsoDate,
  book: Pick<PriceBook, 'seasons' | 'weekdays' | 'overrides'>,
): PricedNight {
  const covers = (scope: Scope) =>
    (scope.roomId === undefined || scope.roomId === roomId) &&
    (scope.rate === undefined || scope.rate === rate.code)
  const override = book.overrides.findLast(
    (candidate) => covers(candidate) && candidate.from <= night && night <= candidate.to,
  )
  if (override) {
    return { night, price: changed(rate.base, override), rule: 'Price set for this night' }
  }
  const season = book.seasons
    .filter((candidate) => covers(candidate) && candidate.from <= night && night <= candidate.to)
    .sort(bySeasonPrecedence)[0]
  if (season) return { night, price: changed(rate.base, season), rule: season.name }

  const weekday = weekdayOf(night)
  const dayPrice = book.weekdays.findLast(
    (candidate) => covers(candidate) && candidate.days.includes(weekday),
  )
  if (dayPrice) {
    return { night, price: changed(rate.base, dayPrice), rule: `${WEEKDAY_NAMES[weekday]} nights` }
  }
  return { night, price: Math.max(0, rate.base), rule: 'Base price' }
}

/** Adults fill the included guests first; every guest beyond them pays a supplement. */
export function extraGuests(party: Party, includedGuests: number): Party {
  const extraAdults = Math.max(0, party.adults - includedGuests)
  const placesLeft = Math.max(0, includedGuests - party.adults)
  return { adults: extraAdults, kids: Math.max(0, party.kids - placesLeft) }
}

/** Consecutive nights at the same price by the same rule, as a guest reads them. */
export type NightRun = { from: IsoDate; nights: number; price: Centavos; rule: string }

export function groupNights(nightly: readonly PricedNight[]): NightRun[] {
  const runs: NightRun[] = []
  for (const { night, price, rule } of nightly) {
    const last = runs.at(-1)
    if (
      last &&
      last.price === price &&
      last.rule === rule &&
      addDays(last.from, last.nights) === night
    ) {
      last.nights += 1
    } else {
      runs.push({ from: night, nights: 1, price, rule })
    }
  }
  return runs
}

/**
 * Adjacent nights of one price as one run, whatever rule priced each: where the rule is not
 * shown, 'a Friday price of ₱3,000' beside a base price of ₱3,000 reads as one price.
 */
export function groupNightsByPrice(
  nightly: readonly PricedNight[],
): { from: IsoDate; nights: number; price: Centavos }[] {
  return groupNights(nightly.map((night) => ({ ...night, rule: '' }))).map(
    ({ from, nights, price }) => ({ from, nights, price }),
  )
}

export function describePolicy(
  policy: CancellationPolicy,
  checkIn: IsoDate,
  today: IsoDate,
): { text: string; freeUntil: IsoDate | null } {
  if (policy.kind === 'non_refundable') {
    return {
      text: 'Non-refundable: nothing is returned if the stay is cancelled.',
      freeUntil: null,
    }
  }
  const freeUntil = addDays(checkIn, -policy.freeDays)
  const charge =
    policy.charge === 'first_night'
      ? 'the first night is charged'
      : `${policy.charge.percent}% of the total is charged`
  if (today > freeUntil) {
    return {
      text: `Free cancellation has ended for these dates: if cancelled, ${charge}.`,
      freeUntil: null,
    }
  }
  return {
    text: `Free cancellation until ${formatStayDate(freeUntil)}; after that, ${charge}.`,
    freeUntil,
  }
}

/** What cancelling a confirmed stay costs on `today`, resort time: nothing before the free day. */
export function cancellationDue(policy: StatedPolicy, today: IsoDate): Centavos {
  if (policy.freeUntil !== null && today <= policy.freeUntil) return 0
  return policy.charge ?? 0
}

/**
 * 'The first night' is its share of what the guest pays, so a discount, supplements and added
 * fees count for it as for every night.
 */
function policyCharge(
  policy: CancellationPolicy,
  nightly: readonly PricedNight[],
  total: Centavos,
): Centavos {
  if (policy.kind === 'non_refundable') return total
  if (policy.charge === 'first_night') {
    const nights = sum(nightly.map((night) => night.price))
    const first = nightly[0]?.price ?? 0
    return nights > 0 ? Math.min(total, roundCentavos((total * first) / nights)) : 0
  }
  return percentOf(total, policy.charge.percent)
}

/**
 * The resort's weekend: Friday and Saturday nights, the nights that end on a day off (a night is
 * named by the day it starts, as a day-of-week price names it).
 */
export const WEEKEND_NIGHTS: readonly Weekday[] = [5, 6]

export function isWeekendNight(night: IsoDate): boolean {
  return WEEKEND_NIGHTS.includes(weekdayOf(night))
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function weekdayOf(night: IsoDate): Weekday {
  return new Date(`${night}T00:00:00Z`).getUTCDay() as Weekday
}

function changed(base: Centavos, change: PriceChange): Centavos {
  // The night's price is the line: rounded once, not its change.
  const price =
    'price' in change ? change.price : roundCentavos((base * (100 + change.percent)) / 100)
  return Math.max(0, price)
}

function supplementLines(room: RoomPricing, party: Party, nights: number): QuoteLine[] {
  const extra = extraGuests(party, room.includedGuests)
  const lines: QuoteLine[] = []
  if (extra.adults > 0 && room.extraAdult > 0) {
    lines.push({
      label: `${extra.adults} extra ${extra.adults === 1 ? 'adult' : 'adults'} × ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      amount: extra.adults * room.extraAdult * nights,
    })
  }
  if (extra.kids > 0 && room.extraKid > 0) {
    lines.push({
      label: `${extra.kids} extra ${extra.kids === 1 ? 'kid' : 'kids'} × ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      amount: extra.kids * room.extraKid * nights,
    })
  }
  return lines
}

function discountLine(promo: PromoDiscount, roomTotal: Centavos): QuoteLine & { code: string } {
  const wanted = 'percentOff' in promo ? percentOf(roomTotal, promo.percentOff) : promo.amountOff
  return {
    code: promo.code,
    label: `Promo code ${promo.code}`,
    amount: Math.min(roomTotal, Math.max(0, wanted)),
  }
}

/**
 * A percentage added is taken of the discounted room total; one included (a VAT) is its share
 * of that total, which holds every included percentage at once, so two never overlap.
 */
function feeLine(
  fee: Fee,
  base: { discounted: Centavos; net: number },
  guests: number,
  nights: number,
): FeeLine {
  const amount =
    fee.kind === 'per_stay'
      ? fee.amount
      : fee.kind === 'per_guest_night'
        ? fee.amount * guests * nights
        : fee.included
          ? roundCentavos((base.net * fee.amount) / 100)
          : percentOf(base.discounted, fee.amount)
  return { label: fee.label, amount: Math.max(0, amount), included: fee.included }
}

/**
 * Highest priority first; equal priorities fall back to the name, then the narrower scope, then
 * the season itself, so the order seasons were stored in never decides a night's price.
 */
function bySeasonPrecedence(a: Season, b: Season): number {
  return (
    b.priority - a.priority ||
    byCodeUnits(a.name, b.name) ||
    narrowness(b) - narrowness(a) ||
    byCodeUnits(seasonKey(a), seasonKey(b))
  )
}

function narrowness(scope: Scope): number {
  return (scope.roomId === undefined ? 0 : 2) + (scope.rate === undefined ? 0 : 1)
}

function seasonKey(season: Season): string {
  const change = 'price' in season ? `price ${season.price}` : `percent ${season.percent}`
  return `${season.from} ${season.to} ${season.roomId ?? ''} ${season.rate ?? ''} ${change}`
}

// Not localeCompare: browser and server must order alike whatever their locale.
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function amountOf(line: QuoteLine): Centavos {
  return line.amount
}

function sum(amounts: readonly Centavos[]): Centavos {
  return amounts.reduce((total, amount) => total + amount, 0)
}

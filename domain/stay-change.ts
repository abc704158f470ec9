/**
 * Changing a stay (docs/reservations.md, "States"): new dates, room type or rate for a stay
 * that holds its nights and has not begun. Pure: which nights to take and give back, what
 * changed in words, and what it costs; services/change-stay.ts does the holding.
 */
import { formatStayDate, nightsOf, type IsoDate } from './calendar'
import { formatCentavos, type Centavos } from './money'
import type { PriceBook, PricedNight, Quote } from './pricing'
import type { ReservationStatus } from './reservation-status'

export type StayTerms = { roomId: number; checkIn: IsoDate; checkOut: IsoDate; rate: string }

/**
 * Stays that hold nights can be changed: one not begun in every way, one in the house only in
 * how long it lasts (see inHouseChangeRefusals).
 */
export function stayMayChange(status: ReservationStatus): boolean {
  return status === 'requested' || status === 'confirmed' || status === 'checked_in'
}

/**
 * A guest in the house stays in their room type, on their rate, from the day they came: only
 * the check-out moves, to tomorrow at the earliest (leaving today is a check-out). The refusals
 * by field, none when the change may be tried.
 */
export function inHouseChangeRefusals(
  from: StayTerms,
  to: StayTerms,
  today: IsoDate,
): Partial<Record<'roomId' | 'rate' | 'checkIn' | 'checkOut', string>> {
  const refusals: Partial<Record<'roomId' | 'rate' | 'checkIn' | 'checkOut', string>> = {}
  if (to.roomId !== from.roomId)
    refusals.roomId =
      'The guest is in the house: to move them, check them out and book the new room.'
  if (to.rate !== from.rate) refusals.rate = 'The guest is in the house: the rate stays as it is.'
  if (to.checkIn !== from.checkIn)
    refusals.checkIn = 'The guest is in the house: the check-in day is the day they came.'
  if (to.checkOut <= today)
    refusals.checkOut = `Choose a check-out after today (${formatStayDate(today)}); a guest leaving today is checked out.`
  return refusals
}

export type StayAspect = 'room' | 'dates' | 'rate'

export function whatChanged(from: StayTerms, to: StayTerms): StayAspect[] {
  const aspects: StayAspect[] = []
  if (from.roomId !== to.roomId) aspects.push('room')
  if (from.checkIn !== to.checkIn || from.checkOut !== to.checkOut) aspects.push('dates')
  if (from.rate !== to.rate) aspects.push('rate')
  return aspects
}

export type NightShift = {
  /** Nights of the new stay's room the stay does not hold yet: each must be free. */
  take: IsoDate[]
  /** Nights the stay holds and the new stay leaves: given back to the old room. */
  giveBack: IsoDate[]
}

/**
 * The nights a change takes and gives back. In one room the nights both stays share are kept
 * as they are, so extending by a night needs that night alone to be free; in another room
 * every new night is taken and every old one given back.
 */
export function shiftNights(from: StayTerms, to: StayTerms): NightShift {
  const before = nightsOf(from.checkIn, from.checkOut)
  const after = nightsOf(to.checkIn, to.checkOut)
  if (from.roomId !== to.roomId) return { take: after, giveBack: before }
  const held = new Set(before)
  const kept = new Set(after)
  return {
    take: after.filter((night) => !held.has(night)),
    giveBack: before.filter((night) => !kept.has(night)),
  }
}

/**
 * An in-house stay keeps the price of the nights it had: each is set for that night in the
 * book the new stay is priced with, and named by the rule that priced it then. New nights are
 * priced as in force today.
 */
export function keepingNightPrices(
  book: PriceBook,
  roomId: number,
  rate: string,
  kept: readonly PricedNight[],
): PriceBook {
  const overrides = kept.map(({ night, price }) => ({
    roomId,
    rate,
    from: night,
    to: night,
    price,
  }))
  return { ...book, overrides: [...book.overrides, ...overrides] }
}

export function withKeptRules(quote: Quote, kept: readonly PricedNight[]): Quote {
  const rules = new Map(kept.map((night) => [night.night, night.rule]))
  return {
    ...quote,
    nightly: quote.nightly.map((night) => ({
      ...night,
      rule: rules.get(night.night) ?? night.rule,
    })),
  }
}

/** What the guest pays more (positive) or less (negative) than before. */
export function priceDifference(previousTotal: Centavos, total: Centavos): Centavos {
  return total - previousTotal
}

/** '+₱2,500', '-₱1,000' or 'no difference': the sign said, not left to a colour. */
export function describeDifference(difference: Centavos): string {
  if (difference === 0) return 'no difference'
  return difference > 0 ? `+${formatCentavos(difference)}` : formatCentavos(difference)
}

export type StayInWords = StayTerms & { roomName: string; rateLabel: string; total: Centavos }

/** 'Hotel Rooms (Room only), Sat 5 Dec 2026 to Mon 7 Dec 2026, ₱4,000' */
export function describeTerms(stay: StayInWords): string {
  return `${stay.roomName} (${stay.rateLabel}), ${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}, ${formatCentavos(stay.total)}`
}

/** The change's event note: from and to in words, and the difference. */
export function describeChange(from: StayInWords, to: StayInWords): string {
  const difference = describeDifference(priceDifference(from.total, to.total))
  return `Stay changed from ${describeTerms(from)} to ${describeTerms(to)} (${difference})`
}

import { addDays, type IsoDate } from './calendar'
import { centavosFromPesos, type Centavos } from './money'
import type { CancellationPolicy, Quote, RoomPricing } from './pricing'

/**
 * A way to sell a room type (content/booking.ts). Price in whole pesos a night for
 * the room's included guests.
 */
export type RatePlan = { code: string; label: string; price: number; policy: CancellationPolicy }

/** What the booking side knows of a room beyond the public content. Supplements in pesos. */
export type RoomBooking = {
  roomId: number
  units: number
  /**
   * Each unit's label is this and its number: 'H' gives H1 to H6 for 6 units (docs/reservations.md,
   * "Units"). Unique across rooms, so a label names one room of the resort.
   */
  unitPrefix: string
  /** Guests the rates' prices cover; each guest beyond pays a supplement a night. */
  includedGuests: number
  extraAdult: number
  extraKid: number
  rates: readonly RatePlan[]
}

/**
 * The rate a booking gets without a choice: the one whose price the room's card shows
 * (docs/reservations.md, the `rate` of POST /api/reservations).
 */
export function standardRate(
  booking: Pick<RoomBooking, 'rates'>,
  cardPrice: number,
): RatePlan | undefined {
  return booking.rates.find((rate) => rate.price === cardPrice) ?? booking.rates[0]
}

export function findRate(booking: Pick<RoomBooking, 'rates'>, code: string): RatePlan | undefined {
  return booking.rates.find((rate) => rate.code === code)
}

/** A room's rates and supplements in centavos, as the pricing function takes them. */
export function roomPricing(booking: RoomBooking): RoomPricing {
  return {
    roomId: booking.roomId,
    includedGuests: booking.includedGuests,
    extraAdult: centavosFromPesos(booking.extraAdult),
    extraKid: centavosFromPesos(booking.extraKid),
    rates: booking.rates.map((rate) => ({
      code: rate.code,
      label: rate.label,
      base: centavosFromPesos(rate.price),
      policy: rate.policy,
    })),
  }
}

/** The quote a reservation keeps, as stored before quotes had their lines. */
type FlatBreakdown = {
  rate: string
  label: string
  nightly: Centavos
  nights: number
  total: Centavos
}

/**
 * A reservation's stored quote. It is kept whole when the reservation is made, so later price
 * changes never rewrite it; a reservation stored before quotes had their lines reads as its
 * nights at one price, with no fees and no stated policy.
 */
export function readQuoteSnapshot(json: string, checkIn: IsoDate): Quote {
  return quoteFromSnapshot(JSON.parse(json) as unknown, checkIn)
}

export function quoteFromSnapshot(stored: unknown, checkIn: IsoDate): Quote {
  const snapshot = stored as Quote | FlatBreakdown
  if (Array.isArray(snapshot.nightly)) return snapshot as Quote
  const flat = snapshot as FlatBreakdown
  return {
    rate: flat.rate,
    label: flat.label,
    nightly: Array.from({ length: flat.nights }, (_, index) => ({
      night: addDays(checkIn, index),
      price: flat.nightly,
      rule: 'Base price',
    })),
    supplements: [],
    roomTotal: flat.total,
    discount: null,
    fees: [],
    total: flat.total,
    policy: { text: '', freeUntil: null },
  }
}

import { centavosFromPesos, type Centavos } from './money'
import type { CancellationPolicy, Quote, RoomPricing } from './pricing'

/**
 * A way to sell a room type (content: app/content/booking.ts). Price in whole pesos a night for
 * the room's included guests.
 */
export type RatePlan = { code: string; label: string; price: number; policy: CancellationPolicy }

/** What the booking side knows of a room beyond the public content. Supplements in pesos. */
export type RoomBooking = {
  roomId: number
  units: number
  /** Guests the rates' prices cover; each guest beyond pays a supplement a night. */
  includedGuests: number
  extraAdult: number
  extraKid: number
  rates: readonly RatePlan[]
}

/** The price breakdown kept with a reservation, so later price changes never rewrite it. */
export type PriceBreakdown = {
  rate: string
  label: string
  nightly: Centavos
  nights: number
  total: Centavos
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

/**
 * The snapshot a reservation keeps of its quote, so later price changes never rewrite it. Its
 * `nightly` is the first night's price: every night of a room costs the same until seasons and
 * overrides come from the database (issue 20), which replaces this with the whole quote.
 */
export function breakdownOf(quote: Quote): PriceBreakdown {
  return {
    rate: quote.rate,
    label: quote.label,
    nightly: quote.nightly[0]?.price ?? 0,
    nights: quote.nightly.length,
    total: quote.total,
  }
}

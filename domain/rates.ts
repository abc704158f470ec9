import { centavosFromPesos, type Centavos } from './money'

/** A way to sell a room type (content: app/content/booking.ts). Price in whole pesos a night. */
export type RatePlan = { code: string; label: string; price: number }

/** What the booking side knows of a room beyond the public content. */
export type RoomBooking = { roomId: number; units: number; rates: readonly RatePlan[] }

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
export function standardRate(booking: RoomBooking, cardPrice: number): RatePlan | undefined {
  return booking.rates.find((rate) => rate.price === cardPrice) ?? booking.rates[0]
}

export function findRate(booking: RoomBooking, code: string): RatePlan | undefined {
  return booking.rates.find((rate) => rate.code === code)
}

export function quote(rate: RatePlan, nights: number): PriceBreakdown {
  const nightly = centavosFromPesos(rate.price)
  return { rate: rate.code, label: rate.label, nightly, nights, total: nightly * nights }
}

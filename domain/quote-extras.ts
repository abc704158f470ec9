/**
 * Extras on a quote (docs/reservations.md, "Extras"): a stay's quote from quoteStay, with the
 * extras the guest chose listed and added to its total, and their folio lines.
 */
import type { IsoDate } from './calendar'
import { describeExtra, extrasTotal, type PricedExtra } from './extras'
import { chargeLine, type ChargeLine } from './folio'
import type { Quote } from './pricing'

/**
 * The total grows by the extras, so the deposit, the total the guest confirms and what the stay
 * owes all count them from the one figure. The cancellation policy's charge stays what the rate
 * says of the room: extras not yet had are given back whole.
 */
export function withExtras(quote: Quote, extras: readonly PricedExtra[]): Quote {
  if (extras.length === 0) return quote
  return {
    ...quote,
    extras: [...(quote.extras ?? []), ...extras],
    total: quote.total + extrasTotal(extras),
  }
}

/**
 * One `extra` line an extra, dated the stay's first day: its units as the quantity and its
 * price as the unit price, so the folio shows how it was counted.
 */
export function linesOfExtras(extras: readonly PricedExtra[], checkIn: IsoDate): ChargeLine[] {
  return extras.map((extra) =>
    chargeLine('extra', describeExtra(extra), checkIn, extra.units, extra.price),
  )
}

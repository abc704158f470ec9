import type { RateQuote } from '../../../domain/api-contract'
import type { Quote } from '../../../domain/pricing'
import type { ApiProblem } from '../../lib/api-client'

/**
 * A booking refused with price_changed: the rate as the server prices it now, in place of the
 * quoted rate (`of`) the guest was shown. It holds only while that quote does: a newer one
 * (a promo code applied or withdrawn) is newer news than the refusal.
 */
export type Repricing = { of: RateQuote; rate: RateQuote }

/**
 * The repricing a price_changed answer brings: its whole quote when it sent one, so the lines
 * agree with the total; else the total alone, on the lines the guest already has.
 */
export function repricingOf(
  quoted: RateQuote,
  shown: RateQuote,
  problem: Pick<ApiProblem, 'total' | 'quote'>,
): Repricing | undefined {
  if (problem.quote) return { of: quoted, rate: rateOfQuote(problem.quote) }
  if (problem.total !== undefined) return { of: quoted, rate: { ...shown, total: problem.total } }
  return undefined
}

/** The rate the page shows, and whose total it sends as expectedTotal. */
export function rateToShow(
  quoted: RateQuote | undefined,
  repricing: Repricing | undefined,
): RateQuote | undefined {
  return repricing && repricing.of === quoted ? repricing.rate : quoted
}

function rateOfQuote(quote: Quote): RateQuote {
  const { rate, label, total, nightly, supplements, fees, policy, discount, extras } = quote
  return {
    code: rate,
    label,
    total,
    nightly,
    supplements,
    fees,
    policy,
    ...(discount && { discount }),
    ...(extras && { extras }),
  }
}

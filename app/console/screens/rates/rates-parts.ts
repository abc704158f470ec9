/**
 * The Rates screen's parts, in the screen's order. On a phone one part shows at a time, chosen
 * above them (all of them one under another made a page of some 10,000 px); from the lg width up
 * every part shows, as before.
 */
export const RATES_PARTS = [
  { id: 'rate-grid', label: 'Prices by night' },
  { id: 'rate-change', label: 'Change a range' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'weekdays', label: 'Weekday prices' },
  { id: 'promos', label: 'Promo codes' },
  { id: 'fees', label: 'Taxes and fees' },
  { id: 'extras', label: 'Extras' },
  { id: 'price-history', label: 'Price history' },
] as const

export type RatesPart = (typeof RATES_PARTS)[number]['id']

export function isRatesPart(value: string): value is RatesPart {
  return RATES_PARTS.some((part) => part.id === value)
}

/**
 * The parts a phone may choose: the front desk reads the grid and the history alone, and a range
 * is changed only once there are prices to change.
 */
export function ratesPartsOffered({
  mayChange,
  hasPlans,
}: {
  mayChange: boolean
  hasPlans: boolean
}) {
  return RATES_PARTS.filter((entry) =>
    mayChange
      ? entry.id !== 'rate-change' || hasPlans
      : entry.id === 'rate-grid' || entry.id === 'price-history',
  )
}

/** A part not chosen is hidden below the lg width only. */
export function ratesPartClass(part: RatesPart, shown: RatesPart): string {
  return part === shown ? '' : 'st:max-lg:hidden'
}

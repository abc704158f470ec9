/** docs/product.md §3: the selectors hold text labels, and the labels are the values. */
export const ADULT_OPTIONS = ['1 Adult', '2 Adults', '3 Adults', '4 Adults'] as const
export const KID_OPTIONS = ['0 Kid', '1 Kid', '2 Kids', '3 Kids', '4 Kids'] as const

export type AdultsOption = (typeof ADULT_OPTIONS)[number]
export type KidsOption = (typeof KID_OPTIONS)[number]

export const DEFAULT_ADULTS: AdultsOption = '1 Adult'
export const DEFAULT_KIDS: KidsOption = '0 Kid'

/** '3 Adults' + '2 Kids' -> 5: the spec counts the first digit of each label. */
export function totalGuests(adults: string, kids: string): number {
  return firstDigit(adults) + firstDigit(kids)
}

/** A label without a digit counts as zero guests, never NaN. */
function firstDigit(label: string): number {
  const digit = /\d/.exec(label)
  return digit ? Number(digit[0]) : 0
}

/** Reservations mode: the selectors' labels as the counts the API takes ('2 Adults' -> 2). */
export function partyOf(adults: string, kids: string): { adults: number; kids: number } {
  return { adults: firstDigit(adults), kids: firstDigit(kids) }
}

/** The selector label for a count, or undefined outside the options (2 -> '2 Adults'). */
export function adultsOption(count: number): AdultsOption | undefined {
  return ADULT_OPTIONS.find((option) => firstDigit(option) === count)
}

export function kidsOption(count: number): KidsOption | undefined {
  return KID_OPTIONS.find((option) => firstDigit(option) === count)
}

/** The guest choices among saved or early ones ('adults', 'kids'), leaving out any unknown label. */
export function guestChoicesFrom(saved: Record<string, string>): {
  adults?: AdultsOption
  kids?: KidsOption
} {
  const adults = ADULT_OPTIONS.find((option) => option === saved.adults)
  const kids = KID_OPTIONS.find((option) => option === saved.kids)
  return { ...(adults && { adults }), ...(kids && { kids }) }
}

import { daysBetween, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import type { Centavos } from '../../../../domain/money'
import { centavosFromText, percentFromText, wholeFromText } from '../../ui/amounts'

/** The checks the rates forms share, each naming its problem in the words shown at the field. */

/** A first and a last night, both included; either may be reported alone. */
export function checkNightRange(
  firstText: string,
  lastText: string,
): { first?: IsoDate; last?: IsoDate; firstProblem?: string; lastProblem?: string } {
  const first = parseIsoDate(firstText) ?? undefined
  const last = parseIsoDate(lastText) ?? undefined
  return {
    first,
    last,
    ...(first ? {} : { firstProblem: 'Choose the first night.' }),
    ...(!last
      ? { lastProblem: 'Choose the last night.' }
      : first && daysBetween(first, last) < 0
        ? { lastProblem: 'The last night cannot come before the first.' }
        : {}),
  }
}

/**
 * A price in pesos or a percentage change from the base, never both; with `required`, one of
 * them. Each problem belongs to the field named.
 */
export function checkPriceChange(
  priceText: string,
  percentText: string,
  required: boolean,
): {
  change: { price?: Centavos; percent?: number }
  problems: { price?: string; percent?: string }
} {
  const givesPrice = priceText.trim() !== ''
  const givesPercent = percentText.trim() !== ''
  const price = givesPrice ? centavosFromText(priceText) : null
  const percent = givesPercent ? percentFromText(percentText) : null
  const problems: { price?: string; percent?: string } = {}
  if (givesPrice && (price === null || price === 0))
    problems.price = 'Enter a price in pesos above 0, such as 2500 or 2500.50.'
  if (givesPercent && (percent === null || percent <= -100 || percent > 1000))
    problems.percent = 'Enter a change in percent above -100 and up to 1000, such as -20 or 15.'
  if (givesPrice && givesPercent) problems.percent = 'Give a price or a percentage, not both.'
  if (required && !givesPrice && !givesPercent)
    problems.price = 'Give a price in pesos, or a change in percent below.'
  return {
    change: {
      ...(price !== null && { price }),
      ...(percent !== null && { percent }),
    },
    problems,
  }
}

/**
 * The API's `fields` under a form's own names: the API's `from` and `to` are the form's first
 * and last night; a field the form does not have is left for the words above its button.
 */
export function rangeFormProblems<F extends string>(
  fields: Record<string, string>,
  formFields: readonly F[],
): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {}
  for (const [field, message] of Object.entries(fields)) {
    const name = field === 'from' ? 'firstNight' : field === 'to' ? 'lastNight' : field
    const known = formFields.find((candidate) => candidate === name)
    if (known) problems[known] = message
  }
  return problems
}

// The longest stay the resort may ask for or allow; a year is beyond any booking.
const MAX_STAY_NIGHTS = 365

/** An optional number of nights from 1 to 365: undefined when left empty. */
export function checkNights(text: string): { nights?: number; problem?: string } {
  if (text.trim() === '') return {}
  const nights = wholeFromText(text)
  if (nights === null || nights < 1 || nights > MAX_STAY_NIGHTS)
    return { problem: `Enter a whole number of nights from 1 to ${MAX_STAY_NIGHTS}.` }
  return { nights }
}

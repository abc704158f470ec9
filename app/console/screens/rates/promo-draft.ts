import { formatStayDate, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { PROMO_CODE_PATTERN, normalizePromoCode, type PromoState } from '../../../../domain/promos'
import type { PromoRequest } from '../../../../domain/staff-contract'
import { centavosFromText, percentFromText, wholeFromText } from '../../ui/amounts'
import { checkNights } from './draft-checks'

/** The new promo code form, as typed; every limit left empty is no limit. */
export type PromoDraft = {
  code: string
  percentOff: string
  amountOff: string
  stayFrom: string
  stayTo: string
  bookFrom: string
  bookTo: string
  minNights: string
  /** The rooms ticked; none ticked is every room. */
  roomIds: string[]
  maxUses: string
}

export type PromoField = keyof PromoDraft
export type PromoProblems = Partial<Record<PromoField, string>>

export const PROMO_FIELDS: readonly PromoField[] = [
  'code',
  'percentOff',
  'amountOff',
  'stayFrom',
  'stayTo',
  'bookFrom',
  'bookTo',
  'minNights',
  'roomIds',
  'maxUses',
]

export const EMPTY_PROMO: PromoDraft = {
  code: '',
  percentOff: '',
  amountOff: '',
  stayFrom: '',
  stayTo: '',
  bookFrom: '',
  bookTo: '',
  minNights: '',
  roomIds: [],
  maxUses: '',
}

export function checkPromo(
  draft: PromoDraft,
): { request: PromoRequest } | { problems: PromoProblems } {
  const problems: PromoProblems = {}
  const code = normalizePromoCode(draft.code)
  if (code === '') problems.code = 'Enter the code guests will type, such as RAINY-20.'
  else if (!PROMO_CODE_PATTERN.test(code))
    problems.code = 'Use 2 to 32 letters, digits or dashes, beginning with a letter or digit.'
  const off = checkOff(draft)
  Object.assign(problems, off.problems)
  const stay = checkWindow(draft.stayFrom, draft.stayTo)
  if (stay.fromProblem) problems.stayFrom = stay.fromProblem
  if (stay.toProblem) problems.stayTo = stay.toProblem
  const booking = checkWindow(draft.bookFrom, draft.bookTo)
  if (booking.fromProblem) problems.bookFrom = booking.fromProblem
  if (booking.toProblem) problems.bookTo = booking.toProblem
  const min = checkNights(draft.minNights)
  if (min.problem) problems.minNights = min.problem
  // Anything but a whole number above 0 counts as 0 uses, which no code can mean.
  const maxUses = draft.maxUses.trim() === '' ? undefined : (wholeFromText(draft.maxUses) ?? 0)
  if (maxUses === 0)
    problems.maxUses = 'Enter how many bookings may use the code, or leave it empty for no limit.'

  if (Object.keys(problems).length > 0) return { problems }
  return {
    request: {
      code,
      ...off.value,
      ...(stay.from && { stayFrom: stay.from }),
      ...(stay.to && { stayTo: stay.to }),
      ...(booking.from && { bookFrom: booking.from }),
      ...(booking.to && { bookTo: booking.to }),
      ...(min.nights !== undefined && { minNights: min.nights }),
      ...(draft.roomIds.length > 0 && { roomIds: draft.roomIds.map(Number) }),
      ...(maxUses !== undefined && { maxUses }),
    },
  }
}

function checkOff(draft: PromoDraft): {
  value: { percentOff?: number; amountOff?: number }
  problems: PromoProblems
} {
  const givesPercent = draft.percentOff.trim() !== ''
  const givesAmount = draft.amountOff.trim() !== ''
  if (givesPercent && givesAmount)
    return { value: {}, problems: { amountOff: 'Give a percentage or an amount off, not both.' } }
  if (givesPercent) {
    const percentOff = percentFromText(draft.percentOff)
    return percentOff === null || percentOff <= 0 || percentOff > 100
      ? { value: {}, problems: { percentOff: 'Enter a percentage off from 1 to 100, such as 20.' } }
      : { value: { percentOff }, problems: {} }
  }
  if (givesAmount) {
    const amountOff = centavosFromText(draft.amountOff)
    return amountOff === null || amountOff === 0
      ? { value: {}, problems: { amountOff: 'Enter the amount off in pesos, such as 500.' } }
      : { value: { amountOff }, problems: {} }
  }
  return {
    value: {},
    problems: { percentOff: 'Give a percentage off, or an amount off in pesos below.' },
  }
}

/** An optional window of dates, both included; either end may be left open. */
function checkWindow(fromText: string, toText: string) {
  const from = fromText === '' ? undefined : parseIsoDate(fromText)
  const to = toText === '' ? undefined : parseIsoDate(toText)
  const wrong = 'Choose a date, or leave it empty.'
  return {
    from: from ?? undefined,
    to: to ?? undefined,
    fromProblem: from === null ? wrong : undefined,
    toProblem:
      to === null
        ? wrong
        : from && to && to < from
          ? 'The end cannot come before the start.'
          : undefined,
  }
}

/** The API's `fields` under the form's names. */
export function promoProblemsFrom(fields: Record<string, string>): PromoProblems {
  const problems: PromoProblems = {}
  for (const [field, message] of Object.entries(fields)) {
    const name = PROMO_FIELDS.find((candidate) => candidate === field)
    if (name) problems[name] = message
  }
  return problems
}

/** '3 of 10 used', or '3 used, no limit'. */
export function describeUses(promo: PromoState): string {
  return promo.maxUses === undefined
    ? `${promo.uses} used, no limit`
    : `${promo.uses} of ${promo.maxUses} used`
}

export function promoStateWord(promo: PromoState): 'Disabled' | 'Used up' | 'Active' {
  if (promo.disabled) return 'Disabled'
  if (promo.maxUses !== undefined && promo.uses >= promo.maxUses) return 'Used up'
  return 'Active'
}

/** 'Any dates', 'Mon 1 Mar 2027 to Sun 30 May 2027', 'From …', 'Until …'. */
export function describeWindow(from: IsoDate | undefined, to: IsoDate | undefined): string {
  if (from && to) return `${formatStayDate(from)} to ${formatStayDate(to)}`
  if (from) return `From ${formatStayDate(from)}`
  if (to) return `Until ${formatStayDate(to)}`
  return 'Any dates'
}

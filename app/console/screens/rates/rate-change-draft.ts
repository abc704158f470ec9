import type { RateChangeRequest } from '../../../../domain/staff-contract'
import { checkNightRange, checkNights, checkPriceChange, rangeFormProblems } from './draft-checks'
import { countNights, describeNights, describePriceChange } from './rate-words'
import { describeScope, type RoomPlan } from './room-plans'

/**
 * The 'Change a range' form. Each stay rule left empty (or 'No change') stays as it is, so a
 * price can change without touching the rules, and the other way round.
 */
export type FlagChoice = 'keep' | 'closed' | 'open'

export type RateChangeDraft = {
  roomId: string
  /** '' for every rate plan of the room. */
  rate: string
  firstNight: string
  lastNight: string
  price: string
  percent: string
  minNights: string
  maxNights: string
  closedToArrival: FlagChoice
  closedToDeparture: FlagChoice
}

export type RateChangeField = keyof RateChangeDraft
export type RateChangeProblems = Partial<Record<RateChangeField, string>>

/** The form's order: focus goes to the first field with a problem. */
export const RATE_CHANGE_FIELDS: readonly RateChangeField[] = [
  'roomId',
  'rate',
  'firstNight',
  'lastNight',
  'price',
  'percent',
  'minNights',
  'maxNights',
  'closedToArrival',
  'closedToDeparture',
]

export function emptyRateChange(roomId: string, firstNight: string): RateChangeDraft {
  return {
    roomId,
    rate: '',
    firstNight,
    lastNight: firstNight,
    price: '',
    percent: '',
    minNights: '',
    maxNights: '',
    closedToArrival: 'keep',
    closedToDeparture: 'keep',
  }
}

export function checkRateChange(
  draft: RateChangeDraft,
): { request: RateChangeRequest } | { problems: RateChangeProblems } {
  const problems: RateChangeProblems = {}
  const roomId = /^\d+$/.test(draft.roomId) ? Number(draft.roomId) : null
  if (roomId === null) problems.roomId = 'Choose a room.'
  const range = checkNightRange(draft.firstNight, draft.lastNight)
  if (range.firstProblem) problems.firstNight = range.firstProblem
  if (range.lastProblem) problems.lastNight = range.lastProblem
  const priced = checkPriceChange(draft.price, draft.percent, false)
  Object.assign(problems, priced.problems)
  const min = checkNights(draft.minNights)
  const max = checkNights(draft.maxNights)
  if (min.problem) problems.minNights = min.problem
  if (max.problem) problems.maxNights = max.problem
  else if (min.nights !== undefined && max.nights !== undefined && max.nights < min.nights)
    problems.maxNights = 'The maximum stay cannot be shorter than the minimum.'
  const rules = {
    ...(min.nights !== undefined && { minNights: min.nights }),
    ...(max.nights !== undefined && { maxNights: max.nights }),
    ...flag('closedToArrival', draft.closedToArrival),
    ...flag('closedToDeparture', draft.closedToDeparture),
  }
  const changesSomething = Object.keys({ ...priced.change, ...rules }).length > 0
  if (!changesSomething && Object.keys(problems).length === 0)
    problems.price = 'Give a new price, a percentage or a stay rule to change.'

  if (roomId === null || !range.first || !range.last || Object.keys(problems).length > 0)
    return { problems }
  return {
    request: {
      roomId,
      ...(draft.rate !== '' && { rate: draft.rate }),
      from: range.first,
      to: range.last,
      ...priced.change,
      ...rules,
    },
  }
}

function flag<K extends 'closedToArrival' | 'closedToDeparture'>(
  key: K,
  choice: FlagChoice,
): Partial<Record<K, boolean>> {
  if (choice === 'keep') return {}
  return { [key]: choice === 'closed' } as Partial<Record<K, boolean>>
}

/** The API's `fields` under the form's names: its `from` and `to` are the first and last night. */
export function rateChangeProblemsFrom(fields: Record<string, string>): RateChangeProblems {
  return rangeFormProblems(fields, RATE_CHANGE_FIELDS)
}

/** 'Hotel Rooms, Room only, Mon 1 Mar 2027: ₱3,000 a night, at least 2 nights.' */
export function describeRateChange(change: RateChangeRequest, plans: readonly RoomPlan[]): string {
  const what = [
    (change.price !== undefined || change.percent !== undefined) && describePriceChange(change),
    change.minNights !== undefined && `at least ${countNights(change.minNights)}`,
    change.maxNights !== undefined && `at most ${countNights(change.maxNights)}`,
    change.closedToArrival !== undefined &&
      (change.closedToArrival ? 'closed to arrival' : 'open to arrival'),
    change.closedToDeparture !== undefined &&
      (change.closedToDeparture ? 'closed to departure' : 'open to departure'),
  ].filter((part) => typeof part === 'string')
  const scope = describeScope({ roomId: change.roomId, rate: change.rate }, plans)
  return `Changed ${scope}, ${describeNights(change.from, change.to)}: ${what.join(', ')}.`
}

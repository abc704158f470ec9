import type { SeasonRequest, SeasonView } from '../../../../domain/staff-contract'
import { pesosText, wholeFromText } from '../../ui/amounts'
import { checkNightRange, checkPriceChange, rangeFormProblems } from './draft-checks'
import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'

/** The season form: a new season, or one being edited (`id` set), as typed. */
export type SeasonDraft = {
  id: number | null
  name: string
  firstNight: string
  lastNight: string
  /** '' for every room. */
  roomId: string
  /** '' for every rate plan. */
  rate: string
  price: string
  percent: string
  priority: string
}

export type SeasonField = Exclude<keyof SeasonDraft, 'id'>
export type SeasonProblems = Partial<Record<SeasonField, string>>

export const SEASON_FIELDS: readonly SeasonField[] = [
  'name',
  'firstNight',
  'lastNight',
  'roomId',
  'rate',
  'price',
  'percent',
  'priority',
]

const MAX_SEASON_NAME = STAFF_TEXT_LIMITS.seasonName

export const EMPTY_SEASON: SeasonDraft = {
  id: null,
  name: '',
  firstNight: '',
  lastNight: '',
  roomId: '',
  rate: '',
  price: '',
  percent: '',
  priority: '1',
}

export function seasonDraftOf(season: SeasonView): SeasonDraft {
  return {
    id: season.id,
    name: season.name,
    firstNight: season.from,
    lastNight: season.to,
    roomId: season.roomId === undefined ? '' : String(season.roomId),
    rate: season.rate ?? '',
    price: 'price' in season ? pesosText(season.price) : '',
    percent: 'percent' in season ? String(season.percent) : '',
    priority: String(season.priority),
  }
}

export function checkSeason(
  draft: SeasonDraft,
): { request: SeasonRequest } | { problems: SeasonProblems } {
  const problems: SeasonProblems = {}
  const name = draft.name.trim()
  if (name === '') problems.name = 'Give the season a name, such as Holy Week.'
  else if (name.length > MAX_SEASON_NAME)
    problems.name = `Use at most ${MAX_SEASON_NAME} characters (now ${name.length}).`
  const range = checkNightRange(draft.firstNight, draft.lastNight)
  if (range.firstProblem) problems.firstNight = range.firstProblem
  if (range.lastProblem) problems.lastNight = range.lastProblem
  const priced = checkPriceChange(draft.price, draft.percent, true)
  Object.assign(problems, priced.problems)
  const priority = wholeFromText(draft.priority)
  if (priority === null)
    problems.priority =
      'Enter the priority, a whole number: where seasons overlap, the higher wins.'

  if (!range.first || !range.last || priority === null || Object.keys(problems).length > 0)
    return { problems }
  return {
    request: {
      ...(draft.id !== null && { id: draft.id }),
      name,
      from: range.first,
      to: range.last,
      ...(draft.roomId !== '' && { roomId: Number(draft.roomId) }),
      ...(draft.rate !== '' && { rate: draft.rate }),
      ...priced.change,
      priority,
    },
  }
}

/** The API's `fields` under the form's names. */
export function seasonProblemsFrom(fields: Record<string, string>): SeasonProblems {
  return rangeFormProblems(fields, SEASON_FIELDS)
}

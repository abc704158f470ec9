import type { Weekday, WeekdayPrice } from '../../../../domain/pricing'
import type { WeekdayRequest } from '../../../../domain/staff-contract'
import { pesosText } from '../../ui/amounts'
import { checkPriceChange } from './draft-checks'

/**
 * The weekday prices editor: the whole list is edited, then saved at once (the API replaces
 * it), its order kept, since the later of two lines that cover a night wins. Each line keeps a
 * `key` of its own, so removing one never hands its choices to another.
 */
export type WeekdayDraft = {
  key: number
  /** The nights ticked, 0 Sunday to 6 Saturday. */
  days: Weekday[]
  /** '' for every room. */
  roomId: string
  /** '' for every rate plan. */
  rate: string
  price: string
  percent: string
}

export type WeekdayField = Exclude<keyof WeekdayDraft, 'key'>

/** Problems by the id of the field they belong to (weekdayFieldId). */
export type WeekdayProblems = Partial<Record<string, string>>

/** The nights of the week in the order a line shows them, as the API numbers them. */
export const WEEKDAYS: readonly { day: Weekday; name: string }[] = [
  { day: 0, name: 'Sunday' },
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
]

const LINE_FIELDS: readonly WeekdayField[] = ['days', 'roomId', 'rate', 'price', 'percent']

/** For 'days', the id of the first night's box: the one focused when the nights are wrong. */
export function weekdayFieldId(key: number, field: WeekdayField): string {
  return `weekday-${key}-${field}`
}

/** Every field's id, line by line, in the order the lines show them. */
export function weekdayFieldOrder(drafts: readonly WeekdayDraft[]): string[] {
  return drafts.flatMap((draft) => LINE_FIELDS.map((field) => weekdayFieldId(draft.key, field)))
}

export function weekdayDraftsOf(weekdays: readonly WeekdayPrice[]): WeekdayDraft[] {
  return weekdays.map((weekday, key) => ({
    key,
    days: [...weekday.days],
    roomId: weekday.roomId === undefined ? '' : String(weekday.roomId),
    rate: weekday.rate ?? '',
    price: 'price' in weekday ? pesosText(weekday.price) : '',
    percent: 'percent' in weekday ? String(weekday.percent) : '',
  }))
}

/** A new line with no night ticked, for every room, with a key no line of `drafts` has. */
export function newWeekdayDraft(drafts: readonly WeekdayDraft[]): WeekdayDraft {
  const key = Math.max(-1, ...drafts.map((draft) => draft.key)) + 1
  return { key, days: [], roomId: '', rate: '', price: '', percent: '' }
}

/** The line with `day` ticked or not; the nights stay in the week's order. */
export function withDay(draft: WeekdayDraft, day: Weekday, ticked: boolean): WeekdayDraft {
  const others = draft.days.filter((candidate) => candidate !== day)
  return { ...draft, days: (ticked ? [...others, day] : others).sort((a, b) => a - b) }
}

export function checkWeekdays(
  drafts: readonly WeekdayDraft[],
): { request: WeekdayRequest[] } | { problems: WeekdayProblems } {
  const problems: WeekdayProblems = {}
  const weekdays: WeekdayRequest[] = []
  for (const draft of drafts) {
    const id = (field: WeekdayField) => weekdayFieldId(draft.key, field)
    if (draft.days.length === 0) problems[id('days')] = 'Tick at least one night of the week.'
    const priced = checkPriceChange(draft.price, draft.percent, true)
    if (priced.problems.price) problems[id('price')] = priced.problems.price
    if (priced.problems.percent) problems[id('percent')] = priced.problems.percent
    weekdays.push({
      days: [...draft.days],
      ...(draft.roomId !== '' && { roomId: Number(draft.roomId) }),
      ...(draft.rate !== '' && { rate: draft.rate }),
      ...priced.change,
    })
  }
  return Object.keys(problems).length > 0 ? { problems } : { request: weekdays }
}

/** The API's `fields` for the lines ('weekdays.0.price') at their fields; the rest are left out. */
export function weekdayProblemsFrom(
  fields: Record<string, string>,
  drafts: readonly WeekdayDraft[],
): WeekdayProblems {
  const problems: WeekdayProblems = {}
  for (const [field, message] of Object.entries(fields)) {
    const [, index, name] = /^weekdays\.(\d+)\.(days|roomId|rate|price|percent)$/.exec(field) ?? []
    const draft = index === undefined ? undefined : drafts[Number(index)]
    if (draft && name) problems[weekdayFieldId(draft.key, name as WeekdayField)] = message
  }
  return problems
}

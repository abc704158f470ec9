import { expect, test } from 'vitest'
import type { WeekdayPrice } from '../../../../domain/pricing'
import {
  checkWeekdays,
  newWeekdayDraft,
  weekdayDraftsOf,
  weekdayFieldOrder,
  weekdayProblemsFrom,
  withDay,
  type WeekdayDraft,
} from './weekdays-draft'

const weekdays: WeekdayPrice[] = [
  { days: [5, 6], percent: 15 },
  { days: [0], roomId: 3, rate: 'room-only', price: 280050 },
]

test('the lines open for editing with prices in pesos and every room or plan as empty', () => {
  expect(weekdayDraftsOf(weekdays)).toEqual([
    { key: 0, days: [5, 6], roomId: '', rate: '', price: '', percent: '15' },
    { key: 1, days: [0], roomId: '3', rate: 'room-only', price: '2800.50', percent: '' },
  ])
})

test('saved unchanged, the lines go back exactly as they came, in their order', () => {
  expect(checkWeekdays(weekdayDraftsOf(weekdays))).toEqual({ request: weekdays })
})

test('a price in pesos goes in centavos; a percentage stays a percentage', () => {
  const drafts: WeekdayDraft[] = [
    { key: 0, days: [5], roomId: '1', rate: '', price: '₱3,200', percent: '' },
    { key: 1, days: [1, 2], roomId: '', rate: 'breakfast', price: '', percent: '-10 %' },
  ]

  expect(checkWeekdays(drafts)).toEqual({
    request: [
      { days: [5], roomId: 1, price: 320000 },
      { days: [1, 2], rate: 'breakfast', percent: -10 },
    ],
  })
})

test('no lines at all is a list the resort may save', () => {
  expect(checkWeekdays([])).toEqual({ request: [] })
})

test('each wrong field is named by its own id, line by line', () => {
  const drafts: WeekdayDraft[] = [
    { key: 4, days: [], roomId: '', rate: '', price: '', percent: '' },
    { key: 7, days: [6], roomId: '', rate: '', price: '2500', percent: '10' },
  ]

  expect(checkWeekdays(drafts)).toEqual({
    problems: {
      'weekday-4-days': 'Tick at least one night of the week.',
      'weekday-4-price': 'Give a price in pesos, or a change in percent below.',
      'weekday-7-percent': 'Give a price or a percentage, not both.',
    },
  })
})

test('the fields are in order line by line, the nights first, so the first problem is found', () => {
  const drafts = [newWeekdayDraft([]), { ...newWeekdayDraft([]), key: 3 }]

  expect(weekdayFieldOrder(drafts)).toEqual([
    'weekday-0-days',
    'weekday-0-roomId',
    'weekday-0-rate',
    'weekday-0-price',
    'weekday-0-percent',
    'weekday-3-days',
    'weekday-3-roomId',
    'weekday-3-rate',
    'weekday-3-price',
    'weekday-3-percent',
  ])
})

test('a night ticked joins the others in the order of the week; unticked, it leaves', () => {
  const line = { ...newWeekdayDraft([]), days: [6] as WeekdayDraft['days'] }

  expect(withDay(line, 5, true).days).toEqual([5, 6])
  expect(withDay(withDay(line, 5, true), 5, true).days).toEqual([5, 6])
  expect(withDay(line, 6, false).days).toEqual([])
})

test('a new line takes a key no other line has, even after removals', () => {
  expect(newWeekdayDraft([]).key).toBe(0)
  expect(newWeekdayDraft([{ ...newWeekdayDraft([]), key: 5 }]).key).toBe(6)
})

test("the API's problems of a line reach its field; those of no line are left out", () => {
  const drafts = weekdayDraftsOf(weekdays)
    .slice(1)
    .map((draft) => ({ ...draft, key: 9 }))

  expect(
    weekdayProblemsFrom(
      {
        'weekdays.0.roomId': 'There is no such room.',
        weekdays: 'Too many.',
        'weekdays.3.price': 'x',
      },
      drafts,
    ),
  ).toEqual({ 'weekday-9-roomId': 'There is no such room.' })
})

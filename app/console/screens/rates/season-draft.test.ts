import { expect, test } from 'vitest'
import type { SeasonView } from '../../../../domain/staff-contract'
import {
  EMPTY_SEASON,
  checkSeason,
  seasonDraftOf,
  seasonProblemsFrom,
  type SeasonDraft,
} from './season-draft'

const draft: SeasonDraft = {
  ...EMPTY_SEASON,
  name: ' Holy Week ',
  firstNight: '2027-03-21',
  lastNight: '2027-03-28',
  percent: '25',
}

test('a new season for every room and plan goes without an id, room or rate', () => {
  expect(checkSeason(draft)).toEqual({
    request: { name: 'Holy Week', from: '2027-03-21', to: '2027-03-28', percent: 25, priority: 1 },
  })
})

test('an edited season keeps its id, so the API replaces it', () => {
  const season: SeasonView = {
    id: 4,
    name: 'Summer',
    from: '2027-03-01',
    to: '2027-05-31',
    roomId: 2,
    rate: 'cabana',
    price: 450050,
    priority: 2,
  }

  const edited = seasonDraftOf(season)

  expect(edited).toMatchObject({ roomId: '2', rate: 'cabana', price: '4500.50', percent: '' })
  expect(checkSeason(edited)).toEqual({ request: season })
})

test('a season needs a price or a percentage, and only one', () => {
  expect(checkSeason({ ...draft, percent: '' })).toEqual({
    problems: { price: 'Give a price in pesos, or a change in percent below.' },
  })
  expect(checkSeason({ ...draft, price: '3000' })).toEqual({
    problems: { percent: 'Give a price or a percentage, not both.' },
  })
})

test('a season needs a name of at most 60 characters', () => {
  expect(checkSeason({ ...draft, name: '  ' })).toEqual({
    problems: { name: 'Give the season a name, such as Holy Week.' },
  })
  expect(checkSeason({ ...draft, name: 'x'.repeat(61) })).toEqual({
    problems: { name: 'Use at most 60 characters (now 61).' },
  })
})

test('the priority is a whole number; the nights are checked like any range', () => {
  expect(checkSeason({ ...draft, priority: '1.5', lastNight: '2027-03-20' })).toEqual({
    problems: {
      lastNight: 'The last night cannot come before the first.',
      priority: 'Enter the priority, a whole number: where seasons overlap, the higher wins.',
    },
  })
})

test("the API's problems land on the form's fields", () => {
  expect(seasonProblemsFrom({ from: 'a', to: 'b', name: 'c', id: 'd' })).toEqual({
    firstNight: 'a',
    lastNight: 'b',
    name: 'c',
  })
})

import { expect, test } from 'vitest'
import { MAX_ADULTS, MAX_KIDS, MIN_ADULTS, checkParty, partyFits } from './party'

const ADULTS_PROBLEM = { adults: 'Adults must be 1 to 4.' }
const KIDS_PROBLEM = { kids: 'Kids must be 0 to 4.' }

test('the limits are those of the booking rules: adults 1 to 4, kids 0 to 4', () => {
  expect([MIN_ADULTS, MAX_ADULTS, MAX_KIDS]).toEqual([1, 4, 4])
})

test('accepts the smallest and the largest party', () => {
  expect(checkParty({ adults: 1, kids: 0 })).toEqual({ party: { adults: 1, kids: 0 } })
  expect(checkParty({ adults: 4, kids: 4 })).toEqual({ party: { adults: 4, kids: 4 } })
})

test('reads counts from a query string as numbers', () => {
  expect(checkParty({ adults: '2', kids: '3' })).toEqual({ party: { adults: 2, kids: 3 } })
})

test('a missing or empty kids count means no kids, but adults must be given', () => {
  expect(checkParty({ adults: 2, kids: undefined })).toEqual({ party: { adults: 2, kids: 0 } })
  expect(checkParty({ adults: '2', kids: '' })).toEqual({ party: { adults: 2, kids: 0 } })
  expect(checkParty({ adults: undefined, kids: 0 })).toEqual({ problems: ADULTS_PROBLEM })
  expect(checkParty({ adults: '', kids: 0 })).toEqual({ problems: ADULTS_PROBLEM })
})

test.each([
  ['no adults', { adults: 0, kids: 0 }, ADULTS_PROBLEM],
  ['one adult too many', { adults: 5, kids: 0 }, ADULTS_PROBLEM],
  ['one kid too many', { adults: 1, kids: 5 }, KIDS_PROBLEM],
  ['a negative kids count', { adults: 1, kids: -1 }, KIDS_PROBLEM],
  ['a negative count written as text', { adults: '-1', kids: 0 }, ADULTS_PROBLEM],
  ['both out of range at once', { adults: 9, kids: 9 }, { ...ADULTS_PROBLEM, ...KIDS_PROBLEM }],
])('refuses %s, naming the field', (_, input, problems) => {
  expect(checkParty(input)).toEqual({ problems })
})

test.each([2.5, '2.5', ' 2', '2 ', '1e1', '002', Number.NaN, Infinity, true, null, [2], {}])(
  'refuses %j as an adults count',
  (adults) => {
    expect(checkParty({ adults, kids: 0 })).toEqual({ problems: ADULTS_PROBLEM })
  },
)

test('a room fits a party up to its maxPerson, kids included', () => {
  expect(partyFits({ adults: 2, kids: 1 }, 3)).toBe(true)
  expect(partyFits({ adults: 2, kids: 2 }, 3)).toBe(false)
  expect(partyFits({ adults: 4, kids: 0 }, 3)).toBe(false)
})

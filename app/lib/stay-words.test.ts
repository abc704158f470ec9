import { expect, test } from 'vitest'
import { describeDiscount, describeNights, describeParty, describeStayDates } from './stay-words'

test('one night is singular, every other count plural', () => {
  expect(describeNights(1)).toBe('1 night')
  expect(describeNights(2)).toBe('2 nights')
  expect(describeNights(30)).toBe('30 nights')
})

test('a stay reads from its check-in day to its check-out day, weekdays included', () => {
  expect(describeStayDates('2026-12-24', '2026-12-26')).toBe('Thu 24 Dec 2026 to Sat 26 Dec 2026')
})

test('a stay across the new year keeps each date in its own year', () => {
  expect(describeStayDates('2026-12-31', '2027-01-01')).toBe('Thu 31 Dec 2026 to Fri 1 Jan 2027')
})

test('a party names adults and kids, singular or plural', () => {
  expect(describeParty({ adults: 1, kids: 0 })).toBe('1 adult, no kids')
  expect(describeParty({ adults: 2, kids: 1 })).toBe('2 adults, 1 kid')
  expect(describeParty({ adults: 4, kids: 4 })).toBe('4 adults, 4 kids')
})

test('a discount reads as money taken off, with a true minus sign and its centavos', () => {
  expect(describeDiscount(100000)).toBe('−₱1,000')
  expect(describeDiscount(123450)).toBe('−₱1,234.50')
})

test('a discount sent as a negative amount still reads with one minus sign', () => {
  expect(describeDiscount(-100000)).toBe('−₱1,000')
})

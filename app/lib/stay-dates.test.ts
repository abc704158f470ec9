import { expect, test } from 'vitest'
import {
  checkOutAfterCheckInChange,
  earliestCheckOut,
  formatDateText,
  isBefore,
  parseDateText,
} from './stay-dates'

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d)

test('MM/dd/yyyy text parses to that calendar day', () => {
  expect(parseDateText('12/24/2026')).toEqual(day(2026, 12, 24))
  expect(parseDateText('1/5/2027')).toEqual(day(2027, 1, 5))
})

test('unparseable or impossible dates give null', () => {
  for (const text of [
    '',
    'tomorrow',
    '13/01/2026',
    '02/30/2026',
    '2026-12-24',
    '12/24/26',
    '12/24/2026x',
  ]) {
    expect(parseDateText(text)).toBeNull()
  }
})

test('check-out is at least the day after check-in, or after today when no check-in', () => {
  expect(earliestCheckOut(day(2026, 12, 24), day(2026, 11, 22))).toEqual(day(2026, 12, 25))
  expect(earliestCheckOut(null, new Date(2026, 10, 22, 18, 30))).toEqual(day(2026, 11, 23))
})

test('moving check-in on or past check-out clears check-out', () => {
  expect(checkOutAfterCheckInChange(day(2026, 12, 24), day(2026, 12, 26))).toEqual(
    day(2026, 12, 26),
  )
  expect(checkOutAfterCheckInChange(day(2026, 12, 26), day(2026, 12, 26))).toBeNull()
  expect(checkOutAfterCheckInChange(day(2026, 12, 28), day(2026, 12, 26))).toBeNull()
  expect(checkOutAfterCheckInChange(null, day(2026, 12, 26))).toEqual(day(2026, 12, 26))
})

test('a one-night stay survives the night the clocks go forward', () => {
  // vitest.config.ts runs the tests in a zone with daylight saving time.
  const checkIn = day(2027, 3, 14)
  const nextDay = day(2027, 3, 15)
  expect(nextDay.getTime() - checkIn.getTime()).toBe(23 * 60 * 60 * 1000)

  expect(checkOutAfterCheckInChange(checkIn, nextDay)).toBe(nextDay)
})

test('a date is before another by calendar day, not by time of day', () => {
  expect(isBefore(new Date(2026, 10, 22, 23), new Date(2026, 10, 22, 1))).toBe(false)
  expect(isBefore(day(2026, 11, 21), day(2026, 11, 22))).toBe(true)
})

test('a date is written as the picker writes it, MM/dd/yyyy, and reads back the same day', () => {
  expect(formatDateText(day(2027, 1, 5))).toBe('01/05/2027')
  expect(formatDateText(day(2026, 12, 24))).toBe('12/24/2026')
  expect(parseDateText(formatDateText(day(2028, 2, 29)))).toEqual(day(2028, 2, 29))
})

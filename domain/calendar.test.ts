import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  formatResortInstant,
  addDays,
  daysBetween,
  formatStayDate,
  isoFromLocalDate,
  localDateFromIso,
  nightsOf,
  parseIsoDate,
  resortToday,
} from './calendar'

const DAY_MS = 24 * 60 * 60 * 1000

describe('resortToday', () => {
  test('the resort day turns at midnight in Manila, 16:00 UTC, also at the year end', () => {
    expect(resortToday(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31')
    expect(resortToday(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01')
  })

  test('is Manila’s date even when it is still the day before in New York', () => {
    expect(resortToday(new Date('2028-02-28T20:00:00-05:00'))).toBe('2028-02-29')
  })
})

describe('parseIsoDate', () => {
  test('keeps a real date, leap day included', () => {
    expect(parseIsoDate('2026-12-24')).toBe('2026-12-24')
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29')
    expect(parseIsoDate('1970-01-01')).toBe('1970-01-01')
  })

  test.each([
    '2027-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-12-00',
    '1969-12-31',
    '2026-1-5',
    '2026-12-24T00:00',
    ' 2026-12-24',
    '',
    20261224,
    undefined,
  ])('refuses %j', (text) => {
    expect(parseIsoDate(text)).toBeNull()
  })
})

describe('addDays and daysBetween', () => {
  test.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
    ['2026-12-24', 366, '2027-12-25'],
  ])('%s plus %i days is %s, and back', (date, days, result) => {
    expect(addDays(date, days)).toBe(result)
    expect(daysBetween(date, result)).toBe(days)
  })

  test('agree with the UTC calendar of Date on every day from 1970 to 9999', () => {
    const lastDay = Date.UTC(9999, 11, 31) / DAY_MS
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: lastDay }),
        fc.integer({ min: -800, max: 800 }),
        (day, days) => {
          const date = new Date(day * DAY_MS).toISOString().slice(0, 10)
          const later = Math.min(Math.max(day + days, 0), lastDay)
          const expected = new Date(later * DAY_MS).toISOString().slice(0, 10)
          expect(addDays(date, later - day)).toBe(expected)
          expect(daysBetween(date, expected)).toBe(later - day)
          expect(resortToday(new Date(day * DAY_MS - 8 * 60 * 60 * 1000))).toBe(date)
        },
      ),
    )
  })
})

describe('nightsOf', () => {
  test('names each night from check-in up to, not including, check-out', () => {
    expect(nightsOf('2028-02-28', '2028-03-02')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })

  test('a stay across the spring-forward night still has one night per date', () => {
    expect(nightsOf('2026-03-07', '2026-03-10')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09'])
  })

  test('has no nights when check-out is not after check-in', () => {
    expect(nightsOf('2027-01-01', '2027-01-01')).toEqual([])
    expect(nightsOf('2027-01-02', '2027-01-01')).toEqual([])
  })
})

describe('date picker days', () => {
  test.each(['2026-03-08', '2026-11-01', '2026-12-31', '2027-01-01', '2028-02-29'])(
    '%s becomes local midnight of that day and back',
    (date) => {
      const local = localDateFromIso(date)
      expect([local.getHours(), local.getMinutes()]).toEqual([0, 0])
      expect(isoFromLocalDate(local)).toBe(date)
    },
  )

  test('a late-evening pick stays on the local day, though UTC is already the next one', () => {
    const lateOnFallBack = new Date(2026, 10, 1, 23, 30)
    expect(lateOnFallBack.toISOString().slice(0, 10)).toBe('2026-11-02')
    expect(isoFromLocalDate(lateOnFallBack)).toBe('2026-11-01')
  })
})

test('a stay date reads as weekday, day, month and year', () => {
  expect(formatStayDate('2026-12-24')).toBe('Thu 24 Dec 2026')
  expect(formatStayDate('2027-01-01')).toBe('Fri 1 Jan 2027')
  expect(formatStayDate('2028-02-29')).toBe('Tue 29 Feb 2028')
  expect(formatStayDate('2026-03-08')).toBe('Sun 8 Mar 2026')
})

test('an instant as the resort’s date and clock, whatever the zone it was made in', () => {
  expect(formatResortInstant(new Date('2026-12-24T06:05:00Z'))).toBe(
    'Thu 24 Dec 2026, 14:05 (Manila time)',
  )
  expect(formatResortInstant(new Date('2026-12-24T17:30:00Z'))).toBe(
    'Fri 25 Dec 2026, 01:30 (Manila time)',
  )
})

test('in another language a stay date is written as that language writes it, weekday and all', () => {
  expect(formatStayDate('2026-12-24', 'ko')).toBe('2026년 12월 24일 (목)')
  expect(formatStayDate('2026-12-24', 'ja')).toBe('2026年12月24日(木)')
  expect(formatStayDate('2026-12-24', 'zh-Hans')).toBe('2026年12月24日周四')
  expect(formatStayDate('2026-12-24', 'fil')).toBe('Huw, Dis 24, 2026')
  // A resort date is a calendar day: no machine's time zone moves it.
  expect(formatStayDate('2027-01-01', 'ko')).toBe('2027년 1월 1일 (금)')
})

test('in another language a deadline is the resort’s clock, its zone named in that language', () => {
  const deadline = new Date('2026-12-24T16:05:00Z')

  expect(formatResortInstant(deadline, 'ko')).toBe('2026년 12월 25일 (금) 00:05 필리핀 표준시')
  expect(formatResortInstant(deadline, 'ja')).toBe('2026年12月25日(金) 00:05 フィリピン標準時')
})

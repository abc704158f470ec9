import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { boundedCache, boundIcalCaches, ICAL_CACHE_LIMIT } from './bounded-ical-caches'

test('a bounded cache answers what it holds and starts again once full', () => {
  const cache = boundedCache(3)
  cache['1'] = 10
  cache['2'] = 20
  cache['3'] = 30
  expect('1' in cache).toBe(true)
  expect(cache['2']).toBe(20)

  cache['4'] = 40

  expect('1' in cache).toBe(false)
  expect(cache['1']).toBeUndefined()
  expect(cache['4']).toBe(40)
})

test('ical.js keeps working on bounded caches, and they stop growing', () => {
  boundIcalCaches(50)
  const time = ICAL.Time as unknown as { _dowCache: object; _wnCache: object }
  const day = ICAL.Time.fromDateString('2027-01-01')
  const seen: number[] = []
  for (let step = 0; step < 400; step += 1) {
    seen.push(day.dayOfWeek(), day.weekNumber(ICAL.Time.MONDAY))
    day.adjust(1, 0, 0, 0)
  }
  // 1 January 2027 is a Friday (6, Sunday being 1) in ISO week 53 of 2026.
  expect(seen.slice(0, 2)).toEqual([6, 53])
  expect(ICAL.Time.fromDateString('2027-06-01').dayOfWeek()).toBe(3)
  // The first day was forgotten long ago: the caches hold at most 50 entries each.
  const firstKey = (2027 << 12) + (1 << 8) + (1 << 3) + ICAL.Time.SUNDAY
  expect(firstKey in time._dowCache).toBe(false)
  boundIcalCaches(ICAL_CACHE_LIMIT)
})

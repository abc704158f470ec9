/**
 * ical.js remembers every day's day of the week and week number in two objects it never empties
 * (`ICAL.Time._dowCache`, `_wnCache`). A repeat rule that never finds its day (week 1 in June)
 * walks day after day for ever and fills them until its thread runs out of memory; a worker
 * thread's memory limit cannot always end that without ending the whole server (Node aborts
 * the process when one allocation outgrows the room it leaves to stop the thread). Bounded,
 * such a rule costs time only, and the feed reader's time limit ends it.
 */
import ICAL from 'ical.js'

/** Entries each cache keeps before it starts again: some 270 years of days. */
export const ICAL_CACHE_LIMIT = 100_000

type NumberCache = Record<string, number>

/** A stand-in for a plain object cache that forgets everything once it holds `limit` entries. */
export function boundedCache(limit: number): NumberCache {
  let entries = new Map<string, number>()
  return new Proxy({} as NumberCache, {
    has: (_target, key) => entries.has(String(key)),
    get: (_target, key) => entries.get(String(key)),
    set: (_target, key, value: number) => {
      if (entries.size >= limit) entries = new Map()
      entries.set(String(key), value)
      return true
    },
  })
}

/** The Time class's caches as ical.js declares them (not in its types). */
type TimeCaches = { _dowCache: NumberCache; _wnCache: NumberCache }

export function boundIcalCaches(limit = ICAL_CACHE_LIMIT): void {
  const time = ICAL.Time as unknown as TimeCaches
  time._dowCache = boundedCache(limit)
  time._wnCache = boundedCache(limit)
}

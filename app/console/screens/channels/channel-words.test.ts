import { expect, test } from 'vitest'
import {
  countOf,
  describeConflictCount,
  describeFeedState,
  describeLastSync,
  describeSyncResult,
  shortUrl,
} from './channel-words'

test('counts say one thing in the singular and the rest in the plural', () => {
  expect(countOf(0, 'event')).toBe('0 events')
  expect(countOf(1, 'event')).toBe('1 event')
  expect(countOf(12, 'event')).toBe('12 events')
})

test("the last sync is the resort's date and time in words, or not yet", () => {
  expect(describeLastSync('2026-12-24T06:05:00.000Z')).toBe('Thu 24 Dec 2026, 14:05')
  expect(describeLastSync(null)).toBe('Not synced yet')
})

test('a sync is summed up in counts, each in words', () => {
  const result = describeSyncResult({
    status: 'ok',
    events: 12,
    added: 2,
    moved: 1,
    released: 0,
    conflicts: 1,
    error: null,
  })

  expect(result).toEqual({
    failed: false,
    words: 'Synced: 12 events, 2 added, 1 moved, 0 released, 1 conflict',
  })
})

test('a failed sync says why, and that nothing it held was released', () => {
  const failed = describeSyncResult({
    status: 'failed',
    events: 0,
    added: 0,
    moved: 0,
    released: 0,
    conflicts: 0,
    error: 'The calendar answered 500.',
  })

  expect(failed).toEqual({
    failed: true,
    words: 'The last sync failed: The calendar answered 500. Its nights stay held as they were.',
  })
})

test("a feed's state is in words, a failure with its error or a stand-in for a missing one", () => {
  expect(describeFeedState({ status: 'new', error: null })).toEqual({
    failed: false,
    words: 'Waiting for its first sync',
  })
  expect(describeFeedState({ status: 'ok', error: null }).failed).toBe(false)
  expect(describeFeedState({ status: 'failed', error: ' ' })).toEqual({
    failed: true,
    words: 'The last sync failed: no reason was given. Its nights stay held as they were.',
  })
})

test('the banner counts conflicts with the verb agreeing', () => {
  expect(describeConflictCount(1)).toBe('1 calendar conflict needs a look')
  expect(describeConflictCount(3)).toBe('3 calendar conflicts need a look')
})

test("a feed's address is shortened to its host and last part, without the query", () => {
  expect(shortUrl('https://www.airbnb.com/calendar/ical/123.ics?s=secret')).toBe(
    'www.airbnb.com/…/123.ics',
  )
  expect(shortUrl('http://127.0.0.1:8080/feed.ics')).toBe('127.0.0.1:8080/feed.ics')
  expect(shortUrl('https://calendar.example/')).toBe('calendar.example')
  expect(shortUrl(`https://admin.booking.com/${'a'.repeat(40)}`)).toBe(
    `admin.booking.com/${'a'.repeat(23)}…`,
  )
})

test('an address that is no URL is shown as it is', () => {
  expect(shortUrl('not a url')).toBe('not a url')
})

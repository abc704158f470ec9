import type { Worker } from 'node:worker_threads'
import { afterAll, expect, test } from 'vitest'
import { SOURCE_FEED_READER } from '../test-support/feed-reader'
import { FeedParseError } from './read-feed'
import {
  isolatedFeedReader,
  TOO_LARGE,
  TOO_SLOW,
  UNREADABLE,
  type FeedReader,
  type FeedReaderLimits,
} from './read-feed-isolated'

const WINDOW = { from: '2027-01-01', to: '2028-12-31', timeZone: 'Asia/Manila' }

function feed(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN']
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT')
  return [...lines, 'END:VCALENDAR', ''].join('\r\n')
}

const stay = ['UID:stay@x', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312']
/** A rule ical.js searches forever inside one step: week 1 never falls in June. */
const RUNAWAY = [
  'UID:runaway@x',
  'DTSTART;VALUE=DATE:20270101',
  'DTEND;VALUE=DATE:20270102',
  'RRULE:FREQ=DAILY;BYWEEKNO=1;BYMONTH=6',
]

// Each test starts worker threads that load the reader from its TypeScript sources: seconds of
// work on a busy machine (three at once took 5.3 s in a busy CI run), so not within Vitest's 5 s.
const STARTS_WORKERS = { timeout: 60_000 }

const readers: FeedReader[] = []
function reader(limits?: FeedReaderLimits) {
  const made = isolatedFeedReader(SOURCE_FEED_READER, limits)
  readers.push(made)
  return made.read
}
afterAll(async () => {
  await Promise.all(readers.map((made) => made.close()))
})

test(
  'a feed is read in the worker as it is read in place, and the worker is kept for the next',
  STARTS_WORKERS,
  async () => {
    const read = reader()
    const started = new Set<number>()
    const watch = (thread: Worker) => started.add(thread.threadId)
    process.on('worker', watch)

    expect(await read(feed(stay), WINDOW)).toEqual({
      events: [{ uid: 'stay@x', checkIn: '2027-03-10', checkOut: '2027-03-12', summary: '' }],
      unreadable: [],
    })
    expect((await read(feed(stay), WINDOW)).events).toHaveLength(1)
    process.off('worker', watch)

    expect(started.size).toBe(1)
  },
)

test('a reading that ends after the reader is closed keeps no worker', STARTS_WORKERS, async () => {
  const made = isolatedFeedReader(SOURCE_FEED_READER)
  const ended: number[] = []
  const watch = (thread: Worker) => thread.once('exit', () => ended.push(thread.threadId))
  process.on('worker', watch)

  const reading = made.read(feed(stay), WINDOW)
  await made.close()
  expect((await reading).events).toHaveLength(1)
  await expect.poll(() => ended.length).toBe(1)
  process.off('worker', watch)
})

test(
  'readings at the same time each have a worker, and each gets its own feed',
  STARTS_WORKERS,
  async () => {
    const read = reader()
    const readings = await Promise.all(
      [10, 11, 12].map((day) =>
        read(feed([`UID:day-${day}@x`, `DTSTART;VALUE=DATE:202703${day}`, 'DURATION:P1D']), WINDOW),
      ),
    )
    expect(readings.map((reading) => reading.events.map((event) => event.uid))).toEqual([
      ['day-10@x'],
      ['day-11@x'],
      ['day-12@x'],
    ])
  },
)

test("a feed the reader refuses keeps the reader's words", STARTS_WORKERS, async () => {
  const read = reader()

  await expect(read('<html>Sign in</html>', WINDOW)).rejects.toThrow(
    new FeedParseError('The address did not answer with a calendar.'),
  )
})

test(
  'a rule that never lets go is stopped at the time limit, and the server goes on meanwhile',
  STARTS_WORKERS,
  async () => {
    const read = reader({ timeMs: 3000, memoryMb: 256 })
    let ticks = 0
    const ticking = setInterval(() => (ticks += 1), 100)

    const outcome = await read(feed(stay, RUNAWAY), WINDOW).then(
      () => 'read',
      (error: unknown) => error,
    )
    clearInterval(ticking)

    expect(outcome).toEqual(new FeedParseError(TOO_SLOW))
    // The event loop was never held: the timer ran through the three seconds the reading took.
    expect(ticks).toBeGreaterThanOrEqual(10)
    // The stuck worker was ended; the next reading has a new one.
    expect((await read(feed(stay), WINDOW)).events).toHaveLength(1)
  },
)

test(
  "a worker slow to start does not use up its reading's time; one that never starts fails in words",
  STARTS_WORKERS,
  async () => {
    // The reader's own code, loaded only after its thread has stood still for 1.5 s.
    const slowStart = `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500)
      await import(${JSON.stringify(SOURCE_FEED_READER.url.href)})`
    const slow = reader({ timeMs: 1000, memoryMb: 256 })
    const slowReader = isolatedFeedReader(
      {
        ...SOURCE_FEED_READER,
        url: new URL(`data:text/javascript,${encodeURIComponent(slowStart)}`),
      },
      { timeMs: 1000, memoryMb: 256 },
    )
    readers.push(slowReader)
    const never = isolatedFeedReader(
      { url: new URL('data:text/javascript,setInterval(() => {}, 1000)') },
      { timeMs: 1000, memoryMb: 256, startMs: 2000 },
    )
    readers.push(never)

    expect((await slowReader.read(feed(stay), WINDOW)).events).toHaveLength(1)
    await expect(never.read(feed(stay), WINDOW)).rejects.toThrow(new FeedParseError(UNREADABLE))
    expect((await slow(feed(stay), WINDOW)).events).toHaveLength(1)
  },
)

test(
  'a feed that needs more memory than the reader has fails in words',
  STARTS_WORKERS,
  async () => {
    const read = reader({ timeMs: 60_000, memoryMb: 32 })
    const many = Array.from({ length: 20_000 }, (_, index) => [
      `UID:event-${index}@x`,
      'DTSTART;VALUE=DATE:20270310',
      'DTEND;VALUE=DATE:20270312',
      `SUMMARY:${'Reserved '.repeat(20)}`,
    ])

    await expect(read(feed(...many), WINDOW)).rejects.toThrow(new FeedParseError(TOO_LARGE))
    // The same reader has room for a feed of a few events.
    expect((await read(feed(stay), WINDOW)).events).toHaveLength(1)
  },
)

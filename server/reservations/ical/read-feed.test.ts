import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SOURCE_FEED_READER } from '../test-support/feed-reader'
import { FeedParseError, readFeed, type FeedEvent } from './read-feed'
import { isolatedFeedReader } from './read-feed-isolated'

const WINDOW = { from: '2027-01-01', to: '2028-12-31', timeZone: 'Asia/Manila' }

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
}

/** A feed of the given events, each given as its content lines. */
function feed(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN']
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT')
  return [...lines, 'END:VCALENDAR', ''].join('\r\n')
}

function nights(events: FeedEvent[]): string[] {
  return events.map((event) => `${event.checkIn} to ${event.checkOut}`)
}

const PACIFIC_OUTLOOK_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Pacific Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011104T020000',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010311T020000',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

test('an Airbnb export gives its reservations and blocked dates, checkout exclusive', () => {
  expect(readFeed(fixture('airbnb.ics'), WINDOW)).toEqual({
    unreadable: [],
    events: [
      {
        uid: '1418fb94e984-5c2b1d7e09a3f6c48e21b7d5a9c0f3e2@airbnb.com',
        checkIn: '2027-03-08',
        checkOut: '2027-03-12',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-0d9e4a6b2c7f3185e4a0b9c6d2f71e58@airbnb.com',
        checkIn: '2027-03-28',
        checkOut: '2027-04-03',
        summary: 'Reserved',
      },
      {
        uid: '1418fb94e984-8a3c5e7f9b1d2046c8e0a2b4d6f81357@airbnb.com',
        checkIn: '2027-04-15',
        checkOut: '2027-04-20',
        summary: 'Airbnb (Not available)',
      },
      {
        uid: '1418fb94e984-f6e5d4c3b2a1908f7e6d5c4b3a291807@airbnb.com',
        checkIn: '2027-12-23',
        checkOut: '2027-12-26',
        summary: 'Airbnb (Not available)',
      },
    ],
  })
})

test('a Booking.com export gives its closed dates', () => {
  expect(readFeed(fixture('booking-com.ics'), WINDOW)).toEqual({
    unreadable: [],
    events: [
      {
        uid: 'b3f09a6c2e4d17582a9c6e0f4b1d3a75@booking.com',
        checkIn: '2027-02-05',
        checkOut: '2027-02-07',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '5d8e1f4a7b0c39628e5f2a1d4c7b0e93@booking.com',
        checkIn: '2027-02-14',
        checkOut: '2027-02-15',
        summary: 'CLOSED - Not available',
      },
      {
        uid: '9a2c4e6f8b1d3057a9c2e4f6b8d1a3c5@booking.com',
        checkIn: '2027-06-30',
        checkOut: '2027-07-05',
        summary: 'CLOSED - Not available',
      },
    ],
  })
})

test('a Vrbo export is read across its folded lines', () => {
  expect(readFeed(fixture('vrbo.ics'), WINDOW)).toEqual({
    unreadable: [],
    events: [
      {
        uid: '4627381-3c9f1e2a-7b5d-4e08-9a6c-2d1f0b8e7a54-reservation@vrbo.com',
        checkIn: '2027-01-02',
        checkOut: '2027-01-09',
        summary: 'Reserved - Maria Santos',
      },
      {
        uid: '4627381-a81e6c0d-2f4b-4937-b5e1-9c3d7a2f6e10-block@vrbo.com',
        checkIn: '2027-08-16',
        checkOut: '2027-08-18',
        summary: 'Blocked',
      },
    ],
  })
})

test('a Google Calendar export is read in Manila dates, repeats expanded, cancelled left out', () => {
  expect(readFeed(fixture('google.ics'), WINDOW)).toEqual({
    unreadable: [],
    events: [
      {
        uid: '2m4k6p8r0t1v3x5z7b9d1f3h5j@google.com',
        checkIn: '2027-05-01',
        checkOut: '2027-05-04',
        summary: "Owner's family, long weekend",
      },
      // New York keeps daylight time in June (UTC-4, from the file's VTIMEZONE); Manila is UTC+8.
      // Start 13:00 on 14 Jun in New York = 17:00 UTC = 01:00 on 15 Jun in Manila.
      // End 11:30 on 17 Jun in New York = 15:30 UTC = 23:30 on 17 Jun in Manila.
      // (Read as standard time, UTC-5, the end would be 00:30 on 18 Jun: one night too many.)
      {
        uid: '5q7s9u1w3y5a7c9e1g3i5k7m9o@google.com',
        checkIn: '2027-06-15',
        checkOut: '2027-06-17',
        summary: 'Guest arriving from New York',
      },
      // 17:00 UTC on 20 Aug = 01:00 on 21 Aug in Manila; 02:00 UTC on 22 Aug = 10:00 in Manila.
      {
        uid: '8b0d2f4h6j8l0n2p4r6t8v0x2z@google.com',
        checkIn: '2027-08-21',
        checkOut: '2027-08-22',
        summary: 'Hold for the travel agent',
      },
      // Weekly from Mon 6 Sep, five times: 20 Sep is an EXDATE, and 27 Sep moved to 29 Sep.
      {
        uid: '3c5e7g9i1k3m5o7q9s1u3w5y7a@google.com/2027-09-06',
        checkIn: '2027-09-06',
        checkOut: '2027-09-07',
        summary: 'Pool maintenance',
      },
      {
        uid: '3c5e7g9i1k3m5o7q9s1u3w5y7a@google.com/2027-09-13',
        checkIn: '2027-09-13',
        checkOut: '2027-09-14',
        summary: 'Pool maintenance',
      },
      {
        uid: '3c5e7g9i1k3m5o7q9s1u3w5y7a@google.com/2027-09-29',
        checkIn: '2027-09-29',
        checkOut: '2027-10-01',
        summary: 'Pool maintenance (moved)',
      },
      {
        uid: '3c5e7g9i1k3m5o7q9s1u3w5y7a@google.com/2027-10-04',
        checkIn: '2027-10-04',
        checkOut: '2027-10-05',
        summary: 'Pool maintenance',
      },
    ],
  })
})

test('timed events are dated on the clock of the window’s time zone', () => {
  const events = readFeed(fixture('google.ics'), { ...WINDOW, timeZone: 'America/New_York' }).events
  // 17:00 UTC on 20 Aug = 13:00 in New York; 02:00 UTC on 22 Aug = 22:00 on 21 Aug.
  expect(events.find((event) => event.summary === 'Hold for the travel agent')).toMatchObject({
    checkIn: '2027-08-20',
    checkOut: '2027-08-21',
  })
})

test('events outside the window are left out; those reaching into it are kept whole', () => {
  const window = { from: '2027-03-10', to: '2027-04-16', timeZone: 'Asia/Manila' }
  expect(nights(readFeed(fixture('airbnb.ics'), window).events)).toEqual([
    '2027-03-08 to 2027-03-12',
    '2027-03-28 to 2027-04-03',
    '2027-04-15 to 2027-04-20',
  ])

  const edges = feed(
    ['UID:ends-on-from', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270310'],
    ['UID:starts-on-to', 'DTSTART;VALUE=DATE:20270416', 'DTEND;VALUE=DATE:20270418'],
    ['UID:last-night', 'DTSTART;VALUE=DATE:20270415', 'DTEND;VALUE=DATE:20270416'],
  )
  expect(readFeed(edges, window).events.map((event) => event.uid)).toEqual(['last-night'])
})

test('a repeating event gives only its occurrences in the window, each with its own uid', () => {
  const daily = feed(['UID:daily@x', 'DTSTART;VALUE=DATE:20250101', 'RRULE:FREQ=DAILY'])
  const events = readFeed(daily, {
    from: '2027-01-01',
    to: '2027-01-04',
    timeZone: 'Asia/Manila',
  }).events
  expect(events.map((event) => event.uid)).toEqual([
    'daily@x/2027-01-01',
    'daily@x/2027-01-02',
    'daily@x/2027-01-03',
  ])
  expect(nights(events)).toEqual([
    '2027-01-01 to 2027-01-02',
    '2027-01-02 to 2027-01-03',
    '2027-01-03 to 2027-01-04',
  ])
})

test('a cancelled occurrence is left out, and a changed one without its series still counts', () => {
  const text = feed(
    [
      'UID:w@x',
      'DTSTART;VALUE=DATE:20270104',
      'DTEND;VALUE=DATE:20270105',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ],
    [
      'UID:w@x',
      'RECURRENCE-ID;VALUE=DATE:20270111',
      'DTSTART;VALUE=DATE:20270111',
      'STATUS:CANCELLED',
    ],
    ['UID:orphan@x', 'RECURRENCE-ID;VALUE=DATE:20270301', 'DTSTART;VALUE=DATE:20270302'],
  )
  expect(readFeed(text, WINDOW).events.map((event) => event.uid)).toEqual([
    'w@x/2027-01-04',
    'w@x/2027-01-18',
    'orphan@x',
  ])
})

test('a TZID the file does not define is read from the platform’s zone data', () => {
  const text = feed([
    'UID:london@x',
    // London keeps summer time in July (UTC+1): 23:00 on 10 Jul = 22:00 UTC = 06:00 on 11 Jul in
    // Manila; 10:00 on 12 Jul = 09:00 UTC = 17:00 on 12 Jul in Manila.
    'DTSTART;TZID=Europe/London:20270710T230000',
    'DTEND;TZID=Europe/London:20270712T100000',
  ])
  expect(nights(readFeed(text, WINDOW).events)).toEqual(['2027-07-11 to 2027-07-12'])
})

test('a Windows zone name is read from the file’s VTIMEZONE, or else as the resort’s clock', () => {
  // Pacific standard time is UTC-8: 20:00 on 1 Mar = 04:00 UTC on 2 Mar = 12:00 in Manila;
  // 10:00 on 3 Mar = 18:00 UTC = 02:00 on 4 Mar in Manila.
  const event = [
    'UID:outlook@x',
    'DTSTART;TZID=Pacific Standard Time:20270301T200000',
    'DTEND;TZID=Pacific Standard Time:20270303T100000',
  ]
  const defined = feed(event).replace(
    'BEGIN:VEVENT',
    [...PACIFIC_OUTLOOK_ZONE, 'BEGIN:VEVENT'].join('\r\n'),
  )
  expect(nights(readFeed(defined, WINDOW).events)).toEqual(['2027-03-02 to 2027-03-04'])
  expect(nights(readFeed(feed(event), WINDOW).events)).toEqual(['2027-03-01 to 2027-03-03'])
})

test('timed events take at least one night; a date event without an end takes one', () => {
  const text = feed(
    ['UID:floating@x', 'DTSTART:20270801T140000', 'DTEND:20270803T120000'],
    ['UID:afternoon@x', 'DTSTART:20270510T060000Z', 'DTEND:20270510T100000Z'],
    ['UID:instant@x', 'DTSTART:20270520T060000Z'],
    ['UID:one-date@x', 'DTSTART;VALUE=DATE:20270320'],
    ['UID:duration@x', 'DTSTART;VALUE=DATE:20270310', 'DURATION:P3D'],
  )
  expect(
    readFeed(text, WINDOW).events.map((event) => [event.uid, event.checkIn, event.checkOut]),
  ).toEqual([
    ['duration@x', '2027-03-10', '2027-03-13'],
    ['one-date@x', '2027-03-20', '2027-03-21'],
    ['afternoon@x', '2027-05-10', '2027-05-11'],
    ['instant@x', '2027-05-20', '2027-05-21'],
    ['floating@x', '2027-08-01', '2027-08-03'],
  ])
})

test('events with impossible or backwards dates are skipped, the rest of the feed read', () => {
  const text = feed(
    ['UID:feb-30@x', 'DTSTART;VALUE=DATE:20270230', 'DTEND;VALUE=DATE:20270302'],
    ['UID:backwards@x', 'DTSTART;VALUE=DATE:20270410', 'DTEND;VALUE=DATE:20270408'],
    ['UID:no-nights@x', 'DTSTART;VALUE=DATE:20270410', 'DTEND;VALUE=DATE:20270410'],
    ['UID:backwards-time@x', 'DTSTART:20270410T100000Z', 'DTEND:20270409T100000Z'],
    ['UID:hour-25@x', 'DTSTART:20270410T250000Z', 'DTEND:20270411T100000Z'],
    ['UID:no-start@x', 'DTEND;VALUE=DATE:20270411'],
    ['UID:fine@x', 'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270603'],
  )
  const reading = readFeed(text, WINDOW)
  expect(reading.events.map((event) => event.uid)).toEqual(['fine@x'])
  expect(reading.unreadable).toEqual([
    'backwards-time@x',
    'backwards@x',
    'feb-30@x',
    'hour-25@x',
    'no-nights@x',
    'no-start@x',
  ])
})

test('unreadable events are named, so their nights are not taken for gone', () => {
  const text = feed(
    ['UID:month-13@x', 'DTSTART;VALUE=DATE:20271340', 'DTEND;VALUE=DATE:20271342'],
    ['UID:ends-first@x', 'DTSTART;VALUE=DATE:20270610', 'DTEND;VALUE=DATE:20270605'],
    ['UID:cancelled@x', 'DTSTART;VALUE=DATE:20270701', 'STATUS:CANCELLED'],
    ['UID:cancelled-bad@x', 'DTSTART;VALUE=DATE:20271340', 'STATUS:CANCELLED'],
    ['UID:long-ago@x', 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200105'],
    ['UID:far-ahead@x', 'DTSTART;VALUE=DATE:20300101', 'DTEND;VALUE=DATE:20300105'],
    ['UID:fine@x', 'DTSTART;VALUE=DATE:20270801', 'DTEND;VALUE=DATE:20270803'],
  )
  expect(readFeed(text, WINDOW)).toEqual({
    events: [{ uid: 'fine@x', checkIn: '2027-08-01', checkOut: '2027-08-03', summary: '' }],
    unreadable: ['ends-first@x', 'month-13@x'],
  })
})

test('events ical.js cannot date or repeat are named once, by the UID their stays would have', () => {
  const long = 'z'.repeat(300)
  const text = feed(
    ['UID:bad-length@x', 'DTSTART;VALUE=DATE:20270601', 'DURATION:garbage'],
    ['UID:bad-until@x', 'DTSTART;VALUE=DATE:20270601', 'RRULE:FREQ=DAILY;UNTIL=garbage'],
    ['UID:bad-rdate@x', 'DTSTART;VALUE=DATE:20270601', 'RDATE:garbage'],
    ['UID:bad-rdate@x', 'DTSTART;VALUE=DATE:20270801', 'RDATE:garbage'],
    [`UID:${long}`, 'DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270530'],
    // A changed occurrence with dates that do not exist: its series is not all there.
    [
      'UID:series@x',
      'DTSTART;VALUE=DATE:20270104',
      'DTEND;VALUE=DATE:20270105',
      'RRULE:FREQ=WEEKLY;COUNT=2',
    ],
    ['UID:series@x', 'RECURRENCE-ID;VALUE=DATE:20270111', 'DTSTART;VALUE=DATE:20270199'],
  )
  const reading = readFeed(text, WINDOW)
  expect(reading.events.map((event) => event.uid)).toEqual([
    'series@x/2027-01-04',
    'series@x/2027-01-11',
  ])
  expect(reading.unreadable).toEqual(
    [
      'bad-length@x',
      'bad-rdate@x',
      'bad-until@x',
      `long-${createHash('sha256').update(long).digest('hex')}`,
      'series@x',
    ].sort(),
  )
})

test('a repeating event whose occurrences end before they start is named', () => {
  const text = feed([
    'UID:weekly-backwards@x',
    'DTSTART;VALUE=DATE:20270104',
    'DTEND;VALUE=DATE:20270102',
    'RRULE:FREQ=WEEKLY;COUNT=3',
  ])
  expect(readFeed(text, WINDOW)).toEqual({ events: [], unreadable: ['weekly-backwards@x'] })
})

test('an event without a UID gets one from its dates and summary, the same on every read', () => {
  const event = ['DTSTART;VALUE=DATE:20270601', 'DTEND;VALUE=DATE:20270603', 'SUMMARY:Blocked']
  const [first] = readFeed(feed(event), WINDOW).events
  const [again] = readFeed(feed(event), WINDOW).events
  const [other] = readFeed(feed([...event.slice(0, 2), 'SUMMARY:Owner']), WINDOW).events

  expect(first?.uid).toMatch(/^nouid-[0-9a-f]{64}$/)
  expect(again?.uid).toBe(first?.uid)
  expect(other?.uid).not.toBe(first?.uid)
})

test('a UID is trimmed, and one longer than 255 characters is replaced by its hash', () => {
  const long = 'x'.repeat(256)
  const text = feed(
    ['UID:  padded@x  ', 'DTSTART;VALUE=DATE:20270601'],
    [`UID:${'y'.repeat(255)}`, 'DTSTART;VALUE=DATE:20270602'],
    [`UID:${long}`, 'DTSTART;VALUE=DATE:20270603'],
  )
  expect(readFeed(text, WINDOW).events.map((event) => event.uid)).toEqual([
    'padded@x',
    'y'.repeat(255),
    `long-${createHash('sha256').update(long).digest('hex')}`,
  ])
})

test('a UID with a control character is replaced by its hash, the same on every read', () => {
  const withNul = 'nul\u0000@x'
  const withLf = 'line\nfeed@x'
  const withTab = 'tab\tbed@x'
  const text = feed(
    [`UID:${withNul}`, 'DTSTART;VALUE=DATE:20270601'],
    // Written escaped, as iCalendar text is: ical.js reads \n as a line feed.
    ['UID:line\\nfeed@x', 'DTSTART;VALUE=DATE:20270602'],
    [`UID:${withTab}`, 'DTSTART;VALUE=DATE:20270603'],
    // Whitespace around a UID is trimmed, not hashed.
    ['UID:\tplain@x\t', 'DTSTART;VALUE=DATE:20270604'],
  )
  const hashed = (uid: string) => `ctrl-${createHash('sha256').update(uid).digest('hex')}`
  const uids = readFeed(text, WINDOW).events.map((event) => event.uid)

  expect(uids).toEqual([hashed(withNul), hashed(withLf), hashed(withTab), 'plain@x'])
  expect(readFeed(text, WINDOW).events.map((event) => event.uid)).toEqual(uids)
  for (const uid of uids) expect(uid).not.toMatch(/\p{Cc}/u)
})

test('an unreadable event with a control character in its UID is named by the same hash', () => {
  const text = feed(['UID:a\u0000b', 'DTSTART;VALUE=DATE:20271340'])
  expect(readFeed(text, WINDOW).unreadable).toEqual([
    `ctrl-${createHash('sha256').update('a\u0000b').digest('hex')}`,
  ])
})

test('events sharing a UID are told apart by their first night; exact copies are one', () => {
  const text = feed(
    ['UID:dup@x', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270303'],
    ['UID:dup@x', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270502'],
    ['UID:dup@x', 'DTSTART;VALUE=DATE:20270501', 'DTEND;VALUE=DATE:20270504'],
  )
  expect(readFeed(text, WINDOW).events.map((event) => [event.uid, event.checkOut])).toEqual([
    ['dup@x/2027-03-01', '2027-03-03'],
    ['dup@x/2027-05-01', '2027-05-04'],
  ])
})

test('summaries are trimmed to one line of at most 200 characters without control characters', () => {
  const text = feed(
    ['UID:a', 'DTSTART;VALUE=DATE:20270601', 'SUMMARY:  Reserved\\n\\n  for\tMaria \u0007Santos  '],
    ['UID:b', 'DTSTART;VALUE=DATE:20270602', `SUMMARY:${'🌴'.repeat(250)}`],
    ['UID:c', 'DTSTART;VALUE=DATE:20270603'],
  )
  expect(readFeed(text, WINDOW).events.map((event) => event.summary)).toEqual([
    'Reserved for Maria Santos',
    '🌴'.repeat(200),
    '',
  ])
})

test('two calendars one after the other are both read', () => {
  const one = feed(['UID:one', 'DTSTART;VALUE=DATE:20270601'])
  const two = feed(['UID:two', 'DTSTART;VALUE=DATE:20270602'])
  expect(readFeed(one + two, WINDOW).events.map((event) => event.uid)).toEqual(['one', 'two'])
})

test('a web page, JSON or nothing is not a calendar', () => {
  for (const text of ['<!DOCTYPE html><html><body>Sign in</body></html>', '{"error":1}', '', ' ']) {
    expect(() => readFeed(text, WINDOW)).toThrow(
      new FeedParseError('The address did not answer with a calendar.'),
    )
  }
})

test('a calendar ical.js cannot parse is refused with the reason', () => {
  const garbled = 'BEGIN:VCALENDAR\r\nthis line has no colon\r\nEND:VCALENDAR\r\n'
  const cutShort = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\n'
  for (const text of [garbled, cutShort]) {
    expect(() => readFeed(text, WINDOW)).toThrow(FeedParseError)
    expect(() => readFeed(text, WINDOW)).toThrow(/^The calendar could not be read: \S/)
  }
})

test('a rule repeating too often is refused rather than expanded without end', () => {
  const text = feed(['UID:m@x', 'DTSTART:20200101T000000Z', 'RRULE:FREQ=MINUTELY'])
  expect(() => readFeed(text, WINDOW)).toThrow(
    new FeedParseError('The calendar repeats its events too often to be read.'),
  )
})

test('a feed of 5,000 events is read', () => {
  const events = Array.from({ length: 5000 }, (_, index) => [
    `UID:${index}@load.test`,
    'DTSTAMP:20261201T000000Z',
    `DTSTART;TZID=Europe/London:2027${String((index % 12) + 1).padStart(2, '0')}10T150000`,
    `DTEND;TZID=Europe/London:2027${String((index % 12) + 1).padStart(2, '0')}12T110000`,
    'SUMMARY:Reserved',
  ])
  expect(readFeed(feed(...events), WINDOW).events).toHaveLength(5000)
})

test.each([
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=HOURLY;BYMONTH=4;BYMONTHDAY=31',
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-30',
  'FREQ=YEARLY;BYMONTH=2,4,6;BYMONTHDAY=31',
])(
  'a rule no day can satisfy (%s) is skipped as unreadable, the other events read',
  async (rule) => {
    // Read in a worker with a time limit: asked for such a rule, ical.js never answers, so a
    // reader that asked it would fail this test in words instead of stopping the run.
    const reader = isolatedFeedReader(SOURCE_FEED_READER, { timeMs: 10_000, memoryMb: 256 })
    const reading = await reader.read(
      feed(
        [
          'UID:never@x',
          'DTSTART;VALUE=DATE:20270101',
          'DTEND;VALUE=DATE:20270102',
          `RRULE:${rule}`,
        ],
        ['UID:real@x', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270312'],
      ),
      WINDOW,
    )
    await reader.close()

    expect(reading).toEqual({
      unreadable: ['never@x'],
      events: [{ uid: 'real@x', checkIn: '2027-03-10', checkOut: '2027-03-12', summary: '' }],
    })
  },
  20_000,
)

test('a rule some day satisfies is read, the 29th of February among them', () => {
  const reading = readFeed(
    feed([
      'UID:leap@x',
      'DTSTART;VALUE=DATE:20280229',
      'DTEND;VALUE=DATE:20280301',
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=1',
    ]),
    WINDOW,
  )
  expect(nights(reading.events)).toEqual(['2028-02-29 to 2028-03-01'])
  expect(reading.unreadable).toEqual([])
})

/**
 * Channel calendars through the API on both engines: the export other channels import, and
 * calendars imported from a loopback server shaped like an OTA's, each event taking a unit
 * through the same update as a booking; failures that change nothing; conflicts stored,
 * listed and emailed.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { addDays, resortToday } from '../../../domain/calendar'
import type { ApiError } from '../../../domain/api-contract'
import type {
  CalendarResponse,
  ChannelsResponse,
  FeedCreatedResponse,
  FeedSyncResponse,
  NightHoldsResponse,
} from '../../../domain/staff-contract'
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink'
import { ENGINES } from '../../test-support/test-database'
import { addStaff } from '../data/staff'
import { startReservations } from '../main'
import { hashPassword } from '../services/staff-auth'
import { runSweep } from '../services/sweep'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody } from '../test-support/bookings'
import { SOURCE_FEED_READER } from '../test-support/feed-reader'
import { TOO_SLOW } from '../ical/read-feed-isolated'

const PASSWORD = 'correct horse battery'
const DESK = 'channels@resort.example'
const RESORT = 'frontdesk@resort.example'
const today = resortToday(new Date())
const night = (days: number) => addDays(today, days)
const icsDate = (date: string) => date.replaceAll('-', '')

/** An all-day event as Airbnb writes them. */
function event(uid: string, checkIn: string, checkOut: string, extra = ''): string {
  return [
    'BEGIN:VEVENT',
    `DTSTAMP:20261101T000000Z`,
    `DTSTART;VALUE=DATE:${icsDate(checkIn)}`,
    `DTEND;VALUE=DATE:${icsDate(checkOut)}`,
    `UID:${uid}`,
    'SUMMARY:Reserved',
    ...(extra ? [extra] : []),
    'END:VEVENT',
  ].join('\r\n')
}
const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n')

type Served = { status: number; type: string; body: string; delayMs: number }

/** A channel's calendar server on loopback; each path answers what the test set last. */
async function startChannelServer() {
  const answers = new Map<string, Served>()
  const hits = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const answer = answers.get(path) ?? { status: 404, type: 'text/plain', body: 'no', delayMs: 0 }
    setTimeout(() => {
      response.writeHead(answer.status, { 'Content-Type': answer.type })
      response.end(answer.body)
    }, answer.delayMs)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve: (path: string, body: string, status = 200, type = 'text/calendar', delayMs = 0) =>
      answers.set(path, { status, type, body, delayMs }),
    hits: (path: string) => hits.get(path) ?? 0,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

// Each test fetches feeds over loopback and writes through the server: seconds on a busy
// machine, past Vitest's 5 s default.
const BUSY_MACHINE_MS = 20_000

describe.each(ENGINES)(
  'channel calendars through the API on %s',
  { timeout: BUSY_MACHINE_MS },
  (engine) => {
    let api: ApiServer
    let sink: SmtpSink
    let channel: Awaited<ReturnType<typeof startChannelServer>>
    let cookie: string

    beforeAll(async () => {
      sink = await startSmtpSink()
      channel = await startChannelServer()
      api = await startApiServer(engine, {
        env: {
          CHANNEL_ALLOW_PRIVATE_HOSTS: '1',
          SMTP_URL: sink.url,
          RESORT_EMAIL: RESORT,
          SITE_ORIGIN: 'https://www.resort.example',
        },
        mail: { intervalMs: 200, backoff: { firstMs: 200, maxMs: 400 } },
        // A reading's time starts once its worker is up (the start has its own limit), and a
        // feed here reads in milliseconds: 4 s is far above that on a busy machine, and is what
        // the runaway feed's test waits, twice, for each engine.
        feedReaderLimits: { timeMs: 4_000, memoryMb: 256 },
      })
      await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
      const response = await api.post('/api/staff/sign-in', { email: DESK, password: PASSWORD })
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    })
    afterAll(async () => {
      await api.stop()
      await channel.stop()
      await sink.stop()
    })

    // Every write is JSON, even one that carries nothing.
    const staff = (
      method: string,
      path: string,
      body: unknown = method === 'POST' ? {} : undefined,
    ) =>
      fetch(api.url + path, {
        method,
        headers: {
          Cookie: cookie,
          Origin: api.origin,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const staffJson = async <T>(method: string, path: string, body?: unknown, status = 200) => {
      const response = await staff(method, path, body)
      expect(response.status).toBe(status)
      return (await response.json()) as T
    }
    const overview = () => staffJson<ChannelsResponse>('GET', '/api/staff/channels')
    const booked = async (roomId: number, from: string, to: string) => {
      const rows = await api.inspect.db
        .selectFrom('inventory_night')
        .select(['night', 'booked'])
        .where('room_type_id', '=', roomId)
        .where('night', '>=', from)
        .where('night', '<', to)
        .orderBy('night')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.night, row.booked]))
    }
    /** Adds a feed for the room and waits for the sync its adding starts. */
    async function addFeed(roomId: number, name: string, path: string) {
      const { id } = await staffJson<FeedCreatedResponse>(
        'POST',
        '/api/staff/channels/feeds',
        { roomId, name, url: channel.url(path) },
        201,
      )
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const feed = (await overview()).feeds.find((candidate) => candidate.id === id)
        if (feed?.status !== 'new') return id
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('the new feed was never synced')
    }
    const sync = (id: number) =>
      staffJson<FeedSyncResponse>('POST', `/api/staff/channels/feeds/${id}/sync`)
    /**
     * Waits, a bounded while, until a sync has asked the channel for `path` again: it holds its
     * feed's lease from before its fetch, and the channel's answer is held back meanwhile.
     */
    async function fetchStarted(path: string, hitsBefore: number) {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        if (channel.hits(path) > hitsBefore) return
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`no sync fetched ${path}`)
    }

    test('each room type has an export: RFC 5545 from ical.js’s view, the full nights as runs, no personal data, ETag and 304, and a rotated link 404s', async () => {
      // Room 2 has 2 units: both booked for nights 40 and 41, one of them for night 42 too.
      for (const stay of [
        { checkIn: night(40), checkOut: night(43) },
        { checkIn: night(40), checkOut: night(42) },
      ]) {
        expect((await api.post('/api/reservations', bookingBody(stay))).status).toBe(201)
      }
      const { exports } = await overview()
      expect(exports.map((entry) => entry.roomId)).toEqual([1, 2, 3])
      const link = exports.find((entry) => entry.roomId === 2)?.url ?? ''
      expect(link).toMatch(
        /^https:\/\/www\.resort\.example\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/,
      )
      const path = new URL(link).pathname

      const response = await api.get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      const text = await response.text()
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
      expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
      expect(text).not.toMatch(/Maria|Santos|example\.com|\+63/)

      const parsed = new ICAL.Component(ICAL.parse(text))
      expect(parsed.getFirstPropertyValue('prodid')).toContain('Reservations')
      const events = parsed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
      expect(events.map((entry) => [entry.startDate.toString(), entry.endDate.toString()])).toEqual(
        [[night(40), night(42)]],
      )
      expect(events[0]?.startDate.isDate).toBe(true)
      expect(events[0]?.summary).toBe('Not available')
      expect(events[0]?.uid).not.toBe('')

      const etag = response.headers.get('etag') ?? ''
      expect(etag).not.toBe('')
      const again = await fetch(api.url + path, { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)

      const { url } = await staffJson<{ url: string }>(
        'POST',
        '/api/staff/channels/exports/2/rotate',
      )
      expect(url).not.toBe(link)
      expect((await api.get(path)).status).toBe(404)
      expect((await api.get(new URL(url).pathname)).status).toBe(200)
      expect((await api.get('/api/calendars/not-a-token.ics')).status).toBe(404)
      expect((await api.get(`${new URL(url).pathname.slice(0, -4)}.json`)).status).toBe(404)
    })

    test('an imported event takes one unit of each night; moved it moves, gone or cancelled it gives them back', async () => {
      channel.serve('/airbnb.ics', calendar(event('a1@airbnb.com', night(60), night(63))))
      const id = await addFeed(3, 'Airbnb, Deluxe', '/airbnb.ics')
      expect(await booked(3, night(60), night(65))).toEqual({
        [night(60)]: 1,
        [night(61)]: 1,
        [night(62)]: 1,
      })
      const feed = (await overview()).feeds.find((candidate) => candidate.id === id)
      expect(feed).toMatchObject({ status: 'ok', error: null, events: 1, conflicts: 0, roomId: 3 })

      channel.serve(
        '/airbnb.ics',
        calendar(
          event('a1@airbnb.com', night(61), night(64)),
          event('a2@airbnb.com', night(70), night(71)),
        ),
      )
      expect(await sync(id)).toEqual({
        status: 'ok',
        error: null,
        events: 2,
        added: 1,
        moved: 1,
        released: 0,
        conflicts: 0,
      })
      expect(await booked(3, night(60), night(65))).toEqual({
        [night(60)]: 0,
        [night(61)]: 1,
        [night(62)]: 1,
        [night(63)]: 1,
      })

      const calendarView = await staffJson<CalendarResponse>(
        'GET',
        `/api/staff/calendar?from=${night(60)}&days=5`,
      )
      const deluxe = calendarView.rooms.find((room) => room.id === 3)
      expect(deluxe?.nights.map((entry) => entry.channels)).toEqual([
        [],
        ['Airbnb, Deluxe'],
        ['Airbnb, Deluxe'],
        ['Airbnb, Deluxe'],
        [],
      ])
      const holds = await staffJson<NightHoldsResponse>(
        'GET',
        `/api/staff/calendar/night?roomId=3&night=${night(62)}`,
      )
      expect(holds.blocks).toEqual([
        {
          feedId: id,
          feedName: 'Airbnb, Deluxe',
          summary: 'Reserved',
          checkIn: night(61),
          checkOut: night(64),
        },
      ])

      channel.serve(
        '/airbnb.ics',
        calendar(event('a1@airbnb.com', night(61), night(64), 'STATUS:CANCELLED')),
      )
      expect(await sync(id)).toMatchObject({ status: 'ok', events: 0, released: 2 })
      expect(await booked(3, night(60), night(72))).toMatchObject({
        [night(61)]: 0,
        [night(63)]: 0,
        [night(70)]: 0,
      })
    })

    test('a failed fetch changes nothing and says why; three in a row email the resort', async () => {
      channel.serve('/booking.ics', calendar(event('b1@booking.com', night(80), night(82))))
      const id = await addFeed(1, 'Booking.com', '/booking.ics')
      const before = await booked(1, night(80), night(82))
      expect(Object.values(before)).toEqual([1, 1])

      channel.serve('/booking.ics', 'oops', 500, 'text/plain')
      const failed = await sync(id)
      expect(failed).toMatchObject({ status: 'failed', added: 0, released: 0 })
      expect(failed.error).toMatch(/answered 500/)
      channel.serve('/booking.ics', '<!doctype html><title>Sign in</title>', 200, 'text/html')
      expect((await sync(id)).error).toMatch(/web page/)
      expect(await booked(1, night(80), night(82))).toEqual(before)
      const feed = (await overview()).feeds.find((candidate) => candidate.id === id)
      expect(feed?.status).toBe('failed')
      expect(feed?.error).toMatch(/web page/)
      expect(feed?.error).not.toContain('127.0.0.1')

      channel.serve('/booking.ics', '', 503, 'text/plain')
      await sync(id)
      const mail = await sink.waitFor(
        (message) => message.to.includes(RESORT) && message.subject.includes('Booking.com'),
      )
      expect(mail.subject).toContain('failed 3 syncs in a row')
      expect(mail.text).toContain('https://www.resort.example/staff/channels')
    })

    test('one calendar added by three desks at once is imported once', async () => {
      channel.serve('/agoda.ics', calendar(event('a1@agoda.com', night(120), night(121))))
      const body = { roomId: 3, name: 'Agoda', url: channel.url('/agoda.ics') }
      const answers = await Promise.all(
        [1, 2, 3].map(() => staff('POST', '/api/staff/channels/feeds', body)),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400])
      const refused = (await answers.find((answer) => answer.status === 400)!.json()) as ApiError
      expect(refused.error.fields?.url).toBe('The Deluxe Room already imports this calendar.')
      const feeds = (await overview()).feeds.filter((feed) => feed.url === body.url)
      expect(feeds).toHaveLength(1)
    })

    test('an event on nights with no unit left is a conflict: it takes none, is listed, emailed at once, and handled with a note', async () => {
      // Room 2's two units for nights 90 and 91 are sold here first.
      const refs: string[] = []
      for (let guest = 0; guest < 2; guest += 1) {
        const stay = { checkIn: night(90), checkOut: night(92) }
        const response = await api.post('/api/reservations', bookingBody(stay))
        expect(response.status).toBe(201)
        refs.push(((await response.json()) as { ref: string }).ref)
      }
      channel.serve(
        '/vrbo.ics',
        calendar(
          event('v1@vrbo.com', night(91), night(93)),
          event('v2@vrbo.com', night(95), night(96)),
        ),
      )
      const id = await addFeed(2, 'Vrbo', '/vrbo.ics')
      expect(await booked(2, night(90), night(96))).toMatchObject({
        [night(91)]: 2,
        [night(92)]: 0,
        [night(95)]: 1,
      })
      const { conflicts, feeds } = await overview()
      expect(conflicts).toEqual([
        {
          id: expect.any(Number),
          feedId: id,
          roomId: 2,
          uid: 'v1@vrbo.com',
          summary: 'Reserved',
          checkIn: night(91),
          checkOut: night(93),
        },
      ])
      expect(feeds.find((feed) => feed.id === id)?.conflicts).toBe(1)
      const mail = await sink.waitFor(
        (message) => message.to.includes(RESORT) && message.subject.startsWith('Calendar conflict'),
      )
      expect(mail.text).toContain("'Vrbo'")
      expect(mail.text).toContain('https://www.resort.example/staff/channels#conflicts')

      // Synced again while still in conflict: no second email, still no unit taken.
      expect(await sync(id)).toMatchObject({ status: 'ok', conflicts: 1, added: 0 })
      const conflictId = conflicts[0]?.id ?? 0
      const unnamed = await staff('POST', `/api/staff/channels/conflicts/${conflictId}/resolve`, {
        note: ' ',
      })
      expect(unnamed.status).toBe(400)
      await staffJson('POST', `/api/staff/channels/conflicts/${conflictId}/resolve`, {
        note: 'Moved our guest to a Deluxe.',
      })
      expect((await overview()).conflicts).toEqual([])
      const log = await api.inspect.db.selectFrom('channel_event').select('what').execute()
      expect(log.map((row) => row.what).join('\n')).toContain('Moved our guest to a Deluxe.')
      const conflictMails = await api.inspect.db
        .selectFrom('email_outbox')
        .select('id')
        .where('kind', '=', 'channel-conflict')
        .execute()
      expect(conflictMails).toHaveLength(1)

      // Our guest moved away: the channel's guest still comes, so the next sync takes the unit.
      await staffJson('POST', `/api/staff/reservations/${refs[0]}/decline`, { reason: 'Moved' })
      expect(await sync(id)).toMatchObject({ status: 'ok', added: 1, conflicts: 0 })
      expect(await booked(2, night(90), night(93))).toEqual({
        [night(90)]: 1,
        [night(91)]: 2,
        [night(92)]: 1,
      })

      // Data care: the channel's summary, in the block and in the conflict email, goes with guests' data.
      await runSweep(api.inspect, { eraseAfterDays: 30 }, new Date(`${night(93 + 30)}T04:00:00Z`))
      const [kept] = await api.inspect.db
        .selectFrom('channel_block')
        .select('summary')
        .where('uid', '=', 'v1@vrbo.com')
        .execute()
      expect(kept?.summary).toBe('')
      const conflictMail = await api.inspect.db
        .selectFrom('email_outbox')
        .select(['to_address', 'text_body'])
        .where('kind', '=', 'channel-conflict')
        .execute()
      expect(conflictMail).toEqual([{ to_address: '', text_body: '' }])
      const erasedLog = await api.inspect.db.selectFrom('channel_event').select('what').execute()
      expect(erasedLog.map((row) => row.what).join('\n')).not.toContain('Moved our guest')
    })

    test('events moving onto nights other moved events leave find them free, whatever their order in the feed', async () => {
      // One Deluxe for nights 150 to 156; X holds 150-151 and Y 152-153, then both shift a night.
      await staffJson('POST', '/api/staff/inventory', {
        roomId: 3,
        from: night(150),
        to: night(156),
        action: 'units',
        units: 1,
      })
      channel.serve(
        '/shift.ics',
        calendar(
          event('x@airbnb.com', night(150), night(152)),
          event('y@airbnb.com', night(152), night(154)),
        ),
      )
      const id = await addFeed(3, 'Shifting', '/shift.ics')
      channel.serve(
        '/shift.ics',
        calendar(
          event('x@airbnb.com', night(151), night(153)),
          event('y@airbnb.com', night(153), night(155)),
        ),
      )
      expect(await sync(id)).toMatchObject({ status: 'ok', moved: 2, conflicts: 0 })
      expect(await booked(3, night(150), night(156))).toEqual({
        [night(150)]: 0,
        [night(151)]: 1,
        [night(152)]: 1,
        [night(153)]: 1,
        [night(154)]: 1,
        [night(155)]: 0,
      })
    })

    test('our own export coming back through a channel is ignored; an event that cannot be read keeps its nights', async () => {
      channel.serve(
        '/echo.ics',
        calendar(
          event('keep@vrbo.com', night(160), night(162)),
          event(`room-1-${night(170)}-${night(172)}@reservations`, night(170), night(172)),
        ),
      )
      const id = await addFeed(1, 'Echo', '/echo.ics')
      expect((await overview()).feeds.find((feed) => feed.id === id)?.events).toBe(1)
      expect(Object.values(await booked(1, night(170), night(172))).every((n) => n === 0)).toBe(
        true,
      )
      const before = await booked(1, night(160), night(162))
      expect(Object.values(before)).toEqual([1, 1])

      channel.serve(
        '/echo.ics',
        // A checkout date that does not exist: the event is unreadable, not gone.
        calendar(event('keep@vrbo.com', night(160), '2027-13-40')),
      )
      expect(await sync(id)).toMatchObject({ status: 'ok', released: 0 })
      expect(await booked(1, night(160), night(162))).toEqual(before)
    })

    test('an event repeating on a day that never comes (30 February) is skipped, the rest of its feed held', async () => {
      channel.serve(
        '/never.ics',
        calendar(
          event('never@x', night(190), night(191), 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'),
          event('real@x', night(192), night(194)),
        ),
      )
      const id = await addFeed(1, 'Never', '/never.ics')

      const feed = (await overview()).feeds.find((candidate) => candidate.id === id)
      expect(feed).toMatchObject({ status: 'ok', events: 1, error: null })
      expect(Object.values(await booked(1, night(192), night(194)))).toEqual([1, 1])
      expect(await sync(id)).toMatchObject({ status: 'ok', added: 0, released: 0 })
    })

    test('a feed whose repeat rule never lets go fails in words at the time limit; the server answers meanwhile, and the feed can be synced again', async () => {
      channel.serve('/runaway.ics', calendar(event('fine@x', night(196), night(197))))
      const id = await addFeed(1, 'Runaway', '/runaway.ics')
      // Week 1 of a year never falls in June: ical.js looks for such a day forever.
      channel.serve(
        '/runaway.ics',
        calendar(
          event('runaway@x', night(196), night(197), 'RRULE:FREQ=DAILY;BYWEEKNO=1;BYMONTH=6'),
        ),
      )

      const syncing = sync(id)
      let answered = 0
      let done = false
      void syncing.finally(() => (done = true))
      for (let ask = 0; ask < 400 && !done; ask += 1) {
        const started = performance.now()
        const response = await api.get('/api/availability?checkIn=x')
        expect(response.status).toBe(400)
        expect(performance.now() - started).toBeLessThan(2000)
        answered += 1
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const failed = await syncing

      expect(answered).toBeGreaterThan(5)
      expect(failed).toMatchObject({ status: 'failed', error: TOO_SLOW, added: 0, released: 0 })
      // What the feed held before stays held; its lease is given back with the failure.
      expect(Object.values(await booked(1, night(196), night(197)))).toEqual([1])
      expect(await sync(id)).toMatchObject({ status: 'failed', error: TOO_SLOW })
    }, 45_000)

    test('one sync of a feed at a time: a second Sync now or a Remove meanwhile gets 409', async () => {
      channel.serve('/slow.ics', calendar(event('slow@airbnb.com', night(180), night(181))))
      const id = await addFeed(1, 'Slow', '/slow.ics')
      channel.serve(
        '/slow.ics',
        calendar(event('slow@airbnb.com', night(180), night(181))),
        200,
        'text/calendar',
        2_000,
      )
      const fetched = channel.hits('/slow.ics')
      const first = staff('POST', `/api/staff/channels/feeds/${id}/sync`)
      await fetchStarted('/slow.ics', fetched)
      const [second, removal] = await Promise.all([
        staff('POST', `/api/staff/channels/feeds/${id}/sync`),
        staff('DELETE', `/api/staff/channels/feeds/${id}`),
      ])
      expect([second.status, removal.status]).toEqual([409, 409])
      expect((await first).status).toBe(200)
      expect((await staff('DELETE', `/api/staff/channels/feeds/${id}`)).status).toBe(200)
    })

    test('a sync that lost its feed meanwhile (its lease ran out and staff removed it) writes nothing', async () => {
      channel.serve('/lost.ics', calendar())
      const id = await addFeed(1, 'Lost', '/lost.ics')
      channel.serve(
        '/lost.ics',
        calendar(event('lost@airbnb.com', night(190), night(192))),
        200,
        'text/calendar',
        2_000,
      )
      const fetched = channel.hits('/lost.ics')
      const syncing = staff('POST', `/api/staff/channels/feeds/${id}/sync`)
      await fetchStarted('/lost.ics', fetched)
      await api.inspect.db
        .updateTable('channel_feed')
        .set({ lease_until: new Date(Date.now() - 1_000).toISOString() })
        .where('id', '=', id)
        .execute()
      expect((await staff('DELETE', `/api/staff/channels/feeds/${id}`)).status).toBe(200)
      expect((await syncing).status).toBe(409)
      expect(Object.values(await booked(1, night(190), night(192))).every((n) => n === 0)).toBe(
        true,
      )
      const blocks = await api.inspect.db
        .selectFrom('channel_block')
        .select('id')
        .where('feed_id', '=', id)
        .execute()
      expect(blocks).toEqual([])
    })

    test('removing a calendar gives back every night its events held', async () => {
      channel.serve('/google.ics', calendar(event('g1@google.com', night(100), night(103))))
      const id = await addFeed(1, 'Google', '/google.ics')
      expect(Object.values(await booked(1, night(100), night(103)))).toEqual([1, 1, 1])
      const response = await staff('DELETE', `/api/staff/channels/feeds/${id}`)
      expect(response.status).toBe(200)
      expect(Object.values(await booked(1, night(100), night(103)))).toEqual([0, 0, 0])
      expect((await overview()).feeds.some((feed) => feed.id === id)).toBe(false)
      expect((await staff('DELETE', `/api/staff/channels/feeds/${id}`)).status).toBe(404)
    })

    test('an address answering 404, or something that is no calendar, is refused in words at add time and nothing is kept', async () => {
      channel.serve('/page.ics', 'Calendar sharing is off for this listing.', 200, 'text/plain')
      const before = (await overview()).feeds.length
      const add = (path: string) =>
        staffJson<{ error: { code: string; fields: Record<string, string> } }>(
          'POST',
          '/api/staff/channels/feeds',
          { roomId: 2, name: 'Cabana 1, Airbnb', url: channel.url(path) },
          400,
        )

      const missing = await add('/nowhere.ics')
      const page = await add('/page.ics')

      expect(missing.error.fields.url).toBe(
        'The calendar address answered 404 (Not Found). Check the calendar link the channel gives.',
      )
      expect(channel.hits('/nowhere.ics')).toBe(1)
      expect(page.error.fields.url).toBe(
        'The address did not answer with a calendar. Check the calendar link the channel gives.',
      )
      expect((await overview()).feeds).toHaveLength(before)
    })

    test('a calendar needs a room type, a name and an http(s) address; odd ids get 404', async () => {
      const refused = await staffJson<{ error: { code: string; fields: Record<string, string> } }>(
        'POST',
        '/api/staff/channels/feeds',
        { roomId: 99, name: '', url: 'ftp://calendar.example/x.ics' },
        400,
      )
      expect(Object.keys(refused.error.fields).sort()).toEqual(['name', 'roomId', 'url'])
      expect((await staff('POST', '/api/staff/channels/feeds/abc/sync')).status).toBe(404)
      expect((await staff('POST', '/api/staff/channels/feeds/999999/sync')).status).toBe(404)
      expect((await staff('POST', '/api/staff/channels/exports/99/rotate')).status).toBe(404)
      expect(
        (await staff('POST', '/api/staff/channels/conflicts/999999/resolve', { note: 'x' })).status,
      ).toBe(404)
      expect((await staff('GET', '/api/staff/calendar/night?roomId=1&night=tomorrow')).status).toBe(
        400,
      )
      expect((await fetch(`${api.url}/api/staff/channels`)).status).toBe(401)
    })
  },
)

describe('two servers on one PostgreSQL', { timeout: BUSY_MACHINE_MS }, () => {
  let api: ApiServer
  let second: Awaited<ReturnType<typeof startReservations>>
  let channel: Awaited<ReturnType<typeof startChannelServer>>

  beforeAll(async () => {
    channel = await startChannelServer()
    const env = { CHANNEL_ALLOW_PRIVATE_HOSTS: '1' }
    api = await startApiServer('postgres', { env, channelTickMs: 40 })
    if (api.target.engine !== 'postgres') throw new Error('expected PostgreSQL')
    second = await startReservations({
      env: { ...env, DATABASE_URL: api.target.url },
      cwd: process.cwd(),
      log: () => {},
      channelTickMs: 40,
      feedReader: { worker: SOURCE_FEED_READER },
    })
  })
  afterAll(async () => {
    await second.stop()
    await api.stop()
    await channel.stop()
  })

  test('fetch each feed once per interval, and hold its nights once', async () => {
    channel.serve('/shared.ics', calendar(event('s1@airbnb.com', night(120), night(122))))
    const at = new Date().toISOString()
    const [feed] = await api.inspect.db
      .insertInto('channel_feed')
      .values({
        room_type_id: 1,
        name: 'Shared',
        url: channel.url('/shared.ics'),
        status: 'new',
        next_sync_at: at,
        created_at: at,
      })
      .returning('id')
      .execute()
    // Waits for the fetch to be recorded: a feed whose next sync is in the future is due for
    // neither server, so a second fetch of this interval could no longer come.
    const synced = (hits: number) =>
      vi.waitFor(
        async () => {
          expect(channel.hits('/shared.ics')).toBeGreaterThanOrEqual(hits)
          const row = await api.inspect.db
            .selectFrom('channel_feed')
            .select('next_sync_at')
            .where('id', '=', feed?.id ?? 0)
            .executeTakeFirstOrThrow()
          expect(new Date(row.next_sync_at).getTime()).toBeGreaterThan(Date.now())
        },
        { timeout: BUSY_MACHINE_MS, interval: 50 },
      )
    const tenTicks = () => new Promise((resolve) => setTimeout(resolve, 10 * 40))
    await synced(1)
    // Ten ticks of both servers' timers more: a second fetch of this interval would be in.
    await tenTicks()
    expect(channel.hits('/shared.ics')).toBe(1)

    // The interval has passed: both servers' timers find it due, one of them fetches it.
    await api.inspect.db
      .updateTable('channel_feed')
      .set({ next_sync_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', feed?.id ?? 0)
      .execute()
    await synced(2)
    await tenTicks()
    expect(channel.hits('/shared.ics')).toBe(2)
    const nights = await api.inspect.db
      .selectFrom('inventory_night')
      .select('booked')
      .where('room_type_id', '=', 1)
      .where('night', 'in', [night(120), night(121)])
      .execute()
    expect(nights.map((row) => row.booked)).toEqual([1, 1])
  })
})

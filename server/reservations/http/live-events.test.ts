/**
 * The consoles' live feed on both engines (docs/reservations.md, "The staff console": an event
 * names the reference of any new request at the feed's next read, each second), through the real
 * server and a second server on the same database.
 */
import http from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import type { LiveEvent } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { startReservations } from '../main'
import { createLiveFeed } from '../services/live-feed'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

const DESK = 'live@resort.example'

type Received = { event: string; data: unknown }

/** An open console's stream, read as it arrives. */
function openStream(url: string, cookie: string) {
  const controller = new AbortController()
  const received: Received[] = []
  let ended = false
  const reading = (async () => {
    const response = await fetch(`${url}/api/staff/events`, {
      headers: { Cookie: cookie },
      signal: controller.signal,
    })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event && data) received.push({ event, data: JSON.parse(data) })
        end = buffer.indexOf('\n\n')
      }
    }
    ended = true
    return response
  })().catch((error: unknown) => {
    ended = true
    if (!controller.signal.aborted) throw error
  })
  return {
    received,
    ended: () => ended,
    close: () => controller.abort(),
    reading,
    /** The first event matching, waiting at most `ms`. */
    async next(match: (item: Received) => boolean, ms = 5_000) {
      const until = Date.now() + ms
      while (Date.now() < until) {
        const found = received.find(match)
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`no matching event within ${ms} ms: ${JSON.stringify(received)}`)
    },
  }
}

const isReservation = (ref: string, status: string) => (item: Received) =>
  item.event === 'reservation' &&
  (item.data as LiveEvent & { kind: 'reservation' }).ref === ref &&
  (item.data as LiveEvent & { kind: 'reservation' }).status === status

describe.each(ENGINES)('the live feed on %s', (engine) => {
  let api: ApiServer
  let cookie = ''

  beforeAll(async () => {
    api = await startApiServer(engine)
    cookie = await signedInStaff(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  // How soon is the feed's interval (a second), not a figure this suite times: a busy machine
  // only makes it later.
  test('a new request reaches an open console, named by its reference, and so does its confirmation', async () => {
    const stream = openStream(api.url, cookie)
    await stream.next((item) => item.event === 'ready')

    const response = await api.post('/api/reservations', bookingBody(stayFromToday(40, 2)))
    expect(response.status).toBe(201)
    const { ref } = (await response.json()) as ReservationView
    const told = await stream.next(isReservation(ref, 'requested'))
    expect(told.data).toEqual({ kind: 'reservation', ref, status: 'requested', isNew: true })

    const confirm = await api.post(`/api/staff/reservations/${ref}/confirm`, {}, { Cookie: cookie })
    expect(confirm.status).toBe(200)
    const confirmed = await stream.next(isReservation(ref, 'confirmed'))
    expect(confirmed.data).toMatchObject({ isNew: false })
    // Each move is told once.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(stream.received.filter(isReservation(ref, 'requested'))).toHaveLength(1)
    stream.close()
  })

  test('a request taken by another server of the resort reaches a console open on this one', async () => {
    const other = await startReservations({
      env: {
        DATABASE_URL: api.target.engine === 'sqlite' ? `file:${api.target.path}` : api.target.url,
        MAX_OPEN_REQUESTS_PER_ADDRESS: '10000',
        MAX_OPEN_REQUESTS_PER_EMAIL: '10000',
      },
      cwd: process.cwd(),
      log: () => {},
    })
    const server = http.createServer(other.handle)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const otherUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const stream = openStream(api.url, cookie)
      await stream.next((item) => item.event === 'ready')
      const response = await fetch(`${otherUrl}/api/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: otherUrl },
        body: JSON.stringify(bookingBody(stayFromToday(45, 1))),
      })
      expect(response.status).toBe(201)
      const { ref } = (await response.json()) as ReservationView
      // Told by the feed's next read (every second, so within 2 s by design); waited for
      // rather than timed, which a busy machine stretches.
      await stream.next(isReservation(ref, 'requested'))
      stream.close()
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await other.stop()
    }
  })

  test('only a signed-in console may listen', async () => {
    const response = await fetch(`${api.url}/api/staff/events`)
    expect(response.status).toBe(401)
    const foreign = await fetch(`${api.url}/api/staff/events`, {
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(foreign.status).toBe(403)
  })

  test('a stopping server ends the open streams, so it need not wait for them', async () => {
    const stream = openStream(api.url, cookie)
    await stream.next((item) => item.event === 'ready')
    await api.endStreams()
    await stream.reading
    expect(stream.ended()).toBe(true)
  })

  test('a move stamped before the last read but committed after it is still told, once; a stopped feed ends its listeners', async () => {
    const response = await api.post('/api/reservations', bookingBody(stayFromToday(50, 1)))
    const { ref } = (await response.json()) as ReservationView
    const row = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow()
    const reads: string[] = []
    const feed = createLiveFeed({
      db: api.inspect.db,
      now: () => new Date(),
      log: (line) => reads.push(line),
      intervalMs: 50,
    })
    const told: LiveEvent[] = []
    let ended = false
    const unsubscribe = feed.subscribe({ event: (event) => told.push(event), end: () => {} })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(told).toEqual([])

    // As a slow transaction on another server would: its time is from before this feed's reads.
    await api.inspect.db
      .insertInto('reservation_event')
      .values({
        reservation_id: row.id,
        actor_kind: 'staff',
        staff_id: null,
        at: new Date(Date.now() - 3_000).toISOString(),
        from_status: 'requested',
        to_status: 'confirmed',
        note: '',
      })
      .execute()
    // Told at the feed's next read, however late a busy machine runs it; and only once, however
    // many reads follow.
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 10_000, interval: 50 })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(told).toEqual([{ kind: 'reservation', ref, status: 'confirmed', isNew: false }])

    unsubscribe()
    expect(feed.listeners()).toBe(0)
    feed.subscribe({ event: (event) => told.push(event), end: () => (ended = true) })
    await feed.stop()
    expect(ended).toBe(true)
    expect(feed.listeners()).toBe(0)
    expect(reads).toEqual([])
  })
})

/**
 * Faults, each on real processes: PostgreSQL
 * restarted under load, SQLite locked by another process, SIGTERM under load, and /healthz
 * telling a load balancer whether the database answers. Answers are 503 with the error body,
 * never 500, and nothing acknowledged is lost.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FixtureBuild } from '../test-support/fixture-build'
import { startPostgres, type RunningPostgres } from '../test-support/postgres'
import { freshDatabase } from '../test-support/test-database'
import type { ChannelFeedView, ChannelsResponse } from '../../domain/staff-contract'
import { openDatabase } from './data/connect'
import { addStaff } from './data/staff'
import { TOO_SLOW } from './ical/read-feed-isolated'
import { hashPassword } from './services/staff-auth'
import { bookingBody, stayFromToday } from './test-support/bookings'
import {
  databaseUrlOf,
  postJson,
  reservationsFixture,
  startedServer,
  stopServer,
} from './test-support/server-process'

let build: FixtureBuild
const PASSWORD = 'correct horse battery'

beforeAll(async () => {
  build = await reservationsFixture()
}, 60_000)
afterAll(() => build.remove())

const env = (databaseUrl: string) => ({
  RESERVATIONS: 'on',
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_BOOKINGS: '100000',
  RATE_LIMIT_LOOKUPS: '100000',
  MAX_OPEN_REQUESTS_PER_ADDRESS: '100000',
  MAX_OPEN_REQUESTS_PER_EMAIL: '100000',
})
const booking = (index: number) =>
  bookingBody({ roomId: 3, adults: 1, kids: 0, ...stayFromToday(200 + (index % 300), 1) })

describe('PostgreSQL restarted under load', () => {
  let postgres: RunningPostgres

  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres.stop()
  })

  test('requests meanwhile get 503 with the error body, the server recovers by itself, nothing acknowledged is lost', async () => {
    const server = await startedServer(build.buildDir, env(postgres.url))
    const acknowledged: string[] = []
    const statuses = new Map<number, number>()
    const unavailableCodes = new Set<string>()
    let sent = 0

    const worker = async () => {
      while (sent < 240) {
        const index = sent++
        const response = await postJson(server.url, '/api/reservations', booking(index)).catch(
          () => null,
        )
        if (!response) continue
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const body = (await response.json()) as { ref?: string; error?: { code: string } }
        if (response.status === 201 && body.ref) acknowledged.push(body.ref)
        if (response.status === 503) unavailableCodes.add(body.error?.code ?? 'none')
      }
    }
    const load = Promise.all(Array.from({ length: 4 }, worker))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await postgres.restart()
    await load

    const healthAfter = await fetch(`${server.url}/healthz`)
    const after = await postJson(server.url, '/api/reservations', booking(999))
    const found = await Promise.all(
      acknowledged.map(
        async (ref) =>
          (await fetch(`${server.url}/api/reservations/${ref}?email=maria.santos@example.com`))
            .status,
      ),
    )
    await stopServer(server)

    expect(
      [...statuses.keys()].filter((status) => ![201, 409, 503].includes(status)),
      server.stdout(),
    ).toEqual([])
    expect([...unavailableCodes].every((code) => code === 'unavailable')).toBe(true)
    expect(healthAfter.status).toBe(200)
    expect(after.status).toBe(201)
    expect(new Set(found)).toEqual(new Set([200]))
    expect(acknowledged.length).toBeGreaterThan(0)
  }, 90_000)

  test('/healthz answers 503 while the database is down and 200 once it is back', async () => {
    const server = await startedServer(build.buildDir, env(postgres.url))
    // Not kept open across the stop, which took seconds on a busy machine: the server ends an
    // idle connection after 5 s, and one reused at that moment is closed under the request.
    const up = await fetch(`${server.url}/healthz`, { headers: { Connection: 'close' } })

    await postgres.stop()
    const down = await fetch(`${server.url}/healthz`)
    const bookingWhileDown = await postJson(server.url, '/api/reservations', booking(1))
    postgres = await startPostgres()
    await stopServer(server)

    expect(up.status).toBe(200)
    expect(await up.text()).toBe('ok\n')
    expect(down.status).toBe(503)
    expect(await down.text()).toBe('database unreachable\n')
    expect(bookingWhileDown.status).toBe(503)
    expect(((await bookingWhileDown.json()) as { error: { code: string } }).error.code).toBe(
      'unavailable',
    )
  }, 90_000)
})

test('SQLite locked by another process: a booking waits, then gets 503; reads go on; once free it books', async () => {
  const fresh = await freshDatabase('sqlite')
  const server = await startedServer(build.buildDir, env(databaseUrlOf(fresh.target)))
  const path = fresh.target.engine === 'sqlite' ? fresh.target.path : ''
  const locker = lockSqlite(path, 45_000)
  const lockerGone = once(locker, 'exit')
  await once(locker.stdout, 'data')

  const started = Date.now()
  const locked = await postJson(server.url, '/api/reservations', booking(1))
  const waitedMs = Date.now() - started
  const read = await fetch(
    `${server.url}/api/availability?checkIn=${stayFromToday(5, 1).checkIn}&checkOut=${stayFromToday(6, 1).checkIn}&adults=1`,
  )
  locker.stdin?.end()
  await lockerGone
  const free = await postJson(server.url, '/api/reservations', booking(2))
  await stopServer(server)
  await fresh.cleanup()

  expect(locked.status).toBe(503)
  expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('unavailable')
  expect(waitedMs).toBeGreaterThanOrEqual(4000)
  expect(read.status).toBe(200)
  expect(free.status).toBe(201)
}, 60_000)

test('SIGTERM under load: requests in flight finish, then the process exits 0', async () => {
  const fresh = await freshDatabase('sqlite')
  const server = await startedServer(build.buildDir, env(databaseUrlOf(fresh.target)))
  // Another process holds the write lock until SIGTERM is sent, so the bookings below are
  // inside the server, waiting for it, when it arrives (30 s is only the end of a test gone wrong).
  const locker = lockSqlite(fresh.target.engine === 'sqlite' ? fresh.target.path : '', 30_000)
  const lockerGone = once(locker, 'exit')
  await once(locker.stdout, 'data')

  const bookings = Array.from({ length: 20 }, (_, index) =>
    bookingInFlight(server.url, booking(index)),
  )
  await Promise.all(bookings.map(({ inside }) => inside))
  const exit = stopServer(server)
  locker.stdin?.end()
  const statuses = await Promise.all(bookings.map(({ status }) => status))
  const code = await exit
  await lockerGone
  await fresh.cleanup()

  expect(statuses).toEqual(Array(20).fill(201))
  expect(code).toBe(0)
}, 60_000)

/**
 * A booking sent with `Expect: 100-continue`: Node's server answers 100 once it has read the
 * request's head and handed it to the app, so `inside` says the request is in flight there (a
 * fixed wait said so only when the machine was quick: a connection not yet read when the stop
 * begins is closed, as it should be). `status` is the answer's.
 */
function bookingInFlight(url: string, body: unknown) {
  const payload = JSON.stringify(body)
  let inside: () => void = () => {}
  const readByServer = new Promise<void>((resolve) => (inside = resolve))
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(`${url}/api/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(payload),
        Origin: url,
        Expect: '100-continue',
      },
    })
    request.on('continue', () => {
      inside()
      request.end(payload)
    })
    request.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('error', reject)
    request.flushHeaders()
  })
  return { inside: readByServer, status }
}

test('a channel feed whose repeat rule never lets go: /healthz answers within 2 s throughout, and the feed fails in words', async () => {
  const fresh = await freshDatabase('sqlite')
  const channel = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar' })
    // Week 1 of a year never falls in June: ical.js looks for such a day forever.
    response.end(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:runaway@x',
        'DTSTART;VALUE=DATE:20270101',
        'DTEND;VALUE=DATE:20270102',
        'RRULE:FREQ=DAILY;BYWEEKNO=1;BYMONTH=6',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
  })
  channel.listen(0, '127.0.0.1')
  await once(channel, 'listening')
  const feedUrl = `http://127.0.0.1:${(channel.address() as AddressInfo).port}/runaway.ics`
  const server = await startedServer(build.buildDir, {
    ...env(databaseUrlOf(fresh.target)),
    CHANNEL_ALLOW_PRIVATE_HOSTS: '1',
  })
  const inspect = await openDatabase(fresh.target)
  try {
    await addStaff(
      inspect.db,
      'desk@resort.example',
      await hashPassword(PASSWORD),
      new Date().toISOString(),
    )
    const signIn = await postJson(server.url, '/api/staff/sign-in', {
      email: 'desk@resort.example',
      password: PASSWORD,
    })
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const added = await postJson(
      server.url,
      '/api/staff/channels/feeds',
      { roomId: 1, name: 'Runaway', url: feedUrl },
      { Cookie: cookie },
    )
    expect(added.status).toBe(201)
    const { id } = (await added.json()) as { id: number }

    // The production reader gives a feed 15 s; asked every quarter second until the feed has
    // failed, for at most 40 s, /healthz must answer each time within 2 s.
    let feed: ChannelFeedView | undefined
    let answered = 0
    for (let ask = 0; ask < 160; ask += 1) {
      // Once, under a busy machine, the server stopped answering at all: what it said then.
      const health = await fetch(`${server.url}/healthz`, {
        signal: AbortSignal.timeout(2000),
      }).catch((error: unknown) => {
        throw new Error(
          `/healthz: ${String(error)}; the server's exit code ${server.process.exitCode}, signal ${server.process.signalCode}; it said:\n${server.stdout()}\n${server.stderr()}`,
        )
      })
      expect(health.status).toBe(200)
      answered += 1
      const channels = await fetch(`${server.url}/api/staff/channels`, {
        headers: { Cookie: cookie },
        signal: AbortSignal.timeout(2000),
      })
      feed = ((await channels.json()) as ChannelsResponse).feeds.find((item) => item.id === id)
      if (feed?.status === 'failed') break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }

    expect(answered).toBeGreaterThan(20)
    expect(feed).toMatchObject({ status: 'failed', error: TOO_SLOW })
    expect(server.process.exitCode).toBeNull()
  } finally {
    await inspect.close()
    await stopServer(server)
    channel.close()
    await fresh.cleanup()
  }
}, 90_000)

/** Another process that takes SQLite's write lock, prints once it holds it, and lets go after `ms`. */
/**
 * Another process holding the SQLite file locked until the test closes its stdin (or `maxMs`
 * pass): held for as long as the test needs, however slowly a busy machine answers.
 */
function lockSqlite(path: string, maxMs: number) {
  const release = `() => { db.exec('ROLLBACK'); db.close(); process.exit(0) }`
  return spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(path)}); db.exec('BEGIN EXCLUSIVE'); console.log('locked'); const release = ${release}; process.stdin.on('end', release); process.stdin.resume(); setTimeout(release, ${maxMs})`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
}

/**
 * Past one machine (docs/reservations.md, "Scale"): two server processes on one PostgreSQL share
 * everything that must be shared. Bookings through both never oversell, a staff session works
 * on both, rate limits count together, and each mail is sent once.
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { nightsOf } from '../../domain/calendar'
import type { SessionResponse } from '../../domain/staff-contract'
import { holdsInventory } from '../../domain/reservation-status'
import type { FixtureBuild } from '../test-support/fixture-build'
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink'
import { freshDatabase, type FreshDatabase } from '../test-support/test-database'
import { openDatabase, type OpenDatabase } from './data/connect'
import { addStaff } from './data/staff'
import { hashPassword } from './services/staff-auth'
import { bookingBody, stayFromToday } from './test-support/bookings'
import {
  databaseUrlOf,
  postJson,
  reservationsFixture,
  startedServer,
  stopServer,
  type Started,
} from './test-support/server-process'

let build: FixtureBuild
let fresh: FreshDatabase
let sink: SmtpSink
let inspect: OpenDatabase
let servers: Started[]

beforeAll(async () => {
  build = await reservationsFixture()
  fresh = await freshDatabase('postgres')
  sink = await startSmtpSink()
  const env = {
    RESERVATIONS: 'on',
    DATABASE_URL: databaseUrlOf(fresh.target),
    SMTP_URL: sink.url,
    RATE_LIMIT_BOOKINGS: '60',
    MAX_OPEN_REQUESTS_PER_ADDRESS: '1000',
    MAX_OPEN_REQUESTS_PER_EMAIL: '1000',
  }
  servers = await Promise.all([
    startedServer(build.buildDir, env),
    startedServer(build.buildDir, env),
  ])
  inspect = await openDatabase(fresh.target)
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map(stopServer))
  await inspect.close()
  await sink.stop()
  await fresh.cleanup()
  build.remove()
})

test('bookings through both servers at once never oversell a night, and each mail goes out once', async () => {
  const stay = stayFromToday(30, 2)
  const requests = Array.from({ length: 24 }, (_, index) => {
    const server = servers[index % 2] as Started
    const body = bookingBody({
      roomId: 3,
      adults: 2,
      kids: 0,
      ...stay,
      guest: {
        name: `Guest ${index}`,
        email: `guest${index}@example.com`,
        phone: '+63 2 8123 4567',
      },
    })
    return postJson(server.url, '/api/reservations', body)
  })

  const responses = await Promise.all(requests)
  const refs = await Promise.all(
    responses
      .filter((r) => r.status === 201)
      .map(async (r) => ((await r.json()) as { ref: string }).ref),
  )
  for (const ref of refs)
    await sink.waitFor(
      (mail) => mail.to.some((to) => to.startsWith('guest')) && mail.text.includes(ref),
      15_000,
    )
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const nights = await inspect.db
    .selectFrom('inventory_night')
    .selectAll()
    .where('room_type_id', '=', 3)
    .execute()
  const holding = (await inspect.db.selectFrom('reservation').selectAll().execute()).filter((r) =>
    holdsInventory(r.status),
  )

  expect(
    responses.map((r) => r.status).filter((status) => status !== 201 && status !== 409),
  ).toEqual([])
  expect(refs).toHaveLength(4)
  for (const night of nightsOf(stay.checkIn, stay.checkOut)) {
    const row = nights.find((n) => n.night === night)
    expect(row?.booked).toBe(4)
    expect(holding.filter((r) => r.check_in <= night && night < r.check_out)).toHaveLength(4)
  }
  for (const ref of refs) {
    expect(
      sink.messages.filter(
        (mail) => mail.text.includes(ref) && mail.to.some((to) => to.startsWith('guest')),
      ),
    ).toHaveLength(1)
    expect(
      sink.messages.filter(
        (mail) => mail.text.includes(ref) && !mail.to.some((to) => to.startsWith('guest')),
      ),
    ).toHaveLength(1)
  }
}, 60_000)

test('a staff session made on one server is valid on the other, and signing out ends it on both', async () => {
  await addStaff(
    inspect.db,
    'desk@resort.example',
    await hashPassword('a long staff password'),
    new Date().toISOString(),
  )
  const [first, second] = servers as [Started, Started]

  const signIn = await postJson(first.url, '/api/staff/sign-in', {
    email: 'desk@resort.example',
    password: 'a long staff password',
  })
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const onSecond = await fetch(`${second.url}/api/staff/me`, { headers: { Cookie: cookie } })
  await postJson(second.url, '/api/staff/sign-out', {}, { Cookie: cookie })
  const onFirstAfter = await fetch(`${first.url}/api/staff/me`, { headers: { Cookie: cookie } })

  expect(signIn.status).toBe(200)
  expect(((await onSecond.json()) as SessionResponse).staff?.email).toBe('desk@resort.example')
  expect(await onFirstAfter.json()).toEqual({ staff: null })
})

test('rate limits count requests to both servers together', async () => {
  const statuses: number[] = []
  for (let index = 0; index < 70; index += 1) {
    const server = servers[index % 2] as Started
    statuses.push(
      (await postJson(server.url, '/api/reservations', { roomId: 'not a room' })).status,
    )
  }

  // Counted apart, each server would allow 60 and all 70 would pass (35 each).
  const firstRefusal = statuses.indexOf(429)
  expect(firstRefusal).toBeGreaterThan(0)
  expect(firstRefusal).toBeLessThanOrEqual(60)
  expect(statuses.slice(0, firstRefusal).every((status) => status === 400)).toBe(true)
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true)
})

import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday } from '../../../domain/calendar'
import type {
  CalendarResponse,
  MovementsResponse,
  ReservationDetail,
  SessionResponse,
} from '../../../domain/staff-contract'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { runStaffCommand } from '../staff-cli'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody, stayFromToday } from '../test-support/bookings'

const PASSWORD = 'correct horse battery'
const DESK = 'desk@resort.example'

describe.each(ENGINES)('the staff API on %s', (engine) => {
  let api: ApiServer
  let cookie: string

  beforeAll(async () => {
    api = await startApiServer(engine, {
      signInLimits: { perAccount: 3, perAddress: 50, windowSeconds: 900 },
    })
    await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
    await addStaff(
      api.inspect.db,
      'night@resort.example',
      await hashPassword(PASSWORD),
      new Date().toISOString(),
    )
    cookie = await signIn(DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
    const response = await api.post('/api/staff/sign-in', { email, password }, headers)
    expect(response.status).toBe(200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }

  const staffGet = (path: string, session = cookie, headers: Record<string, string> = {}) =>
    fetch(api.url + path, { headers: { Cookie: session, ...headers } })
  const staffPost = (path: string, body: unknown, session = cookie) =>
    api.post(path, body, { Cookie: session })

  async function guestRequest(startInDays: number, overrides: Record<string, unknown> = {}) {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(startInDays, 2), ...overrides }),
    )
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  async function unitsLeft(stay: { checkIn: string; checkOut: string }, roomId: number) {
    const body = (await (await api.get(availabilityPath(stay, 1))).json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === roomId)?.unitsLeft
  }

  /** The staff member `GET /api/staff/me` names for this session, or null. */
  const signedInAs = async (session: string) => {
    const response = await staffGet('/api/staff/me', session)
    expect(response.status).toBe(200)
    return ((await response.json()) as SessionResponse).staff?.email ?? null
  }

  const ROUTES: [string, string][] = [
    ['GET', '/api/staff/requests'],
    ['GET', '/api/staff/reservations/ABCDEFGH'],
    ['POST', '/api/staff/reservations/ABCDEFGH/confirm'],
    ['POST', '/api/staff/reservations/ABCDEFGH/decline'],
    ['POST', '/api/staff/reservations/ABCDEFGH/cancel'],
    ['POST', '/api/staff/reservations/ABCDEFGH/guest'],
    ['GET', '/api/staff/calendar?from=2030-01-01&days=60'],
    ['POST', '/api/staff/inventory'],
    ['GET', '/api/staff/movements'],
    ['GET', '/api/staff/search?q=maria'],
    ['POST', '/api/staff/bookings'],
    ['POST', '/api/staff/sign-out'],
  ]

  test.each(ROUTES)('%s %s is 401 without a session', async (method, path) => {
    const response = await fetch(api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: api.origin },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })

    expect(response.status).toBe(401)
    expect(((await response.json()) as ApiError).error.code).toBe('unauthorized')
  })

  test('GET /api/staff/me without a session answers that nobody is signed in', async () => {
    const response = await fetch(`${api.url}/api/staff/me`)

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ staff: null })
    expect(await signedInAs('staff_session=not-a-session')).toBeNull()
  })

  test.each([...ROUTES, ['GET', '/api/staff/me']])(
    '%s %s is 403 from another site, even with a session',
    async (method, path) => {
      const response = await fetch(api.url + path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Origin: 'https://evil.example',
          Cookie: cookie,
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      })
      const crossSite = await staffGet(path, cookie, { 'Sec-Fetch-Site': 'cross-site' })

      expect(response.status).toBe(403)
      if (method === 'GET') expect(crossSite.status).toBe(403)
    },
  )

  test('sign-in sets an HttpOnly, Secure, SameSite=Lax session cookie holding no staff data', async () => {
    const response = await api.post('/api/staff/sign-in', {
      email: 'Night@Resort.example',
      password: PASSWORD,
    })
    const setCookie = response.headers.get('set-cookie') ?? ''
    const me = await staffGet('/api/staff/me', setCookie.split(';')[0])
    const stored = await api.inspect.db.selectFrom('session').select('token_hash').execute()

    expect(response.status).toBe(200)
    expect(setCookie).toMatch(/^staff_session=[\w-]{43};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Secure/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(await me.json()).toEqual({
      staff: { id: expect.any(Number), email: 'night@resort.example', role: 'manager' },
    })
    expect(stored.map((row) => row.token_hash)).not.toContain(
      setCookie.split(';')[0]?.split('=')[1],
    )
  })

  test('behind HTTPS (TRUST_PROXY and X-Forwarded-Proto) the cookie takes the __Host- prefix', async () => {
    const proxied = await startApiServer(engine, {
      env: { TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.resort.example' },
    })
    await addStaff(proxied.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())

    const response = await proxied.post(
      '/api/staff/sign-in',
      { email: DESK, password: PASSWORD },
      { 'X-Forwarded-Proto': 'https' },
    )
    await proxied.stop()

    expect(response.headers.get('set-cookie')).toMatch(/^__Host-staff_session=[^;]+;.*Path=\//)
  })

  test('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await api.post('/api/staff/sign-in', {
      email: 'night@resort.example',
      password: 'not the password',
    })
    const unknown = await api.post('/api/staff/sign-in', {
      email: 'nobody@resort.example',
      password: 'not the password',
    })

    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  test('failed sign-ins are throttled per account, with a clear message, even for the right password', async () => {
    await addStaff(
      api.inspect.db,
      'target@resort.example',
      await hashPassword(PASSWORD),
      new Date().toISOString(),
    )
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api.post('/api/staff/sign-in', {
        email: 'target@resort.example',
        password: `guess ${attempt}`,
      })
    }

    const blocked = await api.post('/api/staff/sign-in', {
      email: 'target@resort.example',
      password: PASSWORD,
    })
    const other = await api.post('/api/staff/sign-in', {
      email: 'night@resort.example',
      password: PASSWORD,
    })

    expect(blocked.status).toBe(429)
    expect(((await blocked.json()) as ApiError).error.message).toMatch(
      /Too many failed sign-ins\. Try again in \d+ minutes?\./,
    )
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(other.status).toBe(200)
  })

  test('a session lasts 12 hours from its last use, and sign-out ends it', async () => {
    const session = await signIn('night@resort.example')
    const start = Date.now()

    api.setNow(new Date(start + 6 * 3600_000))
    const midway = await signedInAs(session)
    api.setNow(new Date(start + 17 * 3600_000))
    const slid = await signedInAs(session)
    api.setNow(new Date(start + 29.1 * 3600_000))
    const expired = await signedInAs(session)
    api.setNow(new Date())
    const fresh = await signIn('night@resort.example')
    const signOut = await staffPost('/api/staff/sign-out', {}, fresh)

    expect([midway, slid, expired]).toEqual(['night@resort.example', 'night@resort.example', null])
    expect(signOut.status).toBe(200)
    expect(await signedInAs(fresh)).toBeNull()
    expect((await staffGet('/api/staff/requests', fresh)).status).toBe(401)
  })

  test('signing in again gives a new token and ends the session the browser had', async () => {
    const first = await signIn('night@resort.example')

    const second = await signIn('night@resort.example', PASSWORD, { Cookie: first })

    expect(second).not.toBe(first)
    expect(await signedInAs(first)).toBeNull()
    expect(await signedInAs(second)).toBe('night@resort.example')
  })

  test('the queue lists requests oldest first; confirming one keeps its nights and mails the guest', async () => {
    const older = await guestRequest(120)
    const newer = await guestRequest(122)
    const queue = (await (await staffGet('/api/staff/requests')).json()) as {
      requests: ReservationView[]
    }

    const confirm = await staffPost(`/api/staff/reservations/${older.ref}/confirm`, {})
    const detail = (await confirm.json()) as ReservationDetail
    const again = await staffPost(`/api/staff/reservations/${older.ref}/confirm`, {})
    const queueAfter = (await (await staffGet('/api/staff/requests')).json()) as {
      requests: ReservationView[]
    }
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .select(['kind', 'to_address'])
      .where('subject', 'like', `%${older.ref}%`)
      .execute()

    const refs = queue.requests.map((r) => r.ref)
    expect(refs.indexOf(older.ref)).toBeLessThan(refs.indexOf(newer.ref))
    expect(confirm.status).toBe(200)
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.reservation.holdExpiresAt).toBeNull()
    expect(detail.actions).toEqual(['cancel', 'edit', 'change', 'assign'])
    expect(detail.events.at(-1)).toMatchObject({ who: DESK, from: 'requested', to: 'confirmed' })
    expect(again.status).toBe(409)
    expect(queueAfter.requests.map((r) => r.ref)).not.toContain(older.ref)
    expect(await unitsLeft(stayFromToday(120, 2), 2)).toBe(1)
    expect(mail.map((m) => m.to_address)).toContain('maria.santos@example.com')
    expect(mail.length).toBe(3)
  })

  test('declining needs a reason, gives the nights back and sends the reason to the guest', async () => {
    const request = await guestRequest(124)

    const withoutReason = await staffPost(`/api/staff/reservations/${request.ref}/decline`, {})
    const decline = await staffPost(`/api/staff/reservations/${request.ref}/decline`, {
      reason: 'The cabana is closed for repairs that week.',
    })
    const detail = (await decline.json()) as ReservationDetail
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', 'like', '%declined%')
      .where('subject', 'like', `%${request.ref}%`)
      .execute()

    expect(withoutReason.status).toBe(400)
    expect(((await withoutReason.json()) as ApiError).error.fields).toHaveProperty('reason')
    expect(detail.reservation.status).toBe('declined')
    expect(detail.events.at(-1)).toMatchObject({
      who: DESK,
      to: 'declined',
      note: 'The cabana is closed for repairs that week.',
    })
    expect(await unitsLeft(stayFromToday(124, 2), 2)).toBe(2)
    expect(mail[0]?.text_body).toContain('The cabana is closed for repairs that week.')
  })

  test('staff cancel a confirmed booking with a reason and the nights are free again', async () => {
    const request = await guestRequest(126)
    await staffPost(`/api/staff/reservations/${request.ref}/confirm`, {})

    const cancel = await staffPost(`/api/staff/reservations/${request.ref}/cancel`, {
      reason: 'Guest called to cancel.',
    })
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', 'like', '%cancel%')
      .where('subject', 'like', `%${request.ref}%`)
      .execute()

    expect(((await cancel.json()) as ReservationDetail).reservation.status).toBe('cancelled')
    expect(mail[0]?.text_body).toContain('Guest called to cancel.')
    expect(await unitsLeft(stayFromToday(126, 2), 2)).toBe(2)
  })

  test('editing guest details leaves an event naming what changed, not the data', async () => {
    const request = await guestRequest(128)

    const edit = await staffPost(`/api/staff/reservations/${request.ref}/guest`, {
      name: 'Maria S. Cruz',
      email: 'maria.cruz@example.com',
      phone: '+63 917 123 4567',
      notes: '',
    })
    const detail = (await edit.json()) as ReservationDetail
    const invalidEdit = await staffPost(`/api/staff/reservations/${request.ref}/guest`, {
      name: '',
      email: 'nope',
      phone: 'x',
    })

    expect(detail.reservation.guest).toEqual({
      name: 'Maria S. Cruz',
      email: 'maria.cruz@example.com',
      phone: '+63 917 123 4567',
    })
    expect(detail.events.at(-1)).toMatchObject({
      who: DESK,
      from: 'requested',
      to: 'requested',
      note: 'Guest details edited (name, email, special requests)',
    })
    expect(invalidEdit.status).toBe(400)
    expect(Object.keys(((await invalidEdit.json()) as ApiError).error.fields ?? {}).sort()).toEqual(
      ['email', 'name', 'phone'],
    )
  })

  test('the calendar shows booked / units per night and closed nights', async () => {
    const stay = stayFromToday(130, 2)
    await guestRequest(130)
    await staffPost('/api/staff/inventory', {
      roomId: 1,
      from: stay.checkIn,
      to: stay.checkOut,
      action: 'close',
    })

    const calendar = (await (
      await staffGet(`/api/staff/calendar?from=${stay.checkIn}&days=60`)
    ).json()) as CalendarResponse
    const cabana = calendar.rooms.find((room) => room.id === 2)
    const hotel = calendar.rooms.find((room) => room.id === 1)

    expect(calendar.nights).toHaveLength(60)
    expect(cabana?.nights.slice(0, 3)).toEqual([
      { night: stay.checkIn, units: 2, booked: 1, closed: false, channels: [] },
      { night: addDays(stay.checkIn, 1), units: 2, booked: 1, closed: false, channels: [] },
      { night: stay.checkOut, units: 2, booked: 0, closed: false, channels: [] },
    ])
    expect(hotel?.nights.slice(0, 3).map((night) => night.closed)).toEqual([true, true, false])
  })

  test('a closed night stops new bookings for it; reopening lets them in again', async () => {
    const stay = stayFromToday(140, 1)
    await staffPost('/api/staff/inventory', {
      roomId: 3,
      from: stay.checkIn,
      to: stay.checkOut,
      action: 'close',
    })

    const whileClosed = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 3, adults: 2, kids: 0, ...stay }),
    )
    await staffPost('/api/staff/inventory', {
      roomId: 3,
      from: stay.checkIn,
      to: stay.checkOut,
      action: 'open',
    })
    const reopened = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 3, adults: 2, kids: 0, ...stay }),
    )

    expect(whileClosed.status).toBe(409)
    expect(reopened.status).toBe(201)
  })

  test('units can change for a range, never below what is booked: a clear refusal that changes nothing', async () => {
    const stay = stayFromToday(150, 3)
    await guestRequest(151, { roomId: 3, adults: 2, kids: 0 })
    await guestRequest(151, { roomId: 3, adults: 2, kids: 0 })

    const refused = await staffPost('/api/staff/inventory', {
      roomId: 3,
      from: stay.checkIn,
      to: stay.checkOut,
      action: 'units',
      units: 1,
    })
    const refusal = (await refused.json()) as ApiError
    const unchanged = (await (
      await staffGet(`/api/staff/calendar?from=${stay.checkIn}&days=3`)
    ).json()) as CalendarResponse
    const allowed = await staffPost('/api/staff/inventory', {
      roomId: 3,
      from: stay.checkIn,
      to: stay.checkOut,
      action: 'units',
      units: 2,
    })
    const changed = (await (
      await staffGet(`/api/staff/calendar?from=${stay.checkIn}&days=3`)
    ).json()) as CalendarResponse

    expect(refused.status).toBe(409)
    expect(refusal.error.message).toBe(
      `2 rooms are already booked on ${addDays(stay.checkIn, 1)}: units cannot go below that.`,
    )
    expect(
      unchanged.rooms.find((room) => room.id === 3)?.nights.map((night) => night.units),
    ).toEqual([4, 4, 4])
    expect(allowed.status).toBe(200)
    expect(changed.rooms.find((room) => room.id === 3)?.nights.map((night) => night.units)).toEqual(
      [2, 2, 2],
    )
    expect(
      await unitsLeft({ checkIn: addDays(stay.checkIn, 1), checkOut: addDays(stay.checkIn, 2) }, 3),
    ).toBe(0)
  })

  test('bad calendar and inventory input is a 400', async () => {
    const broken = await staffPost('/api/staff/inventory', '{"roomId": 3,')
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as ApiError).error.code).toBe('bad_request')
    expect((await staffGet('/api/staff/calendar?from=tomorrow&days=60')).status).toBe(400)
    expect((await staffGet('/api/staff/calendar?from=2030-01-01&days=9999')).status).toBe(400)
    expect(
      (
        await staffPost('/api/staff/inventory', {
          roomId: 3,
          from: '2030-01-05',
          to: '2030-01-01',
          action: 'close',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await staffPost('/api/staff/inventory', {
          roomId: 3,
          from: '2030-01-01',
          to: '2030-01-05',
          action: 'paint',
        })
      ).status,
    ).toBe(400)
  })

  test('a phone booking without email is confirmed at once and is on today’s arrivals', async () => {
    const today = resortToday(new Date())
    const response = await staffPost('/api/staff/bookings', {
      roomId: 1,
      checkIn: today,
      checkOut: addDays(today, 1),
      adults: 2,
      kids: 0,
      guest: { name: 'Jose Rizal', phone: '+63 2 8123 4567' },
    })
    const booking = (await response.json()) as ReservationView
    const movements = (await (await staffGet('/api/staff/movements')).json()) as MovementsResponse
    const guestLookup = await api.get(`/api/reservations/${booking.ref}?email=`)

    expect(response.status).toBe(201)
    expect(booking).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
      guest: { name: 'Jose Rizal', email: '' },
    })
    expect(movements).toMatchObject({ date: today, today })
    expect(movements.arrivals.map((stay) => stay.reservation.ref)).toContain(booking.ref)
    expect(guestLookup.status).toBe(404)
  })

  test('a phone booking goes through the same no-oversell path', async () => {
    const stay = stayFromToday(160, 1)
    await guestRequest(160)
    await guestRequest(160)

    const response = await staffPost('/api/staff/bookings', {
      roomId: 2,
      ...stay,
      adults: 2,
      kids: 0,
      guest: { name: 'Late Caller', phone: '+63 2 8123 4567' },
    })

    expect(response.status).toBe(409)
    expect(((await response.json()) as ApiError).error.code).toBe('sold_out')
  })

  test('search finds by reference, by part of a name and by email; odd text is safe', async () => {
    const request = await guestRequest(170, {
      guest: {
        name: 'Lapu 100% Lapu',
        email: 'lapu_lapu@mactan.example',
        phone: '+63 2 8123 4567',
      },
    })

    const search = async (q: string) =>
      (
        (await (await staffGet(`/api/staff/search?q=${encodeURIComponent(q)}`)).json()) as {
          results?: ReservationView[]
        }
      ).results?.map((r) => r.ref) ?? []

    expect(await search(request.ref.toLowerCase())).toContain(request.ref)
    expect(await search('lapu 100%')).toContain(request.ref)
    expect(await search('LAPU_LAPU@')).toContain(request.ref)
    expect(await search('100% Lapu')).toEqual([request.ref])
    expect(await search("'; drop table reservation; --")).toEqual([])
    expect((await staffGet('/api/staff/search?q=a')).status).toBe(400)
  })

  test('a removed account’s sessions end at once', async () => {
    await addStaff(
      api.inspect.db,
      'leaver@resort.example',
      await hashPassword(PASSWORD),
      new Date().toISOString(),
    )
    const session = await signIn('leaver@resort.example')
    const io = {
      stdin: Readable.from([]) as unknown as NodeJS.ReadStream,
      stdout: () => {},
      stderr: () => {},
      env: { DATABASE_URL: databaseUrl(api) },
      cwd: process.cwd(),
    }

    const code = await runStaffCommand(['remove', 'leaver@resort.example'], io)

    expect(code).toBe(0)
    expect(await signedInAs(session)).toBeNull()
  })
})

function databaseUrl(api: ApiServer): string {
  return api.target.engine === 'sqlite' ? `file:${api.target.path}` : api.target.url
}

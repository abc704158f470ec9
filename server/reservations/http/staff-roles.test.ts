/**
 * Staff roles over HTTP on both engines (docs/reservations.md, "Staff roles"): every endpoint of
 * the staff API, asked by every role, passes the role check where ENDPOINT_ROLES allows it and is
 * refused 403 `forbidden` in words where not. The list is STAFF_API itself, so a new route is in
 * this table the day it is added. Then: what each account writes names it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday } from '../../../domain/calendar'
import type { Endpoint } from '../../../domain/endpoint'
import type { SessionResponse } from '../../../domain/staff-contract'
import { STAFF_API, STAFF_API_BASE } from '../../../domain/staff-endpoints'
import { STAFF_ROLES, type StaffRole } from '../../../domain/account-roles'
import { ENDPOINT_ROLES, type StaffEndpointName } from '../../../domain/staff-roles'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bodyOf, staffClient, type StaffClient } from '../test-support/staff-client'

// Values for every `:name` of a route: nothing is found by them, which is no matter here.
const PARAMS: Record<string, string> = {
  ref: 'NOSUCHRF',
  id: '999999',
  code: 'NOSUCH',
  roomId: '999999',
}

function pathOf(endpoint: Endpoint): string {
  return (
    STAFF_API_BASE +
    endpoint.route.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? 'x')
  )
}

const NAMES = Object.keys(STAFF_API) as StaffEndpointName[]
const CASES = NAMES.flatMap((name) =>
  STAFF_ROLES.map((role) => ({ name, role, allowed: ENDPOINT_ROLES[name].includes(role) })),
)

describe.each(ENGINES)('staff roles on %s', (engine) => {
  let api: ApiServer
  const clients = {} as Record<StaffRole, StaffClient>

  beforeAll(async () => {
    api = await startApiServer(engine)
    for (const role of STAFF_ROLES)
      clients[role] = await staffClient(api, `${role}@resort.example`, role)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function ask(client: StaffClient, name: StaffEndpointName) {
    const endpoint = STAFF_API[name]
    const response =
      endpoint.method === 'GET'
        ? await client.get(pathOf(endpoint))
        : await client.send(endpoint.method, pathOf(endpoint), {})
    // The live feed is a stream that does not end: its status is all this needs.
    const text = name === 'events' ? (await response.body?.cancel(), '') : await response.text()
    const error = text.startsWith('{') ? (JSON.parse(text) as Partial<ApiError>).error : undefined
    if (name === 'signOut') await client.signInAgain()
    return { status: response.status, error }
  }

  test.each(CASES)('$name as $role: allowed $allowed', async ({ name, role, allowed }) => {
    const { status, error } = await ask(clients[role], name)

    if (allowed) {
      expect(status === 403 && error?.code === 'forbidden').toBe(false)
    } else {
      expect(status).toBe(403)
      expect(error?.code).toBe('forbidden')
      expect(error?.message).toMatch(/^A [a-z ]+ account cannot do this\. Ask a manager/)
    }
  })

  test('the session tells the console its role', async () => {
    for (const role of STAFF_ROLES) {
      const me = await bodyOf<SessionResponse>(await clients[role].get(`${STAFF_API_BASE}/me`), 200)
      expect(me.staff).toMatchObject({ email: `${role}@resort.example`, role })
    }
  })

  test("a role changed on the server holds from the account's next request", async () => {
    const clerk = await staffClient(api, 'clerk@resort.example', 'front_desk')
    const before = await clerk.get(`${STAFF_API_BASE}/reports?from=2027-01-01&to=2027-01-31`)
    await api.inspect.db
      .updateTable('staff')
      .set({ role: 'manager' })
      .where('email', '=', 'clerk@resort.example')
      .execute()
    const after = await clerk.get(`${STAFF_API_BASE}/reports?from=2027-01-01&to=2027-01-31`)

    expect(before.status).toBe(403)
    expect(after.status).toBe(200)
  })

  test('each reservation event and price event names the account that made it', async () => {
    const checkIn = addDays(resortToday(new Date()), 70)
    const booked = await bodyOf<ReservationView>(
      await clients.front_desk.post(`${STAFF_API_BASE}/bookings`, {
        roomId: 1,
        checkIn,
        checkOut: addDays(checkIn, 1),
        adults: 1,
        kids: 0,
        guest: { name: 'Gabriela Silang', email: 'gabriela@example.com', phone: '+63 2 8123 4567' },
      }),
      201,
    )
    const saved = await clients.manager.send('PUT', `${STAFF_API_BASE}/fees`, {
      fees: [{ label: 'VAT 12%', kind: 'percent', amount: 12, included: true }],
    })
    expect(saved.status).toBe(200)

    const staffIds = Object.fromEntries(
      (await api.inspect.db.selectFrom('staff').select(['id', 'email']).execute()).map((row) => [
        row.email,
        row.id,
      ]),
    )
    const events = await api.inspect.db
      .selectFrom('reservation_event')
      .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
      .select(['reservation_event.actor_kind', 'reservation_event.staff_id'])
      .where('reservation.ref', '=', booked.ref)
      .execute()
    const priceEvents = await api.inspect.db
      .selectFrom('price_event')
      .select('staff_id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute()

    expect(events.length).toBeGreaterThan(0)
    expect(events).toEqual(
      events.map(() => ({ actor_kind: 'staff', staff_id: staffIds['front_desk@resort.example'] })),
    )
    expect(priceEvents).toEqual([{ staff_id: staffIds['manager@resort.example'] }])
  })
})

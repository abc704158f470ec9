/**
 * One address, or one email, may have only so many requests waiting for the resort's answer:
 * each holds its nights for days, and without a cap one client could hold every room.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)('open requests per address and email on %s', (engine) => {
  let api: ApiServer
  let day = 200

  beforeAll(async () => {
    api = await startApiServer(engine, {
      // Behind a proxy, so each test can speak from the addresses it needs.
      env: {
        TRUST_PROXY: '1',
        SITE_ORIGIN: 'https://www.resort.example',
        MAX_OPEN_REQUESTS_PER_ADDRESS: '3',
        MAX_OPEN_REQUESTS_PER_EMAIL: '3',
      },
    })
  })
  afterAll(async () => {
    await api.stop()
  })

  function request(address: string, email: string) {
    day += 2
    const body = bookingBody({
      ...stayFromToday(day, 1),
      guest: { name: 'Maria Santos', email, phone: '+63 917 123 4567' },
    })
    return api.post('/api/reservations', body, { 'X-Forwarded-For': address })
  }

  test('the fourth open request from one address is refused in words; another address books', async () => {
    const first = await Promise.all(
      [1, 2, 3].map((n) => request('198.51.100.10', `guest${n}@example.com`)),
    )
    const fourth = await request('198.51.100.10', 'guest4@example.com')
    const elsewhere = await request('198.51.100.11', 'guest5@example.com')

    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(fourth.status).toBe(429)
    expect(((await fourth.json()) as ApiError).error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('3 reservation requests are already waiting'),
    })
    expect(elsewhere.status).toBe(201)
  })

  test('the fourth open request for one email is refused, whatever the address', async () => {
    const answers = []
    for (const n of [1, 2, 3, 4]) answers.push(await request(`203.0.113.${n}`, 'same@example.com'))

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429])
    expect(((await answers[3]!.json()) as ApiError).error.message).toContain('this email address')
  })

  test('a cancelled request frees its place', async () => {
    const held = []
    for (const n of [1, 2, 3]) held.push(await request('192.0.2.50', `free${n}@example.com`))
    const view = (await held[0]!.json()) as ReservationView
    expect((await request('192.0.2.50', 'free4@example.com')).status).toBe(429)

    const cancelled = await api.post(`/api/reservations/${view.ref}/cancel`, {
      email: 'free1@example.com',
    })
    const again = await request('192.0.2.50', 'free4@example.com')
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select(['guest_email', 'request_address'])
      .where('guest_email', 'in', ['free1@example.com', 'free2@example.com'])
      .orderBy('guest_email')
      .execute()

    expect(cancelled.status).toBe(200)
    expect(again.status).toBe(201)
    // Kept hashed while the request is open, and gone once it closes.
    expect(stored[0]!.request_address).toBeNull()
    expect(stored[1]!.request_address).toMatch(/^[0-9a-f]{64}$/)
  })
})

/**
 * docs/reservations.md, "No double booking, proven": many simultaneous requests for the last units
 * of a night. Exactly `units` win, the rest get 409 sold_out, and the booked count of every
 * night equals the nights of the reservations that hold it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nightsOf } from '../../../domain/calendar'
import { holdsInventory } from '../../../domain/reservation-status'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

const CONTENDERS = 40

describe.each(ENGINES)('no double booking on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function bookedMatchesHolds() {
    const nights = await api.inspect.db.selectFrom('inventory_night').selectAll().execute()
    const reservations = await api.inspect.db.selectFrom('reservation').selectAll().execute()
    const held = new Map<string, number>()
    for (const reservation of reservations.filter((r) => holdsInventory(r.status))) {
      for (const night of nightsOf(reservation.check_in, reservation.check_out)) {
        const key = `${reservation.room_type_id}/${night}`
        held.set(key, (held.get(key) ?? 0) + 1)
      }
    }
    for (const night of nights) {
      expect(night.booked, `${night.room_type_id}/${night.night}`).toBe(
        held.get(`${night.room_type_id}/${night.night}`) ?? 0,
      )
      expect(night.booked).toBeLessThanOrEqual(night.units)
    }
  }

  test(`${CONTENDERS} simultaneous requests for a 2-unit night: exactly 2 win`, async () => {
    const stay = stayFromToday(200, 1)

    const responses = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, index) =>
        api.post(
          '/api/reservations',
          bookingBody({
            ...stay,
            guest: {
              name: `Guest ${index}`,
              email: `guest${index}@example.com`,
              phone: '+63 2 8123 4567',
            },
          }),
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    const codes = await Promise.all(
      responses
        .filter((r) => r.status === 409)
        .map(async (r) => ((await r.json()) as { error: { code: string } }).error.code),
    )

    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 2)
    expect(new Set(codes)).toEqual(new Set(['sold_out']))
    await bookedMatchesHolds()
  })

  test('overlapping multi-night stays racing for the same nights never oversell any of them', async () => {
    const starts = Array.from({ length: CONTENDERS }, (_, index) =>
      stayFromToday(300 + (index % 5), 1 + (index % 4)),
    )

    const responses = await Promise.all(
      starts.map((stay) =>
        api.post('/api/reservations', bookingBody({ roomId: 3, adults: 2, kids: 0, ...stay })),
      ),
    )

    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(
      true,
    )
    expect(responses.some((response) => response.status === 201)).toBe(true)
    await bookedMatchesHolds()
  })

  test('bookings and cancellations racing keep booked equal to the holding reservations', async () => {
    const stay = stayFromToday(400, 2)
    const first = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post('/api/reservations', bookingBody({ roomId: 1, adults: 1, kids: 0, ...stay })),
      ),
    )
    const refs = await Promise.all(
      first
        .filter((r) => r.status === 201)
        .map(async (r) => ((await r.json()) as { ref: string }).ref),
    )

    await Promise.all([
      ...refs.map((ref) =>
        api.post(`/api/reservations/${ref}/cancel`, { email: 'maria.santos@example.com' }),
      ),
      ...Array.from({ length: 10 }, () =>
        api.post('/api/reservations', bookingBody({ roomId: 1, adults: 1, kids: 0, ...stay })),
      ),
    ])

    expect(refs).toHaveLength(6)
    await bookedMatchesHolds()
  })

  test('the same Idempotency-Key sent 10 times at once books once', async () => {
    const stay = stayFromToday(500, 1)
    const headers = { 'Idempotency-Key': `burst-${engine}` }

    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post(
          '/api/reservations',
          bookingBody({ roomId: 3, adults: 1, kids: 0, ...stay }),
          headers,
        ),
      ),
    )
    const refs = new Set(
      await Promise.all(responses.map(async (r) => ((await r.json()) as { ref: string }).ref)),
    )
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select('ref')
      .where('check_in', '=', stay.checkIn)
      .execute()

    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201))
    expect(refs.size).toBe(1)
    expect(stored).toHaveLength(1)
  })
})

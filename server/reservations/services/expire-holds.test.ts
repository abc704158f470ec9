import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { openDatabase } from '../data/connect'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody, stayFromToday } from '../test-support/bookings'
import { expireHolds } from './expire-holds'

describe.each(ENGINES)('the expiry sweep on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function book(overrides: Record<string, unknown> = {}) {
    const response = await api.post('/api/reservations', bookingBody(overrides))
    return { response, body: (await response.json()) as ReservationView }
  }

  async function roomAvailability(stay: { checkIn: string; checkOut: string }, roomId: number) {
    const body = (await (await api.get(availabilityPath(stay, 2))).json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === roomId)
  }

  test('a hold that runs out expires at the next sweep and frees its nights', async () => {
    const stay = stayFromToday(80, 1)
    const { body } = await book({ ...stay })

    const early = await expireHolds(
      api.inspect.db,
      new Date(Date.parse(body.holdExpiresAt ?? '') - 1000),
    )
    const onTime = await expireHolds(
      api.inspect.db,
      new Date(Date.parse(body.holdExpiresAt ?? '') + 1000),
    )
    const lookup = (await (
      await api.get(`/api/reservations/${body.ref}?email=maria.santos@example.com`)
    ).json()) as ReservationView
    const cancel = await api.post(`/api/reservations/${body.ref}/cancel`, {
      email: 'maria.santos@example.com',
    })

    expect(early).toBe(0)
    expect(onTime).toBeGreaterThanOrEqual(1)
    expect(lookup.status).toBe('expired')
    expect((await roomAvailability(stay, 2))?.unitsLeft).toBe(2)
    expect(cancel.status).toBe(409)
    expect(((await cancel.json()) as ApiError).error.code).toBe('not_allowed')
  })

  test('two sweeps racing on two connections expire each request once, with one event', async () => {
    const { body } = await book(stayFromToday(82, 1))
    const later = new Date(Date.parse(body.holdExpiresAt ?? '') + 1000)

    const otherServer = await openDatabase(api.target)
    const counts = await Promise.all([
      expireHolds(api.inspect.db, later),
      expireHolds(otherServer.db, later),
    ])
    await otherServer.close()
    const events = await api.inspect.db
      .selectFrom('reservation_event')
      .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
      .select('to_status')
      .where('reservation.ref', '=', body.ref)
      .where('to_status', '=', 'expired')
      .execute()

    expect(counts[0] + counts[1]).toBe(1)
    expect(events).toHaveLength(1)
  })
})

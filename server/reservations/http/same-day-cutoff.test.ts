/**
 * Guests cannot book a stay arriving today online from the same-day cut-off (18:00 resort
 * time by default); staff still can. The clock is set, so the test holds at any hour.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse } from '../../../domain/api-contract'
import { addDays } from '../../../domain/calendar'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody } from '../test-support/bookings'

const TODAY = '2027-02-10'
const tonight = { checkIn: TODAY, checkOut: addDays(TODAY, 1) }
const MESSAGE =
  'Online bookings for tonight close at 6 PM, resort time. Choose Thu 11 Feb 2027 or later, or call the resort.'

describe.each(ENGINES)('the same-day cut-off on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function cabanaTonight() {
    const body = (await (
      await api.get(availabilityPath(tonight, 2))
    ).json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === 2)
  }

  test('before 6 PM tonight is bookable', async () => {
    api.setNow(new Date(`${TODAY}T17:59:00+08:00`))

    expect(await cabanaTonight()).toMatchObject({ available: true, bookable: true })
    expect((await cabanaTonight())?.restriction).toBeUndefined()
  })

  test('from 6 PM availability says why, a request is refused in words, and nothing is held', async () => {
    api.setNow(new Date(`${TODAY}T18:00:00+08:00`))

    expect(await cabanaTonight()).toMatchObject({
      available: true,
      bookable: false,
      restriction: { code: 'closed_to_arrival', message: MESSAGE },
    })
    const response = await api.post('/api/reservations', bookingBody(tonight))
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiError).error).toEqual({
      code: 'restricted',
      message: MESSAGE,
      fields: { checkIn: MESSAGE },
    })
    expect((await cabanaTonight())?.unitsLeft).toBe(2)
  })

  test('a stay from tomorrow is bookable late in the evening', async () => {
    api.setNow(new Date(`${TODAY}T23:30:00+08:00`))
    const tomorrow = { checkIn: addDays(TODAY, 1), checkOut: addDays(TODAY, 2) }

    const response = await api.post('/api/reservations', bookingBody(tomorrow))

    expect(response.status).toBe(201)
  })

  test('a retry of a booking sent before 6 PM gets its first answer after 6 PM, not a refusal', async () => {
    const tonightToo = { checkIn: TODAY, checkOut: addDays(TODAY, 2) }
    const headers = { 'Idempotency-Key': `before-six-${engine}` }
    api.setNow(new Date(`${TODAY}T17:59:00+08:00`))
    const first = await api.post('/api/reservations', bookingBody(tonightToo), headers)

    api.setNow(new Date(`${TODAY}T18:01:00+08:00`))
    const retry = await api.post('/api/reservations', bookingBody(tonightToo), headers)

    expect(first.status).toBe(201)
    expect(retry.status).toBe(201)
    expect(((await retry.json()) as { ref: string }).ref).toBe(
      ((await first.json()) as { ref: string }).ref,
    )
  })
})

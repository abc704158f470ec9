/** A guest cancels online until the day before check-in, in the resort's time zone. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)('a guest cancelling near check-in on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function bookAndCancelAt(startInDays: number, manilaTime: (checkIn: string) => string) {
    api.setNow(new Date())
    const stay = stayFromToday(startInDays, 2)
    const booked = (await (
      await api.post('/api/reservations', bookingBody(stay))
    ).json()) as ReservationView
    api.setNow(new Date(manilaTime(stay.checkIn)))
    return api.post(`/api/reservations/${booked.ref}/cancel`, { email: 'maria.santos@example.com' })
  }

  test('on the check-in day it is refused in words', async () => {
    const cancel = await bookAndCancelAt(1, (checkIn) => `${checkIn}T00:30:00+08:00`)

    expect(cancel.status).toBe(409)
    expect(((await cancel.json()) as ApiError).error).toMatchObject({
      code: 'not_allowed',
      message: expect.stringMatching(
        /^This stay began on \w{3} \d+ \w{3} \d{4}: it can no longer be cancelled here\. Please contact the resort\.$/,
      ),
    })
  })

  test('late on the day before, it is cancelled', async () => {
    const cancel = await bookAndCancelAt(2, (checkIn) => {
      const dayBefore = new Date(Date.parse(`${checkIn}T23:30:00+08:00`) - 24 * 3600_000)
      return dayBefore.toISOString()
    })

    expect(cancel.status).toBe(200)
  })
})

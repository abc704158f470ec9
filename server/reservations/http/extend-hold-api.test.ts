/**
 * More time for a booking awaiting its deposit (docs/reservations.md, "States"), over HTTP on
 * both engines: the hold's end moves, the sweep then leaves the booking alone, and only a
 * booking that holds its room for a time can be given more.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import type { ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { expireHolds } from '../services/expire-holds'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

const EMAIL = 'maria.santos@example.com'
const HOUR = 3_600_000

describe.each(ENGINES)('extending a hold on %s', (engine) => {
  let api: ApiServer
  let cookie = ''
  let offset = 20

  beforeAll(async () => {
    api = await startApiServer(engine, {
      env: { PAYMENTS: 'transfer', DEPOSIT: '30%', TRANSFER_HOLD_HOURS: '6' },
    })
    cookie = await signedInStaff(api, 'holds@resort.example')
  })
  afterAll(async () => {
    await api.stop()
  })

  async function book() {
    offset += 3
    const response = await api.post('/api/reservations', bookingBody(stayFromToday(offset, 2)))
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  const extend = (ref: string, body: unknown) =>
    api.post(`/api/staff/reservations/${ref}/extend-hold`, body, { Cookie: cookie })

  async function holdOf(ref: string) {
    const found = (await (
      await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    ).json()) as ReservationView
    return { status: found.status, until: Date.parse(found.holdExpiresAt ?? '') }
  }

  test('a day more moves the hold’s end by 24 hours, says so, and the sweep waits for it', async () => {
    const view = await book()
    const before = Date.parse(view.holdExpiresAt ?? '')

    const response = await extend(view.ref, { hours: 24 })
    expect(response.status).toBe(200)
    const detail = (await response.json()) as ReservationDetail
    expect(detail.reservation.status).toBe('awaiting_payment')
    expect(Date.parse(detail.reservation.holdExpiresAt ?? '')).toBe(before + 24 * HOUR)
    expect(detail.events.at(-1)?.note).toMatch(/^Hold extended by 24 hours, to /)

    // Past the first end, within the new one: the sweep leaves it held.
    await expireHolds(api.inspect.db, new Date(before + HOUR))
    expect(await holdOf(view.ref)).toEqual({
      status: 'awaiting_payment',
      until: before + 24 * HOUR,
    })
    await expireHolds(api.inspect.db, new Date(before + 25 * HOUR))
    expect((await holdOf(view.ref)).status).toBe('expired')
  })

  test('hours outside 1 to 72 or not whole are refused at the field, and nothing moves', async () => {
    const view = await book()
    for (const hours of [0, 73, 1.5, -2]) {
      const response = await extend(view.ref, { hours })
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiError).error.fields?.hours).toBe(
        'Give whole hours from 1 to 72.',
      )
    }
    expect((await holdOf(view.ref)).until).toBe(Date.parse(view.holdExpiresAt ?? ''))
  })

  test('a booking no longer waiting has no hold to extend; an unknown one is not found', async () => {
    const view = await book()
    const cancelled = await api.post(
      `/api/staff/reservations/${view.ref}/cancel`,
      { reason: 'The guest changed plans.' },
      { Cookie: cookie },
    )
    expect(cancelled.status).toBe(200)
    const refusal = await extend(view.ref, { hours: 2 })
    expect(refusal.status).toBe(409)
    expect(((await refusal.json()) as ApiError).error).toMatchObject({
      code: 'wrong_state',
      message: expect.stringMatching(/only a request or a booking awaiting payment/),
    })
    expect((await extend('ZZZZZZZZ', { hours: 2 })).status).toBe(404)
  })

  test('without a session the hold is not touched', async () => {
    const view = await book()
    const response = await api.post(`/api/staff/reservations/${view.ref}/extend-hold`, {
      hours: 2,
    })
    expect(response.status).toBe(401)
  })
})

/** An Idempotency-Key answers only the client that sent it. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)('idempotency keys on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine, {
      // Behind a proxy, so the test can speak from two addresses.
      env: { TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.resort.example' },
    })
  })
  afterAll(async () => {
    await api.stop()
  })

  test('another client sending the same key and body gets its own answer, not the first reference', async () => {
    const body = bookingBody(stayFromToday(400, 1))
    const send = (address: string) =>
      api
        .post('/api/reservations', body, {
          'Idempotency-Key': 'guessable-key-1',
          'X-Forwarded-For': address,
        })
        .then(async (response) => ({
          status: response.status,
          ref: ((await response.json()) as ReservationView).ref,
        }))

    const first = await send('198.51.100.20')
    const retry = await send('198.51.100.20')
    const stranger = await send('198.51.100.21')

    expect(first.status).toBe(201)
    expect(retry).toEqual(first)
    expect(stranger.status).toBe(201)
    expect(stranger.ref).not.toBe(first.ref)
  })
})

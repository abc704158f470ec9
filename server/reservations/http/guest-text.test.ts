/**
 * Odd guest text found by a hostile probe: each is refused with its field named, before
 * anything is stored or any mail is queued (a mail server refuses such an address for good).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

const GUEST = { name: 'Maria Santos', email: 'maria@example.com', phone: '+63 917 123 4567' }

describe.each(ENGINES)('guest text on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  test.each([
    ['email', { email: 'maria\u0001@example.com' }],
    ['name', { name: '\u200b\u200b\u200b' }],
    ['phone', { phone: '+63 917 123\n4567' }],
  ])(
    'a %s with a control or only invisible characters is refused, naming it',
    async (field, odd) => {
      const response = await api.post(
        '/api/reservations',
        bookingBody({ ...stayFromToday(300, 1), guest: { ...GUEST, ...odd } }),
      )
      const body = (await response.json()) as ApiError
      const stored = await api.inspect.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to_address', 'like', 'maria%')
        .execute()

      expect(response.status).toBe(400)
      expect(Object.keys(body.error.fields ?? {})).toEqual([field])
      expect(stored).toEqual([])
    },
  )
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)(
  'hostile requests to the API on %s get a 4xx with the error body, never a 5xx',
  (engine) => {
    let api: ApiServer

    beforeAll(async () => {
      api = await startApiServer(engine)
    })
    afterAll(async () => {
      await api.stop()
    })

    async function expectRefusal(response: Response, status: number, code: string) {
      const body = (await response.json()) as ApiError
      expect(response.status).toBe(status)
      expect(body.error.code).toBe(code)
      expect(typeof body.error.message).toBe('string')
    }

    const send = (
      init: RequestInit & { headers?: Record<string, string> },
      path = '/api/reservations',
    ) => fetch(api.url + path, { method: 'POST', ...init })

    test('a write without Content-Type: application/json is 415', async () => {
      await expectRefusal(
        await send({
          headers: { Origin: api.origin, 'Content-Type': 'text/plain' },
          body: JSON.stringify(bookingBody()),
        }),
        415,
        'unsupported_media_type',
      )
      await expectRefusal(
        await send({
          headers: { Origin: api.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'roomId=1',
        }),
        415,
        'unsupported_media_type',
      )
    })

    test('broken JSON is a 400', async () => {
      await expectRefusal(await api.post('/api/reservations', '{"roomId": 2,'), 400, 'bad_request')
      await expectRefusal(await api.post('/api/reservations', ''), 400, 'bad_request')
    })

    test.each([['null'], ['[]'], ['"text"'], ['42']])('a JSON body of %s is a 400', async (raw) => {
      await expectRefusal(await api.post('/api/reservations', raw), 400, 'invalid')
    })

    test('a 20 KiB body is 413, with or without Content-Length', async () => {
      const big = JSON.stringify(bookingBody({ notes: 'x'.repeat(20 * 1024) }))
      await expectRefusal(await api.post('/api/reservations', big), 413, 'payload_too_large')

      const chunked = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      })
      const streamed = await fetch(`${api.url}/api/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: api.origin },
        body: chunked,
        duplex: 'half',
      } as RequestInit)
      await expectRefusal(streamed, 413, 'payload_too_large')
    })

    test('__proto__ and constructor keys pollute nothing and book nothing odd', async () => {
      const raw = JSON.stringify(bookingBody(stayFromToday(90, 1))).replace(
        '{',
        '{"__proto__":{"polluted":true,"roomId":1},"constructor":{"prototype":{"polluted":true}},',
      )

      const response = await api.post('/api/reservations', raw)

      expect([201, 400]).toContain(response.status)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      if (response.status === 201)
        expect(((await response.json()) as { roomId: number }).roomId).toBe(2)
    })

    test('huge and odd numbers are refused as invalid fields', async () => {
      for (const raw of [
        JSON.stringify(bookingBody()).replace('"roomId":2', '"roomId":1e400'),
        JSON.stringify(bookingBody()).replace('"adults":2', '"adults":99999999999999999999999'),
        JSON.stringify(bookingBody()).replace('"kids":1', '"kids":-1'),
      ]) {
        await expectRefusal(await api.post('/api/reservations', raw), 400, 'invalid')
      }
    })

    test('a write from another site is 403, whether it says so by Origin or Sec-Fetch-Site', async () => {
      const body = JSON.stringify(bookingBody())
      const json = { 'Content-Type': 'application/json' }
      await expectRefusal(
        await send({ headers: { ...json, Origin: 'https://evil.example' }, body }),
        403,
        'forbidden',
      )
      await expectRefusal(
        await send({ headers: { ...json, Origin: 'null' }, body }),
        403,
        'forbidden',
      )
      await expectRefusal(
        await send({ headers: { ...json, 'Sec-Fetch-Site': 'cross-site' }, body }),
        403,
        'forbidden',
      )
      await expectRefusal(await send({ headers: json, body }), 403, 'forbidden')
      const cancel = await send(
        {
          headers: { ...json, Origin: 'https://evil.example' },
          body: JSON.stringify({ email: 'a@b.co' }),
        },
        '/api/reservations/ABCDEFGH/cancel',
      )
      await expectRefusal(cancel, 403, 'forbidden')
    })

    test('Sec-Fetch-Site: same-origin without Origin is accepted', async () => {
      const response = await send({
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify(bookingBody(stayFromToday(91, 1))),
      })

      expect(response.status).toBe(201)
    })

    test('wrong methods are 405 with Allow; unknown API paths are a JSON 404', async () => {
      const put = await fetch(`${api.url}/api/availability`, { method: 'PUT' })
      const getBookings = await fetch(`${api.url}/api/reservations`)
      const deleteOne = await fetch(`${api.url}/api/reservations/ABCDEFGH`, { method: 'DELETE' })

      await expectRefusal(put, 405, 'method_not_allowed')
      expect(put.headers.get('allow')).toBe('GET, HEAD')
      await expectRefusal(getBookings, 405, 'method_not_allowed')
      expect(getBookings.headers.get('allow')).toBe('POST')
      await expectRefusal(deleteOne, 405, 'method_not_allowed')
      await expectRefusal(await fetch(`${api.url}/api/nothing-here`), 404, 'not_found')
      await expectRefusal(
        await fetch(`${api.url}/api/reservations/ABCDEFGH/cancel/more`),
        404,
        'not_found',
      )
    })

    test('odd query strings are answered with 400, not a crash', async () => {
      for (const path of [
        '/api/availability?checkIn=%E0%A4%A&checkOut=x&adults=1',
        '/api/availability?checkIn[]=1&checkIn[]=2&adults=1',
        `/api/availability?checkIn=${'9'.repeat(5000)}&adults=1`,
        '/api/availability?adults=1&adults=2',
      ]) {
        const response = await api.get(path)
        expect(response.status).toBe(400)
      }
    })
  },
)

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine, {
      rateLimits: {
        bookingsPerWindow: 2,
        lookupsPerWindow: 3,
        promoGuessesPerWindow: 3,
        windowSeconds: 600,
      },
    })
  })
  afterAll(async () => {
    await api.stop()
  })

  test('booking requests over the limit get 429 with Retry-After', async () => {
    const statuses = []
    for (let index = 0; index < 3; index += 1) {
      statuses.push(
        (await api.post('/api/reservations', bookingBody(stayFromToday(100 + index, 1)))).status,
      )
    }
    const limited = await api.post('/api/reservations', bookingBody(stayFromToday(110, 1)))

    expect(statuses).toEqual([201, 201, 429])
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as ApiError).error.code).toBe('rate_limited')
  })

  test('look-ups over the limit get 429, so references cannot be guessed at speed', async () => {
    const statuses = []
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await api.get(`/api/reservations/AAAAAAA${index}?email=a@b.co`)).status)
    }

    expect(statuses).toEqual([404, 404, 404, 429])
  })
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { addDays, formatStayDate } from '../../../domain/calendar'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody, stayFromToday } from '../test-support/bookings'

describe.each(ENGINES)('the reservations API on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function book(
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const response = await api.post('/api/reservations', bookingBody(overrides), headers)
    return { response, body: (await response.json()) as ReservationView & ApiError }
  }

  async function roomAvailability(stay: { checkIn: string; checkOut: string }, roomId: number) {
    const response = await api.get(availabilityPath(stay, 2))
    const body = (await response.json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === roomId)
  }

  test('availability lists every room with its units, fit and the stay priced at each rate', async () => {
    const stay = stayFromToday(10, 3)

    const response = await api.get(availabilityPath(stay, 3, 1))
    const body = (await response.json()) as AvailabilityResponse

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toMatchObject({ checkIn: stay.checkIn, checkOut: stay.checkOut, nights: 3 })
    expect(body.rooms).toEqual([
      {
        id: 1,
        name: 'Hotel Rooms',
        maxPerson: 2,
        fits: false,
        unitsLeft: 6,
        available: false,
        bookable: true,
        rates: [
          expect.objectContaining({ code: 'breakfast', label: 'With breakfast', total: 750000 }),
          expect.objectContaining({ code: 'room-only', label: 'Room only', total: 600000 }),
        ],
      },
      {
        id: 2,
        name: 'Cabana Rooms',
        maxPerson: 8,
        fits: true,
        unitsLeft: 2,
        available: true,
        bookable: true,
        rates: [
          expect.objectContaining({
            code: 'cabana',
            label: 'Mini pool and 4 breakfasts',
            total: 1050000,
          }),
        ],
      },
      expect.objectContaining({ id: 3, fits: true, unitsLeft: 4, available: true }),
    ])
  })

  test('each rate carries its nights, supplements, fees and policy, priced by the one function', async () => {
    const stay = stayFromToday(12, 2)

    const response = await api.get(availabilityPath(stay, 2))
    const body = (await response.json()) as AvailabilityResponse
    const cabana = body.rooms.find((room) => room.id === 2)?.rates[0]

    expect(cabana).toEqual({
      code: 'cabana',
      label: 'Mini pool and 4 breakfasts',
      total: 700000,
      nightly: [
        { night: stay.checkIn, price: 350000, rule: 'Base price' },
        { night: addDays(stay.checkIn, 1), price: 350000, rule: 'Base price' },
      ],
      supplements: [],
      // The VAT inside ₱7,000: 7,000 - 7,000 / 1.12, to the centavo; it adds nothing.
      fees: [{ label: 'VAT 12%', amount: 75000, included: true }],
      policy: {
        text: `Free cancellation until ${formatStayDate(addDays(stay.checkIn, -7))}; after that, 50% of the total is charged.`,
        freeUntil: addDays(stay.checkIn, -7),
        charge: 350000,
      },
    })
  })

  test.each([
    ['no dates', '/api/availability?adults=1', ['checkIn', 'checkOut']],
    [
      'an unparseable date',
      '/api/availability?checkIn=12/24/2026&checkOut=2026-12-26&adults=1',
      ['checkIn'],
    ],
    [
      'an impossible date',
      '/api/availability?checkIn=2027-02-30&checkOut=2027-03-02&adults=1',
      ['checkIn'],
    ],
    [
      'check-out before check-in',
      `${availabilityPath({ checkIn: stayFromToday(5, 0).checkIn, checkOut: stayFromToday(3, 0).checkIn })}`,
      ['checkOut'],
    ],
    ['a past check-in', availabilityPath(stayFromToday(-1, 2)), ['checkIn']],
    ['31 nights', availabilityPath(stayFromToday(5, 31)), ['checkOut']],
    ['a stay beyond 730 days', availabilityPath(stayFromToday(731, 1)), ['checkIn']],
    [
      'no adults',
      `${availabilityPath(stayFromToday(5, 1))}&adults=0`.replace('adults=1&', ''),
      ['adults'],
    ],
    ['5 kids', availabilityPath(stayFromToday(5, 1), 1, 5), ['kids']],
    [
      'adults as words',
      availabilityPath(stayFromToday(5, 1)).replace('adults=1', 'adults=two'),
      ['adults'],
    ],
  ])('availability with %s is a 400 naming the field', async (_case, path, fields) => {
    const response = await api.get(path)
    const body = (await response.json()) as ApiError

    expect(response.status).toBe(400)
    expect(body.error.code).toBe('invalid')
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([...fields].sort())
  })

  test('a booking request is priced on the server, holds its nights and can be looked up', async () => {
    const stay = stayFromToday(40, 2)
    const before = await roomAvailability(stay, 1)

    const { response, body } = await book({ roomId: 1, adults: 2, kids: 0, ...stay, total: 1 })
    const after = await roomAvailability(stay, 1)
    const lookup = await api.get(
      `/api/reservations/${body.ref.toLowerCase()}?email=maria.santos@EXAMPLE.com`,
    )

    expect(response.status).toBe(201)
    expect(body).toMatchObject({
      status: 'requested',
      roomId: 1,
      roomName: 'Hotel Rooms',
      nights: 2,
      rate: 'breakfast',
      total: 500000,
      guest: { name: 'Maria Santos', email: 'maria.santos@example.com', phone: '+63 917 123 4567' },
    })
    expect(body.ref).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(Date.parse(body.holdExpiresAt ?? '') - Date.parse(body.createdAt)).toBe(
      48 * 60 * 60 * 1000,
    )
    expect(before?.unitsLeft).toBe(6)
    expect(after?.unitsLeft).toBe(5)
    expect(lookup.status).toBe(200)
    // The look-up adds the folio as the guest reads it, and whether it can be paid online.
    expect(await lookup.json()).toEqual({
      ...body,
      folio: { lines: expect.any(Array) as unknown, total: 500000, paid: 0, balance: 500000 },
      payBalance: false,
    })
  })

  test('a chosen rate is priced at that rate; an unknown rate is refused', async () => {
    const chosen = await book({
      roomId: 3,
      adults: 2,
      kids: 0,
      rate: 'breakfast',
      ...stayFromToday(41, 3),
    })
    const unknown = await book({
      roomId: 3,
      adults: 2,
      kids: 0,
      rate: 'suite',
      ...stayFromToday(41, 3),
    })

    expect(chosen.body).toMatchObject({ rate: 'breakfast', total: 900000 })
    expect(unknown.response.status).toBe(400)
    expect(unknown.body.error.fields).toEqual({
      rate: 'Choose one of the rates of the Deluxe Room.',
    })
  })

  test('the room’s standard rate is the one its card shows', async () => {
    const { body } = await book({ roomId: 3, adults: 1, kids: 0, ...stayFromToday(42, 1) })

    expect(body).toMatchObject({ rate: 'room-only', total: 250000 })
  })

  test('a party too large for the room is refused on the adults field', async () => {
    const { response, body } = await book({
      roomId: 1,
      adults: 2,
      kids: 1,
      ...stayFromToday(43, 1),
    })

    expect(response.status).toBe(400)
    expect(body.error.fields).toEqual({ adults: 'The Hotel Rooms sleeps at most 2 guests.' })
  })

  test('every field of the request is checked and named, in words', async () => {
    const { response, body } = await book({
      roomId: 99,
      checkIn: '2020-01-01',
      checkOut: 'soon',
      adults: 0,
      kids: 7,
      guest: { name: ' ', email: 'maria@', phone: 'call me' },
      notes: 'x'.repeat(1001),
    })

    expect(response.status).toBe(400)
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(
      ['adults', 'checkIn', 'checkOut', 'email', 'kids', 'name', 'notes', 'phone', 'roomId'].sort(),
    )
    expect(body.error.fields?.email).toBe('Enter an email address like name@example.com.')
  })

  test.each([
    ['roomId as text', { roomId: '2' }, 'roomId'],
    ['a huge room id', { roomId: 1e308 }, 'roomId'],
    ['a fractional adult', { adults: 1.5 }, 'adults'],
    ['guest missing', { guest: undefined }, 'guest'],
    [
      'an email that is a number',
      { guest: { name: 'A', email: 5, phone: '+63 2 8123 4567' } },
      'email',
    ],
    [
      'a 2000-character name',
      { guest: { name: 'n'.repeat(2000), email: 'a@b.co', phone: '+63 2 8123 4567' } },
      'name',
    ],
  ])('a body with %s is a 400 on that field', async (_case, overrides, field) => {
    const { response, body } = await book(overrides)

    expect(response.status).toBe(400)
    expect(Object.keys(body.error.fields ?? {})).toContain(field)
  })

  test('the last unit goes to one request; the next gets 409 sold_out', async () => {
    const stay = stayFromToday(50, 2)
    const first = await book({ ...stay })
    const second = await book({ ...stay })

    const third = await book({ ...stay })

    expect([first.response.status, second.response.status]).toEqual([201, 201])
    expect(third.response.status).toBe(409)
    expect(third.body.error.code).toBe('sold_out')
    expect((await roomAvailability(stay, 2))?.available).toBe(false)
  })

  test('a stay overlapping a full night is sold out; one ending on its check-in day is not', async () => {
    const full = stayFromToday(55, 2)
    await book({ ...full })
    await book({ ...full })

    const overlapping = await book(stayFromToday(56, 3))
    const before = await book(stayFromToday(53, 2))

    expect(overlapping.response.status).toBe(409)
    expect(before.response.status).toBe(201)
  })

  test('the same Idempotency-Key and body answer the first booking again and book nothing more', async () => {
    const stay = stayFromToday(60, 1)
    const headers = { 'Idempotency-Key': `retry-${engine}-1` }

    const first = await book({ ...stay }, headers)
    const retry = await book({ ...stay }, headers)
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('check_in', '=', stay.checkIn)
      .executeTakeFirstOrThrow()

    expect(first.response.status).toBe(201)
    expect(retry.response.status).toBe(201)
    expect(retry.body.ref).toBe(first.body.ref)
    expect(Number(stored.count)).toBe(1)
    expect((await roomAvailability(stay, 2))?.unitsLeft).toBe(1)
  })

  test('a total other than the one the guest was shown books nothing: 409 price_changed with the new total', async () => {
    const stay = stayFromToday(64, 2)
    const before = (await roomAvailability(stay, 2))?.unitsLeft

    const stale = await book({ ...stay, expectedTotal: 600000 })

    expect(stale.response.status).toBe(409)
    expect(stale.body.error).toMatchObject({
      code: 'price_changed',
      message:
        'The price of this stay is now ₱7,000, not the ₱6,000 you were shown. Nothing was booked: check the new total, then send your request again.',
      total: 700000,
      quote: { total: 700000, nightly: [{ price: 350000 }, { price: 350000 }] },
    })
    expect((await roomAvailability(stay, 2))?.unitsLeft).toBe(before)

    const shown = await book({ ...stay, expectedTotal: 700000 })
    expect(shown.response.status).toBe(201)
    expect(shown.body.total).toBe(700000)
  })

  test('an Idempotency-Key reused with another body is refused', async () => {
    const headers = { 'Idempotency-Key': `retry-${engine}-2` }
    await book(stayFromToday(61, 1), headers)

    const other = await book(stayFromToday(62, 1), headers)

    expect(other.response.status).toBe(422)
    expect(other.body.error.code).toBe('idempotency_key_reused')
  })

  test('a malformed Idempotency-Key is a 400', async () => {
    const { response } = await book(stayFromToday(63, 1), { 'Idempotency-Key': 'x'.repeat(300) })

    expect(response.status).toBe(400)
  })

  test('a look-up with the wrong email and one with an unknown reference get the same 404', async () => {
    const { body } = await book(stayFromToday(64, 1))

    const wrongEmail = await api.get(`/api/reservations/${body.ref}?email=someone@example.com`)
    const unknownRef = await api.get(`/api/reservations/ZZZZZZZZ?email=maria.santos@example.com`)
    const garbage = await api.get(`/api/reservations/%27%20OR%201=1?email=`)

    expect([wrongEmail.status, unknownRef.status, garbage.status]).toEqual([404, 404, 404])
    expect(await wrongEmail.json()).toEqual(await unknownRef.json())
  })

  test('a guest cancels: the state reads cancelled, the nights are free again, a retry says the same', async () => {
    const stay = stayFromToday(70, 2)
    const { body } = await book({ ...stay })
    const held = await roomAvailability(stay, 2)

    const cancel = await api.post(`/api/reservations/${body.ref}/cancel`, {
      email: 'maria.santos@example.com',
    })
    const again = await api.post(`/api/reservations/${body.ref}/cancel`, {
      email: 'maria.santos@example.com',
    })
    const freed = await roomAvailability(stay, 2)
    const events = await api.inspect.db
      .selectFrom('reservation_event')
      .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
      .select(['from_status', 'to_status', 'actor_kind'])
      .where('reservation.ref', '=', body.ref)
      .orderBy('reservation_event.id')
      .execute()

    expect(held?.unitsLeft).toBe(1)
    expect(cancel.status).toBe(200)
    expect(await cancel.json()).toMatchObject({ ref: body.ref, status: 'cancelled' })
    expect(again.status).toBe(200)
    expect(freed?.unitsLeft).toBe(2)
    expect(events).toEqual([
      { from_status: null, to_status: 'requested', actor_kind: 'guest' },
      { from_status: 'requested', to_status: 'cancelled', actor_kind: 'guest' },
    ])
  })

  test('cancelling with the wrong email is the same 404 and changes nothing', async () => {
    const stay = stayFromToday(72, 1)
    const { body } = await book({ ...stay })

    const cancel = await api.post(`/api/reservations/${body.ref}/cancel`, {
      email: 'thief@example.com',
    })
    const lookup = (await (
      await api.get(`/api/reservations/${body.ref}?email=maria.santos@example.com`)
    ).json()) as ReservationView

    expect(cancel.status).toBe(404)
    expect(lookup.status).toBe('requested')
  })

  test('a request and its emails are written together: guest and resort mail wait in the outbox', async () => {
    const { body } = await book(stayFromToday(74, 1))

    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
      .select(['email_outbox.to_address', 'email_outbox.subject'])
      .where('reservation.ref', '=', body.ref)
      .execute()

    expect(mail.map((m) => m.to_address).sort()).toEqual([
      'frontdesk@aloncove.example',
      'maria.santos@example.com',
    ])
    expect(mail.every((m) => m.subject.includes(body.ref))).toBe(true)
    expect(api.logs.join('\n')).not.toContain('maria')
  })

  test('a filled honeypot gets an answer shaped like success, and nothing is stored', async () => {
    const stay = stayFromToday(76, 1)

    const { response, body } = await book({ ...stay, website: 'http://spam.example' })
    const lookup = await api.get(`/api/reservations/${body.ref}?email=maria.santos@example.com`)

    expect(response.status).toBe(201)
    expect(body.ref).toMatch(/^[0-9A-Z]{8}$/)
    expect(lookup.status).toBe(404)
    expect((await roomAvailability(stay, 2))?.unitsLeft).toBe(2)
  })
})

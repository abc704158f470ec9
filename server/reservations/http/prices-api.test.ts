/**
 * Prices that follow the calendar, through the API on both engines: staff's changes and their
 * precedence, stay rules, promo codes (the last use taken by exactly one booking), fees, and a
 * booked stay's total surviving a price change.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday } from '../../../domain/calendar'
import { formatCentavos } from '../../../domain/money'
import {
  STAFF_TEXT_LIMITS,
  type PriceHistoryResponse,
  type PromosResponse,
  type RatesResponse,
} from '../../../domain/staff-contract'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { availabilityPath, bookingBody } from '../test-support/bookings'

const PASSWORD = 'correct horse battery'
const DESK = 'rates@resort.example'

describe.each(ENGINES)('prices through the API on %s', (engine) => {
  let api: ApiServer
  let cookie: string
  const today = resortToday(new Date())
  const night = (days: number) => addDays(today, days)

  beforeAll(async () => {
    api = await startApiServer(engine)
    await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
    const response = await api.post('/api/staff/sign-in', { email: DESK, password: PASSWORD })
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  })
  afterAll(async () => {
    await api.stop()
  })

  const staffSend = (method: string, path: string, body?: unknown) =>
    fetch(api.url + path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: api.origin,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const staffGet = async <T>(path: string) => {
    const response = await fetch(api.url + path, { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }
  async function quote(
    roomId: number,
    checkIn: string,
    checkOut: string,
    extra = '',
  ): Promise<AvailabilityResponse> {
    const response = await api.get(availabilityPath({ checkIn, checkOut }, 2) + extra)
    expect(response.status).toBe(200)
    const body = (await response.json()) as AvailabilityResponse
    expect(body.rooms.some((room) => room.id === roomId)).toBe(true)
    return body
  }
  const roomOf = (body: AvailabilityResponse, roomId: number) =>
    body.rooms.find((room) => room.id === roomId)

  test('an override beats a season, a season beats a weekday price, which beats the base; each night names its rule, in the grid too', async () => {
    // Room 3 (Deluxe), 'With breakfast' at ₱3,000 a night.
    const from = night(200)
    const firstFriday = [0, 1, 2, 3, 4, 5, 6]
      .map((offset) => addDays(from, offset))
      .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5) as string
    expect(
      (
        await staffSend('PUT', '/api/staff/weekdays', {
          weekdays: [{ days: [5], roomId: 3, percent: 20 }],
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await staffSend('POST', '/api/staff/seasons', {
          name: 'Fiesta',
          from: addDays(firstFriday, 7),
          to: addDays(firstFriday, 9),
          roomId: 3,
          percent: 50,
          priority: 1,
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await staffSend('POST', '/api/staff/rates', {
          roomId: 3,
          rate: 'breakfast',
          from: addDays(firstFriday, 8),
          to: addDays(firstFriday, 8),
          price: 123_400,
        })
      ).status,
    ).toBe(200)

    const body = await quote(3, addDays(firstFriday, 6), addDays(firstFriday, 10))
    const breakfast = roomOf(body, 3)?.rates.find((rate) => rate.code === 'breakfast')
    expect(breakfast?.nightly).toEqual([
      { night: addDays(firstFriday, 6), price: 300_000, rule: 'Base price' },
      { night: addDays(firstFriday, 7), price: 450_000, rule: 'Fiesta' },
      { night: addDays(firstFriday, 8), price: 123_400, rule: 'Price set for this night' },
      { night: addDays(firstFriday, 9), price: 450_000, rule: 'Fiesta' },
    ])
    const roomOnly = roomOf(body, 3)?.rates.find((rate) => rate.code === 'room-only')
    expect(roomOnly?.nightly[2]).toMatchObject({ price: 375_000, rule: 'Fiesta' })
    expect(breakfast?.total).toBe(300_000 + 450_000 + 123_400 + 450_000)

    const friday = await quote(3, firstFriday, addDays(firstFriday, 1))
    expect(roomOf(friday, 3)?.rates[0]?.nightly).toEqual([
      { night: firstFriday, price: 360_000, rule: 'Friday nights' },
    ])
    expect(roomOf(friday, 1)?.rates[0]?.nightly[0]?.rule).toBe('Base price')

    const grid = await staffGet<RatesResponse>(
      `/api/staff/rates?from=${addDays(firstFriday, 7)}&to=${addDays(firstFriday, 8)}`,
    )
    const row = grid.rows.find(
      (candidate) => candidate.roomId === 3 && candidate.rate === 'breakfast',
    )
    expect(row?.nights.map(({ price, rule }) => ({ price, rule }))).toEqual([
      { price: 450_000, rule: 'Fiesta' },
      { price: 123_400, rule: 'Price set for this night' },
    ])

    const history = await staffGet<PriceHistoryResponse>('/api/staff/price-history')
    expect(history.changes.slice(0, 3).map((change) => change.who)).toEqual([DESK, DESK, DESK])
    expect(history.changes[0]?.what).toContain('₱1,234 a night')
    expect(history.changes[1]?.what).toContain('Season Fiesta')
    expect(history.changes[2]?.what).toContain('Friday nights +20%')
  })

  test('a stay rule refuses the dates in availability and at booking, naming the date to change', async () => {
    const arrival = night(230)
    await staffSend('POST', '/api/staff/rates', {
      roomId: 2,
      from: arrival,
      to: arrival,
      minNights: 3,
    })
    await staffSend('POST', '/api/staff/rates', {
      roomId: 2,
      from: night(240),
      to: night(240),
      closedToArrival: true,
    })

    const short = roomOf(await quote(2, arrival, addDays(arrival, 2)), 2)
    expect(short?.bookable).toBe(false)
    expect(short?.restriction?.code).toBe('min_nights')
    expect(short?.restriction?.message).toMatch(/need at least 3 nights\.$/)
    const refused = await api.post(
      '/api/reservations',
      bookingBody({ checkIn: arrival, checkOut: addDays(arrival, 2) }),
    )
    expect(refused.status).toBe(400)
    const error = ((await refused.json()) as ApiError).error
    expect(error.code).toBe('restricted')
    expect(error.fields?.checkOut).toMatch(/at least 3 nights/)
    expect(roomOf(await quote(2, arrival, addDays(arrival, 3)), 2)?.bookable).toBe(true)

    const closed = await api.post(
      '/api/reservations',
      bookingBody({ checkIn: night(240), checkOut: night(241) }),
    )
    expect(((await closed.json()) as ApiError).error.fields?.checkIn).toMatch(/cannot begin/)

    // Staff's later change wins: the minimum is lifted.
    await staffSend('POST', '/api/staff/rates', {
      roomId: 2,
      from: arrival,
      to: arrival,
      minNights: 1,
    })
    expect(roomOf(await quote(2, arrival, addDays(arrival, 2)), 2)?.bookable).toBe(true)
  })

  test('a promo code discounts the room total as its own line and is kept on the booking; an unknown one is said, never ignored', async () => {
    const created = await staffSend('POST', '/api/staff/promos', {
      code: 'rainy20',
      percentOff: 20,
    })
    expect(created.status).toBe(201)
    const checkIn = night(250)
    const checkOut = addDays(checkIn, 2)

    const withCode = await quote(1, checkIn, checkOut, '&promo=Rainy20')
    expect(withCode.promo).toEqual({
      code: 'RAINY20',
      valid: true,
      message: 'RAINY20: 20% off the room.',
    })
    const rate = roomOf(withCode, 1)?.rates.find((candidate) => candidate.code === 'breakfast')
    expect(rate?.discount).toEqual({
      code: 'RAINY20',
      label: 'Promo code RAINY20',
      amount: 100_000,
    })
    expect(rate?.total).toBe(400_000)

    const booked = await api.post(
      '/api/reservations',
      bookingBody({
        roomId: 1,
        rate: 'breakfast',
        checkIn,
        checkOut,
        kids: 0,
        promoCode: 'rainy20',
        expectedTotal: 400_000,
      }),
    )
    expect(booked.status).toBe(201)
    const view = (await booked.json()) as ReservationView
    expect(view.total).toBe(400_000)
    expect(view.breakdown.discount?.amount).toBe(100_000)

    const unknown = await quote(1, checkIn, checkOut, '&promo=NOPE')
    expect(unknown.promo).toEqual({
      code: 'NOPE',
      valid: false,
      message:
        'The promo code NOPE does not apply to this stay. Check the code, and the dates it was given for.',
    })
    expect(roomOf(unknown, 1)?.rates[0]?.discount).toBeUndefined()
    const refused = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 1, checkIn, checkOut, kids: 0, promoCode: 'NOPE' }),
    )
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as ApiError).error.code).toBe('promo_unavailable')

    expect((await staffSend('POST', '/api/staff/promos/RAINY20/disable', {})).status).toBe(200)
    expect((await quote(1, checkIn, checkOut, '&promo=RAINY20')).promo?.valid).toBe(false)
    const list = await staffGet<PromosResponse>('/api/staff/promos')
    expect(list.promos.find((promo) => promo.code === 'RAINY20')).toMatchObject({
      uses: 1,
      disabled: true,
    })
  })

  test('the last use of a promo code is taken by exactly one of many simultaneous bookings', async () => {
    await staffSend('POST', '/api/staff/promos', { code: 'LASTONE', amountOff: 50_000, maxUses: 1 })
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.post(
          '/api/reservations',
          bookingBody({
            roomId: 1,
            checkIn: night(260 + index * 2),
            checkOut: night(261 + index * 2),
            kids: 0,
            promoCode: 'LASTONE',
            guest: {
              name: 'Ana Cruz',
              email: `ana${index}@example.com`,
              phone: '+63 917 000 0000',
            },
          }),
        ),
      ),
    )
    const statuses = attempts.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    const list = await staffGet<PromosResponse>('/api/staff/promos')
    expect(list.promos.find((promo) => promo.code === 'LASTONE')?.uses).toBe(1)
  })

  test('fees staff set change the totals after; a booked stay keeps the total it was booked at', async () => {
    const checkIn = night(280)
    const checkOut = addDays(checkIn, 1)
    const booked = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 1, rate: 'room-only', checkIn, checkOut, kids: 0 }),
    )
    const view = (await booked.json()) as ReservationView
    expect(view.total).toBe(200_000)

    const saved = await staffSend('PUT', '/api/staff/fees', {
      fees: [
        { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
        { label: 'Service charge 10%', kind: 'percent', amount: 10, included: false },
        { label: 'Environmental fee', kind: 'per_guest_night', amount: 5_000, included: false },
      ],
    })
    expect(saved.status).toBe(200)
    await staffSend('POST', '/api/staff/rates', {
      roomId: 1,
      from: checkIn,
      to: checkIn,
      price: 300_000,
    })

    const after = roomOf(await quote(1, checkIn, checkOut), 1)?.rates.find(
      (rate) => rate.code === 'room-only',
    )
    expect(after?.fees).toEqual([
      { label: 'VAT 12%', amount: 32_143, included: true },
      { label: 'Service charge 10%', amount: 30_000, included: false },
      { label: 'Environmental fee', amount: 10_000, included: false },
    ])
    expect(after?.total).toBe(340_000)

    const kept = await fetch(
      `${api.url}/api/reservations/${view.ref}?email=${encodeURIComponent('maria.santos@example.com')}`,
    )
    expect(((await kept.json()) as ReservationView).total).toBe(200_000)
  })

  test('cancelling a confirmed stay after its free cancellation records the policy’s charge; withdrawing a request costs nothing', async () => {
    // Hotel Rooms, free until 3 days before: a stay 2 days away is past its free day.
    const soon = { roomId: 1, rate: 'room-only', kids: 0 }
    const confirmedStay = await api.post(
      '/api/reservations',
      bookingBody({ ...soon, checkIn: night(2), checkOut: night(4) }),
    )
    const confirmed = (await confirmedStay.json()) as ReservationView
    // Two nights at one price: the first night is half of what the guest pays (fees included).
    const firstNight = confirmed.total / 2
    expect(confirmed.breakdown.policy).toMatchObject({ freeUntil: null, charge: firstNight })
    expect(
      (await staffSend('POST', `/api/staff/reservations/${confirmed.ref}/confirm`, {})).status,
    ).toBe(200)
    const request = (await (
      await api.post(
        '/api/reservations',
        bookingBody({ ...soon, checkIn: night(5), checkOut: night(6) }),
      )
    ).json()) as ReservationView

    const cancel = (ref: string) =>
      api.post(`/api/reservations/${ref}/cancel`, { email: 'maria.santos@example.com' })
    const unseen = await api.post(`/api/reservations/${confirmed.ref}/cancel`, {
      email: 'maria.santos@example.com',
      expectedCharge: 0,
    })
    expect(unseen.status).toBe(409)
    expect(((await unseen.json()) as ApiError).error).toMatchObject({
      code: 'price_changed',
      total: firstNight,
    })
    const cancelled = (await (
      await api.post(`/api/reservations/${confirmed.ref}/cancel`, {
        email: 'maria.santos@example.com',
        expectedCharge: firstNight,
      })
    ).json()) as ReservationView
    const withdrawn = (await (await cancel(request.ref)).json()) as ReservationView

    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationCharge: firstNight })
    expect(withdrawn).toMatchObject({ status: 'cancelled', cancellationCharge: null })
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
      .select('email_outbox.text_body')
      .where('reservation.ref', '=', confirmed.ref)
      .where('email_outbox.kind', '=', 'cancelled')
      .executeTakeFirstOrThrow()
    expect(mail.text_body).toContain(
      `Due for the cancellation: ${formatCentavos(firstNight)}, under the rate's cancellation policy.`,
    )
  })

  test('a stay the resort cancels costs the guest nothing, even after the free day', async () => {
    const late = (await (
      await api.post(
        '/api/reservations',
        bookingBody({ roomId: 1, kids: 0, checkIn: night(1), checkOut: night(3) }),
      )
    ).json()) as ReservationView
    await staffSend('POST', `/api/staff/reservations/${late.ref}/confirm`, {})
    const cancelled = await staffSend('POST', `/api/staff/reservations/${late.ref}/cancel`, {
      reason: 'Typhoon warning: the resort is closed.',
    })
    expect(
      ((await cancelled.json()) as { reservation: ReservationView }).reservation,
    ).toMatchObject({ status: 'cancelled', cancellationCharge: null })
  })

  test('a promo use goes back with the nights when a request is declined', async () => {
    await staffSend('POST', '/api/staff/promos', { code: 'ONCE', percentOff: 10, maxUses: 1 })
    const body = (index: number) =>
      bookingBody({
        roomId: 1,
        kids: 0,
        checkIn: night(300 + index),
        checkOut: night(301 + index),
        promoCode: 'ONCE',
      })
    const first = (await (await api.post('/api/reservations', body(0))).json()) as ReservationView
    expect((await api.post('/api/reservations', body(2))).status).toBe(409)

    await staffSend('POST', `/api/staff/reservations/${first.ref}/decline`, {
      reason: 'Fully booked for a wedding.',
    })
    expect((await api.post('/api/reservations', body(4))).status).toBe(201)
    const list = await staffGet<PromosResponse>('/api/staff/promos')
    expect(list.promos.find((promo) => promo.code === 'ONCE')?.uses).toBe(1)
  })

  test('a code no promo can have is unknown, never a server error', async () => {
    const checkIn = night(320)
    const checkOut = night(321)
    const odd = await quote(1, checkIn, checkOut, '&promo=%00')
    expect(odd.promo).toMatchObject({ valid: false })
    const refused = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 1, kids: 0, checkIn, checkOut, promoCode: 'A\u0000B' }),
    )
    expect(refused.status).toBe(409)
    expect((await staffSend('POST', '/api/staff/promos/%00/disable', {})).status).toBe(404)
    const badRate = await staffSend('PUT', '/api/staff/weekdays', {
      weekdays: [{ days: [5], roomId: 2, rate: 'breakfast', percent: 10 }],
    })
    expect(((await badRate.json()) as ApiError).error.fields).toEqual({
      'weekdays.0.rate': 'There is no such rate plan.',
    })
    const named = await staffSend('POST', '/api/staff/seasons', {
      name: 'Fiesta\u0000',
      from: checkIn,
      to: checkIn,
      percent: 5,
      priority: 1,
    })
    expect(named.status).toBe(400)
  })

  test('bad changes are refused field by field and change nothing', async () => {
    const before = await staffGet<PriceHistoryResponse>('/api/staff/price-history')
    const both = await staffSend('POST', '/api/staff/rates', {
      roomId: 1,
      from: night(300),
      to: night(299),
      price: 1,
      percent: 5,
    })
    expect(both.status).toBe(400)
    expect(((await both.json()) as ApiError).error.fields).toMatchObject({
      price: 'Give a price or a percentage change, not both.',
      to: 'The last night comes after the first.',
    })
    const badPromo = await staffSend('POST', '/api/staff/promos', { code: '!', percentOff: 150 })
    expect(Object.keys(((await badPromo.json()) as ApiError).error.fields ?? {})).toEqual([
      'code',
      'percentOff',
    ])
    const badFee = await staffSend('PUT', '/api/staff/fees', {
      fees: [{ label: ' ', kind: 'percent', amount: 120, included: false }],
    })
    expect(badFee.status).toBe(400)
    // The console's forms stop at the same lengths (STAFF_TEXT_LIMITS): one past is refused here.
    const longName = await staffSend('POST', '/api/staff/seasons', {
      name: 'x'.repeat(STAFF_TEXT_LIMITS.seasonName + 1),
      from: night(300),
      to: night(301),
      percent: 5,
      priority: 1,
    })
    expect(((await longName.json()) as ApiError).error.fields).toEqual({
      name: `Name the season in 1 to ${STAFF_TEXT_LIMITS.seasonName} characters.`,
    })
    const longLabel = await staffSend('PUT', '/api/staff/fees', {
      fees: [
        {
          label: 'x'.repeat(STAFF_TEXT_LIMITS.feeLabel + 1),
          kind: 'percent',
          amount: 5,
          included: false,
        },
      ],
    })
    expect(((await longLabel.json()) as ApiError).error.fields).toEqual({
      'fees.0.label': `Name the line in 1 to ${STAFF_TEXT_LIMITS.feeLabel} characters.`,
    })
    const foreign = await fetch(`${api.url}/api/staff/fees`, {
      method: 'PUT',
      headers: {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ fees: [] }),
    })
    expect(foreign.status).toBe(403)
    const after = await staffGet<PriceHistoryResponse>('/api/staff/price-history')
    expect(after.changes).toEqual(before.changes)
  })
})

/**
 * The folio over HTTP on both engines (docs/reservations.md, "The folio" and "Settling at the
 * desk"): the lines a booking writes, charges and adjustments staff post, check-out settling the
 * balance, and what cancelling or missing a stay leaves to pay. The server's clock is moved to
 * each stay's days; staff sign in again there, since a session lives 12 hours.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { addDays, nightsOf, resortToday, type IsoDate } from '../../../domain/calendar'
import { MAX_CHARGE, vatOf } from '../../../domain/folio'
import { formatCentavos } from '../../../domain/money'
import type { FolioView, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody } from '../test-support/bookings'

const PASSWORD = 'correct horse battery'
const DESK = 'cashier@resort.example'
const GUEST_EMAIL = 'andres@example.com'
const VAT_ONLY = [{ label: 'VAT 12%', kind: 'percent', amount: 12, included: true }]

describe.each(ENGINES)('the folio API on %s', (engine) => {
  let api: ApiServer
  let cookie = ''
  let refusedSlot = 0

  beforeAll(async () => {
    api = await startApiServer(engine)
    await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
    cookie = await signIn()
  })
  afterEach(async () => {
    api.setNow(new Date())
    cookie = await signIn()
  })
  afterAll(async () => {
    await api.stop()
  })

  async function signIn() {
    const response = await api.post('/api/staff/sign-in', { email: DESK, password: PASSWORD })
    expect(response.status).toBe(200)
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  }

  /** The server's clock at 10:00 of a resort date, with a session opened then. */
  async function travelTo(date: IsoDate) {
    api.setNow(new Date(`${date}T10:00:00+08:00`))
    cookie = await signIn()
  }

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const staffGet = (path: string) => fetch(api.url + path, { headers: { Cookie: cookie } })
  const staffSend = (method: string, path: string, body: unknown) =>
    fetch(api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: api.origin, Cookie: cookie },
      body: JSON.stringify(body),
    })
  const staffPost = (path: string, body: unknown = {}) => staffSend('POST', path, body)

  async function bodyOf<T>(response: Response, status: number) {
    expect(response.status).toBe(status)
    return (await response.json()) as T
  }
  async function refusalOf(response: Response, status: number) {
    return (await bodyOf<ApiError>(response, status)).error
  }

  /** A stay booked by phone (confirmed at once), as the desk takes one. */
  async function phoneBooking(roomId: number, checkIn: IsoDate, nights: number) {
    const response = await staffPost('/api/staff/bookings', {
      roomId,
      checkIn,
      checkOut: addDays(checkIn, nights),
      adults: 1,
      kids: 0,
      guest: { name: 'Andres Bonifacio', email: GUEST_EMAIL, phone: '+63 2 8123 4567' },
    })
    return bodyOf<ReservationView>(response, 201)
  }

  const folioOf = async (ref: string) =>
    bodyOf<FolioView>(await staffGet(`/api/staff/reservations/${ref}/folio`), 200)
  const detailOf = async (ref: string) =>
    bodyOf<ReservationDetail>(await staffGet(`/api/staff/reservations/${ref}`), 200)
  const charge = (ref: string, body: unknown) =>
    staffPost(`/api/staff/reservations/${ref}/charges`, body)
  const checkOut = (ref: string, body: unknown = {}) =>
    staffPost(`/api/staff/reservations/${ref}/check-out`, body)
  const pay = async (ref: string, amount: number) =>
    bodyOf<ReservationDetail>(
      await staffPost(`/api/staff/reservations/${ref}/payments`, { amount, method: 'cash' }),
      201,
    )

  /** A stay of `nights` from `checkIn`, checked in then, with the clock moved `daysLater`. */
  async function inHouse(roomId: number, checkIn: IsoDate, nights: number, daysLater: number) {
    const stay = await phoneBooking(roomId, checkIn, nights)
    await travelTo(checkIn)
    await bodyOf(await staffPost(`/api/staff/reservations/${stay.ref}/check-in`), 200)
    await travelTo(addDays(checkIn, daysLater))
    return stay
  }

  test('after a booking the folio has a room line a night, the promo and each fee added, and sums to the total', async () => {
    expect((await staffPost('/api/staff/promos', { code: 'FOLIO10', percentOff: 10 })).status).toBe(
      201,
    )
    const fees = [
      ...VAT_ONLY,
      { label: 'Environmental fee', kind: 'per_guest_night', amount: 5_000, included: false },
    ]
    expect((await staffSend('PUT', '/api/staff/fees', { fees })).status).toBe(200)
    const checkIn = night(20)
    const booked = await api.post(
      '/api/reservations',
      bookingBody({
        roomId: 1,
        rate: 'breakfast',
        checkIn,
        checkOut: addDays(checkIn, 3),
        adults: 2,
        kids: 0,
        promoCode: 'FOLIO10',
      }),
    )
    const stay = await bodyOf<ReservationView>(booked, 201)
    expect((await staffSend('PUT', '/api/staff/fees', { fees: VAT_ONLY })).status).toBe(200)

    const folio = await folioOf(stay.ref)

    expect(folio.lines.map((line) => line.kind)).toEqual([
      'room',
      'room',
      'room',
      'discount',
      'fee',
    ])
    expect(folio.lines.slice(0, 3)).toEqual(
      stay.breakdown.nightly.map(({ night: date, price, rule }) =>
        expect.objectContaining({
          date,
          description: `With breakfast: ${rule}`,
          quantity: 1,
          unitAmount: price,
          amount: price,
          vat: vatOf(price),
          who: 'Guest',
        }),
      ),
    )
    expect(folio.lines[3]).toMatchObject({
      description: 'Promo code FOLIO10',
      amount: -(stay.breakdown.discount?.amount ?? 0),
    })
    // ₱50 a guest a night: two guests, three nights.
    expect(folio.lines[4]).toMatchObject({ description: 'Environmental fee', amount: 30_000 })
    expect(folio).toMatchObject({
      total: stay.total,
      paid: 0,
      balance: stay.total,
      payments: [],
      invoices: [],
    })
    expect((await detailOf(stay.ref)).folio).toEqual(folio)
  })

  test('a folio of an unknown reference is 404', async () => {
    const refusal = await refusalOf(await staffGet('/api/staff/reservations/ABCDEFGH/folio'), 404)

    expect(refusal.code).toBe('not_found')
  })

  test('a charge is a line of its quantity times its unit price, and the stay owes it', async () => {
    const stay = await phoneBooking(3, night(25), 1)

    const folio = await bodyOf<FolioView>(
      await charge(stay.ref, {
        description: ' Dinner at the restaurant ',
        amount: 45_000,
        quantity: 2,
      }),
      201,
    )
    const detail = await detailOf(stay.ref)

    expect(folio.lines.at(-1)).toMatchObject({
      kind: 'extra',
      description: 'Dinner at the restaurant',
      date: resortToday(new Date()),
      quantity: 2,
      unitAmount: 45_000,
      amount: 90_000,
      vat: vatOf(90_000),
      who: DESK,
    })
    expect(folio).toMatchObject({ total: stay.total + 90_000, balance: stay.total + 90_000 })
    expect(detail.money).toMatchObject({ due: stay.total + 90_000, paid: 0 })
    expect(detail.events.at(-1)?.note).toBe('Charge: Dinner at the restaurant, ₱900')
  })

  test.each([
    ['an empty description', { description: '  ', amount: 10_000 }, 'description'],
    ['a quantity of 0', { description: 'Kayak', amount: 10_000, quantity: 0 }, 'quantity'],
    ['an amount of 0', { description: 'Kayak', amount: 0 }, 'amount'],
    ['a negative amount', { description: 'Kayak', amount: -10_000 }, 'amount'],
    ['an amount over the most', { description: 'Kayak', amount: MAX_CHARGE + 1 }, 'amount'],
    [
      'a quantity taking it over the most',
      { description: 'Kayak', amount: MAX_CHARGE / 2 + 1, quantity: 2 },
      'amount',
    ],
    [
      'an adjustment without a reason',
      { kind: 'adjustment', amount: -5_000, reason: ' ' },
      'reason',
    ],
    ['an adjustment of 0', { kind: 'adjustment', amount: 0, reason: 'Typo' }, 'amount'],
  ])(
    'a charge with %s is refused with the field named, and nothing is written',
    async (_, body, field) => {
      refusedSlot += 1
      const stay = await phoneBooking(3, night(100 + refusedSlot), 1)

      const refusal = await refusalOf(await charge(stay.ref, body), 400)

      expect(refusal.code).toBe('invalid')
      expect(Object.keys(refusal.fields ?? {})).toEqual([field])
      expect((await folioOf(stay.ref)).total).toBe(stay.total)
    },
  )

  test('a charge on a cancelled stay is refused, while an adjustment with its reason is taken', async () => {
    const stay = await phoneBooking(3, night(35), 1)
    await bodyOf(
      await staffPost(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'Storm' }),
      200,
    )

    const refused = await refusalOf(
      await charge(stay.ref, { description: 'Kayak', amount: 50_000 }),
      409,
    )
    const adjusted = await bodyOf<FolioView>(
      await charge(stay.ref, { kind: 'adjustment', amount: 20_000, reason: 'Broken kayak paddle' }),
      201,
    )

    expect(refused.code).toBe('wrong_state')
    expect(adjusted.lines.at(-1)).toMatchObject({
      kind: 'adjustment',
      description: 'Broken kayak paddle',
      amount: 20_000,
    })
    // The stay cancelled by the resort costs nothing; the adjustment is what is owed.
    expect(adjusted.total).toBe(20_000)
  })

  test('a charge on a checked-out stay is refused, while an adjustment with its reason is taken', async () => {
    const stay = await inHouse(3, night(40), 1, 1)
    await pay(stay.ref, stay.total)
    await bodyOf(await checkOut(stay.ref), 200)

    const refused = await refusalOf(
      await charge(stay.ref, { description: 'Minibar', amount: 30_000 }),
      409,
    )
    const adjusted = await bodyOf<FolioView>(
      await charge(stay.ref, { kind: 'adjustment', amount: 30_000, reason: 'Minibar found after' }),
      201,
    )

    expect(refused.code).toBe('wrong_state')
    expect(adjusted).toMatchObject({ total: stay.total + 30_000, balance: 30_000 })
  })

  test('check-out with a balance is refused naming it, left owed only with a reason', async () => {
    const stay = await inHouse(3, night(45), 1, 1)
    const owed = formatCentavos(stay.total)

    const refused = await refusalOf(await checkOut(stay.ref), 409)
    const withoutReason = await refusalOf(await checkOut(stay.ref, { allowBalance: true }), 400)
    const stillIn = (await detailOf(stay.ref)).reservation.status
    const left = await bodyOf<ReservationDetail>(
      await checkOut(stay.ref, { allowBalance: true, reason: 'The company pays by invoice' }),
      200,
    )

    expect(refused).toEqual({
      code: 'balance_due',
      message: `${owed} is still owed on this stay. Take the payment first, or check out leaving it owed and say why.`,
    })
    expect(withoutReason.code).toBe('invalid')
    expect(withoutReason.fields).toEqual({ reason: `Say why ${owed} is left owed.` })
    expect(stillIn).toBe('checked_in')
    expect(left.reservation.status).toBe('checked_out')
    expect(left.events.at(-1)?.note).toBe(
      `Checked out; ${owed} left owed: The company pays by invoice`,
    )
    expect(left.folio.balance).toBe(stay.total)
  })

  test('check-out once the desk has taken the balance says nothing about money', async () => {
    const stay = await inHouse(3, night(50), 1, 1)
    await pay(stay.ref, stay.total)

    const detail = await bodyOf<ReservationDetail>(await checkOut(stay.ref), 200)

    expect(detail.reservation.status).toBe('checked_out')
    expect(detail.events.at(-1)?.note).toBe('Checked out')
    expect(detail.folio).toMatchObject({ total: stay.total, paid: stay.total, balance: 0 })
  })

  test('check-out with money owed back to the guest is allowed and says what to give back', async () => {
    const stay = await inHouse(3, night(55), 1, 1)
    await pay(stay.ref, stay.total)
    await bodyOf(
      await charge(stay.ref, { kind: 'adjustment', amount: -50_000, reason: 'No hot water' }),
      201,
    )

    const detail = await bodyOf<ReservationDetail>(await checkOut(stay.ref), 200)

    expect(detail.money).toMatchObject({ due: stay.total - 50_000, balance: -50_000 })
    expect(detail.events.at(-1)?.note).toBe('Checked out; ₱500 to give back to the guest')
  })

  test('an early check-out keeps the freed nights charged unless told otherwise', async () => {
    const stay = await inHouse(2, night(60), 3, 1)
    await pay(stay.ref, stay.total)

    const detail = await bodyOf<ReservationDetail>(await checkOut(stay.ref), 200)

    expect(detail.events.at(-1)?.note).toBe('Checked out. 2 nights given back')
    expect(detail.folio.lines.map((line) => line.kind)).not.toContain('adjustment')
    expect(detail.folio).toMatchObject({ total: stay.total, balance: 0 })
  })

  test('an early check-out with keepEarlyNights false takes each freed night off by an adjustment', async () => {
    const stay = await inHouse(2, night(65), 3, 1)
    const freed = nightsOf(night(66), night(68))
    const freedCharge = stay.breakdown.nightly
      .filter((priced) => freed.includes(priced.night))
      .reduce((sum, priced) => sum + priced.price, 0)
    const owed = stay.total - freedCharge

    const refused = await refusalOf(await checkOut(stay.ref, { keepEarlyNights: false }), 409)
    await pay(stay.ref, owed)
    const detail = await bodyOf<ReservationDetail>(
      await checkOut(stay.ref, { keepEarlyNights: false }),
      200,
    )

    expect(freedCharge).toBeGreaterThan(0)
    expect(refused.message).toMatch(new RegExp(`^${formatCentavos(owed)} is still owed`))
    expect(detail.folio.lines.filter((line) => line.kind === 'adjustment')).toEqual(
      freed.map((date) =>
        expect.objectContaining({
          date,
          description: expect.stringMatching(/^Early check-out: .+, not charged$/),
          amount: -(stay.breakdown.nightly.find((priced) => priced.night === date)?.price ?? 0),
          who: DESK,
        }),
      ),
    )
    expect(detail.folio).toMatchObject({ total: owed, paid: owed, balance: 0 })
    expect(detail.events.at(-1)?.note).toBe(
      `Checked out; ${formatCentavos(freedCharge)} taken off for the nights not stayed. 2 nights given back`,
    )
  })

  test('a confirmed stay the resort cancels leaves a folio of nothing owed', async () => {
    const stay = await phoneBooking(1, night(70), 2)

    await bodyOf(
      await staffPost(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'Overbooked' }),
      200,
    )
    const folio = await folioOf(stay.ref)

    expect(folio.total).toBe(0)
    expect(folio.lines.map((line) => line.kind)).toEqual(['room', 'room', 'room', 'room'])
    expect(folio.lines.slice(2).map((line) => line.quantity)).toEqual([-1, -1])
  })

  test('a guest cancelling after the free days leaves a cancellation line of the policy’s charge', async () => {
    // Hotel Rooms: free until 3 days before, then the first night is charged.
    const stay = await phoneBooking(1, night(2), 2)
    const firstNight = stay.breakdown.nightly[0]?.price ?? 0

    const cancelled = await bodyOf<ReservationView>(
      await api.post(`/api/reservations/${stay.ref}/cancel`, { email: GUEST_EMAIL }),
      200,
    )
    const folio = await folioOf(stay.ref)

    expect(firstNight).toBeGreaterThan(0)
    expect(cancelled.cancellationCharge).toBe(firstNight)
    expect(folio.total).toBe(firstNight)
    expect(folio.lines.at(-1)).toMatchObject({
      kind: 'cancellation',
      description: 'Late cancellation',
      amount: firstNight,
      who: 'Guest',
    })
  })

  test('a no-show leaves a no-show line of the policy’s charge in place of the stay', async () => {
    const stay = await phoneBooking(1, night(75), 3)
    const firstNight = stay.breakdown.nightly[0]?.price ?? 0
    await travelTo(night(76))

    const detail = await bodyOf<ReservationDetail>(
      await staffPost(`/api/staff/reservations/${stay.ref}/no-show`),
      200,
    )

    expect(detail.folio.total).toBe(firstNight)
    expect(detail.folio.lines.filter((line) => line.kind === 'room')).toHaveLength(6)
    expect(detail.folio.lines.at(-1)).toMatchObject({
      kind: 'no_show',
      date: night(76),
      amount: firstNight,
      who: DESK,
    })
    expect(detail.money).toMatchObject({ due: firstNight, balance: firstNight })
  })

  test.each([
    ['GET', '/api/staff/reservations/ABCDEFGH/folio'],
    ['POST', '/api/staff/reservations/ABCDEFGH/charges'],
  ])('%s %s is 401 without a session', async (method, path) => {
    const response = await fetch(api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: api.origin },
      ...(method === 'POST' ? { body: '{"description":"Kayak","amount":100}' } : {}),
    })

    expect(response.status).toBe(401)
  })
})

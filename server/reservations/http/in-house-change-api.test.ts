/**
 * A guest in the house stays longer or leaves sooner (docs/reservations.md, "States"), over
 * HTTP on both engines: only the check-out moves, the unit is kept or the change refused with
 * `unit_taken`, the nights already had keep their price, and the folio follows.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import type { ReservationDetail, StayChangeResponse } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { addStaff } from '../data/staff'
import { hashPassword } from '../services/staff-auth'
import { startApiServer, type ApiServer } from '../test-support/api-server'

const PASSWORD = 'correct horse battery'
const DESK = 'in-house@resort.example'
const HOTEL = 1
const CABANA = 2
const DELUXE = 3

describe.each(ENGINES)('changing an in-house stay on %s', (engine) => {
  let api: ApiServer
  let cookie = ''

  beforeAll(async () => {
    api = await startApiServer(engine)
    await addStaff(api.inspect.db, DESK, await hashPassword(PASSWORD), new Date().toISOString())
    const response = await api.post('/api/staff/sign-in', { email: DESK, password: PASSWORD })
    cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  })
  afterAll(async () => {
    await api.stop()
  })

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const staffGet = (path: string) => fetch(api.url + path, { headers: { Cookie: cookie } })
  const staffPost = (path: string, body: unknown = {}) => api.post(path, body, { Cookie: cookie })
  const change = (ref: string, body: unknown) =>
    staffPost(`/api/staff/reservations/${ref}/change`, body)

  async function detailOf(response: Response, status = 200) {
    expect(response.status).toBe(status)
    return (await response.json()) as ReservationDetail
  }
  async function refusalOf(response: Response, status: number) {
    expect(response.status).toBe(status)
    return ((await response.json()) as ApiError).error
  }

  /** A phone booking from today, checked in: a guest in the house. */
  async function guestInHouse(roomId: number, nights: number) {
    const booked = await staffPost('/api/staff/bookings', {
      roomId,
      checkIn: night(0),
      checkOut: night(nights),
      adults: 1,
      kids: 0,
      guest: { name: 'Gabriela Silang', email: 'gabriela@example.com', phone: '+63 2 8123 4567' },
    })
    expect(booked.status).toBe(201)
    const { ref } = (await booked.json()) as ReservationView
    const checkedIn = await detailOf(await staffPost(`/api/staff/reservations/${ref}/check-in`))
    expect(checkedIn.reservation.status).toBe('checked_in')
    expect(checkedIn.unit).not.toBeNull()
    return checkedIn
  }

  async function unitNightsOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('unit_night')
      .innerJoin('reservation', 'reservation.id', 'unit_night.reservation_id')
      .innerJoin('unit', 'unit.id', 'unit_night.unit_id')
      .select(['unit.label as label', 'unit_night.night as night'])
      .where('reservation.ref', '=', ref)
      .orderBy('unit_night.night')
      .execute()
    return rows.map((row) => `${row.label} ${row.night}`)
  }

  const roomNights = (detail: ReservationDetail) =>
    detail.folio.lines
      .filter((line) => line.kind === 'room')
      .reduce<Record<IsoDate, number>>(
        (nights, line) => ({ ...nights, [line.date]: (nights[line.date] ?? 0) + line.amount }),
        {},
      )

  test('staying two nights longer keeps the unit, and the night had keeps its price', async () => {
    const stay = await guestInHouse(HOTEL, 1)
    const ref = stay.reservation.ref
    const pricedAt = roomNights(stay)[night(0)]!
    // Prices change after the guest came: tonight and the new nights are set anew.
    const repriced = await staffPost('/api/staff/rates', {
      roomId: HOTEL,
      from: night(0),
      to: night(2),
      price: pricedAt + 100_000,
    })
    expect(repriced.status).toBe(200)

    const response = await change(ref, { checkOut: night(3) })
    expect(response.status).toBe(200)
    const changed = (await response.json()) as StayChangeResponse
    expect(changed.reservation).toMatchObject({ status: 'checked_in', checkOut: night(3) })
    expect(changed.change.unit).toMatchObject({ label: stay.unit, kept: true })
    expect(await unitNightsOf(ref)).toEqual([0, 1, 2].map((day) => `${stay.unit} ${night(day)}`))
    expect(roomNights(changed)).toEqual({
      [night(0)]: pricedAt,
      [night(1)]: pricedAt + 100_000,
      [night(2)]: pricedAt + 100_000,
    })
    expect(changed.folio.total).toBe(changed.reservation.total)
    expect(changed.change.difference).toBe(2 * (pricedAt + 100_000))
  })

  test('leaving a day sooner gives the night back and takes its charge off', async () => {
    const stay = await guestInHouse(HOTEL, 3)
    const ref = stay.reservation.ref
    const changed = await detailOf(await change(ref, { checkOut: night(2) }))
    expect(await unitNightsOf(ref)).toEqual([0, 1].map((day) => `${stay.unit} ${night(day)}`))
    expect(
      Object.keys(roomNights(changed)).filter((date) => roomNights(changed)[date] !== 0),
    ).toEqual([night(0), night(1)])
    expect(changed.folio.total).toBe(changed.reservation.total)
    expect(changed.folio.total).toBeLessThan(stay.folio.total)
  })

  test('a unit another stay has on a new night refuses the change with unit_taken, and nothing moves', async () => {
    const stay = await guestInHouse(CABANA, 2)
    const ref = stay.reservation.ref
    // The other cabana is free, so the room type has a night: the unit does not.
    const next = await staffPost('/api/staff/bookings', {
      roomId: CABANA,
      checkIn: night(2),
      checkOut: night(4),
      adults: 1,
      kids: 0,
      guest: { name: 'Diego Silang', email: 'diego@example.com', phone: '+63 2 8123 4568' },
    })
    expect(next.status).toBe(201)
    const nextRef = ((await next.json()) as ReservationView).ref
    const assigned = await staffPost(`/api/staff/reservations/${nextRef}/assign`, {
      unit: stay.unit,
    })
    expect(assigned.status).toBe(200)

    const refusal = await refusalOf(await change(ref, { checkOut: night(3) }), 409)
    expect(refusal.code).toBe('unit_taken')
    expect(refusal.message).toContain(`Unit ${stay.unit} is taken by another stay`)
    const after = await detailOf(await staffGet(`/api/staff/reservations/${ref}`))
    expect(after.reservation.checkOut).toBe(night(2))
    expect(after.folio).toEqual(stay.folio)
    expect(await unitNightsOf(ref)).toEqual([0, 1].map((day) => `${stay.unit} ${night(day)}`))
  })

  test('the room, the rate and the day they came stay; leaving today is a check-out', async () => {
    const stay = await guestInHouse(DELUXE, 2)
    const ref = stay.reservation.ref
    const moved = await refusalOf(await change(ref, { roomId: HOTEL }), 400)
    expect(moved.fields?.roomId).toMatch(/in the house/)
    const earlier = await refusalOf(await change(ref, { checkIn: night(-1) }), 400)
    expect(earlier.fields?.checkIn).toMatch(/the day they came/)
    const today = await refusalOf(await change(ref, { checkOut: night(0) }), 400)
    expect(today.fields?.checkOut).toMatch(/checked out/)
    const same = await refusalOf(await change(ref, { checkOut: night(2) }), 400)
    expect(same.fields?.checkOut).toMatch(/as it is/)
  })
})

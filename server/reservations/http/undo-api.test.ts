/**
 * Undoing a desk move over HTTP on both engines (docs/reservations.md, "Settling at the desk"): a
 * check-in, check-out or no-show taken back the same resort day, with the state, the nights, the
 * unit and the folio as they were before it; refused the day after, for a move not made, and when
 * another stay has taken a night or the unit since. The server's clock is moved to each stay's
 * days; staff sign in again there, since a session lives 12 hours.
 */
import { describe, expect, test } from 'vitest'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import type { HousekeepingResponse, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import {
  bodyOf,
  bookByPhone,
  phoneBooking,
  refusalOf,
  staffServerFor,
} from '../test-support/staff-client'

const DESK = 'frontdesk@resort.example'
const RACES = 4

describe.each(ENGINES)('undoing a desk move on %s', (engine) => {
  const server = staffServerFor(engine, DESK)

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const detailOf = (response: Response, status = 200) => bodyOf<ReservationDetail>(response, status)

  const move = (ref: string, path: 'check-in' | 'no-show' | 'assign', body = {}) =>
    server.staff.post(`/api/staff/reservations/${ref}/${path}`, body)
  const checkOut = (ref: string, body = {}) =>
    server.staff.post(`/api/staff/reservations/${ref}/check-out`, {
      allowBalance: true,
      reason: 'Pays by bank transfer',
      ...body,
    })
  const undo = (ref: string, undone: string) =>
    server.staff.post(`/api/staff/reservations/${ref}/undo`, { move: undone })
  const current = async (ref: string) =>
    detailOf(await server.staff.get(`/api/staff/reservations/${ref}`))

  async function unitNightsOf(ref: string) {
    const rows = await server.api.inspect.db
      .selectFrom('unit_night')
      .innerJoin('reservation', 'reservation.id', 'unit_night.reservation_id')
      .innerJoin('unit', 'unit.id', 'unit_night.unit_id')
      .select(['unit.label as label', 'unit_night.night as night'])
      .where('reservation.ref', '=', ref)
      .orderBy('unit_night.night')
      .execute()
    return rows.map((row) => `${row.label} ${row.night}`)
  }

  async function bookedOn(roomId: number, nights: IsoDate[]) {
    const rows = await server.api.inspect.db
      .selectFrom('inventory_night')
      .select(['night', 'booked'])
      .where('room_type_id', '=', roomId)
      .where('night', 'in', nights)
      .orderBy('night')
      .execute()
    return rows.map((row) => row.booked)
  }

  /** Cleans every unit of a room: earlier check-outs left them dirty, refused at check-in. */
  async function cleanUnitsOf(roomId: number) {
    const day = (await (
      await server.staff.get('/api/staff/housekeeping')
    ).json()) as HousekeepingResponse
    for (const unit of day.units.filter((each) => each.roomId === roomId)) {
      const cleaned = await server.staff.post(`/api/staff/units/${unit.id}/status`, {
        status: 'clean',
      })
      expect(cleaned.status).toBe(200)
    }
  }

  /** A stay of `nights` checked in on its first day, the clock then moved `daysLater`. */
  async function inHouse(roomId: number, checkIn: IsoDate, nights: number, daysLater = 1) {
    const stay = await phoneBooking(server.staff, roomId, checkIn, nights)
    await server.staff.travelTo(checkIn)
    await cleanUnitsOf(roomId)
    const checkedIn = await detailOf(await move(stay.ref, 'check-in'))
    await server.staff.travelTo(addDays(checkIn, daysLater))
    return { ...stay, unit: checkedIn.unit }
  }

  test('a check-in undone the same day: confirmed again, keeping its unit, with an event', async () => {
    const stay = await phoneBooking(server.staff, 3, night(20), 2)
    await server.staff.travelTo(night(20))
    const checkedIn = await detailOf(await move(stay.ref, 'check-in'))
    await server.staff.travelTo(night(20), 11)

    const undone = await detailOf(await undo(stay.ref, 'check-in'))

    expect(undone.reservation.status).toBe('confirmed')
    expect(undone.unit).toBe(checkedIn.unit)
    expect(undone.actions).toContain('check_in')
    expect(undone.events.at(-1)).toMatchObject({
      from: 'checked_in',
      to: 'confirmed',
      who: DESK,
      note: 'Check-in undone',
    })
    expect(undone.folio.total).toBe(stay.total)
    expect(await unitNightsOf(stay.ref)).toEqual([
      `${checkedIn.unit} ${night(20)}`,
      `${checkedIn.unit} ${night(21)}`,
    ])
  })

  test('a check-out undone the same day takes back its nights, its unit and the charges it took off', async () => {
    const stay = await inHouse(2, night(30), 3)
    const nights = [night(30), night(31), night(32)]
    const before = await bookedOn(2, nights)
    expect(before).toEqual([1, 1, 1])
    const checkedOut = await detailOf(await checkOut(stay.ref, { keepEarlyNights: false }))
    await server.staff.travelTo(night(31), 11)

    const undone = await detailOf(await undo(stay.ref, 'check-out'))

    expect(checkedOut.folio.total).toBeLessThan(stay.total)
    expect(undone.reservation.status).toBe('checked_in')
    expect(undone.actions).toContain('check_out')
    expect(undone.events.at(-1)).toMatchObject({
      from: 'checked_out',
      to: 'checked_in',
      who: DESK,
      note: 'Check-out undone. 2 nights taken back',
    })
    expect(await bookedOn(2, nights)).toEqual(before)
    expect(await unitNightsOf(stay.ref)).toEqual(nights.map((date) => `${stay.unit} ${date}`))
    expect(undone.folio.total).toBe(stay.total)
    const adjustments = undone.folio.lines.filter((line) => line.kind === 'adjustment')
    expect(adjustments.map((line) => [line.date, line.quantity])).toEqual([
      [night(31), -1],
      [night(32), -1],
      [night(31), 1],
      [night(32), 1],
    ])

    await server.staff.travelTo(night(31), 12)
    const again = await detailOf(await checkOut(stay.ref, { keepEarlyNights: false }))
    expect(again.folio.total).toBe(checkedOut.folio.total)
    expect(await bookedOn(2, nights)).toEqual([1, 0, 0])
  })

  test('a no-show undone the same day: confirmed, its nights and unit taken back, its charge reversed', async () => {
    const stay = await phoneBooking(server.staff, 1, night(40), 3)
    const nights = [night(40), night(41), night(42)]
    await detailOf(await move(stay.ref, 'assign', { unit: 'H2' }))
    await server.staff.travelTo(night(41))
    const missed = await detailOf(await move(stay.ref, 'no-show'))
    await server.staff.travelTo(night(41), 11)

    const undone = await detailOf(await undo(stay.ref, 'no-show'))

    expect(missed.folio.total).toBe(stay.breakdown.nightly[0]?.price)
    expect(undone.reservation).toMatchObject({ status: 'confirmed', cancellationCharge: null })
    expect(undone.events.at(-1)).toMatchObject({
      from: 'no_show',
      to: 'confirmed',
      note: 'No-show undone. 2 nights taken back',
    })
    expect(undone.folio.total).toBe(stay.total)
    expect(
      undone.folio.lines.filter((line) => line.kind === 'no_show').map((l) => l.quantity),
    ).toEqual([1, -1])
    expect(await bookedOn(1, nights)).toEqual([1, 1, 1])
    expect(await unitNightsOf(stay.ref)).toEqual(nights.map((date) => `H2 ${date}`))
  })

  test('the resort day after, a move is not undone', async () => {
    const stay = await phoneBooking(server.staff, 3, night(50), 2)
    await server.staff.travelTo(night(50), 23)
    await detailOf(await move(stay.ref, 'check-in'))
    await server.staff.travelTo(night(51), 0)

    const refused = await refusalOf(await undo(stay.ref, 'check-in'), 409)

    expect(refused).toEqual({
      code: 'wrong_state',
      message: `The check-in was made on ${formatStayDate(night(50))}: a move can be undone only the resort day it was made.`,
    })
    expect((await current(stay.ref)).reservation.status).toBe('checked_in')
  })

  test('a move the stay is not in is not undone', async () => {
    const confirmed = await phoneBooking(server.staff, 3, night(55), 1)
    const checkedIn = await inHouse(3, night(56), 2, 0)

    const noCheckOut = await refusalOf(await undo(confirmed.ref, 'check-out'), 409)
    const noNoShow = await refusalOf(await undo(checkedIn.ref, 'no-show'), 409)

    expect(noCheckOut).toEqual({
      code: 'wrong_state',
      message: 'This reservation is confirmed: there is no check-out to undo.',
    })
    expect(noNoShow).toEqual({
      code: 'wrong_state',
      message: 'This reservation is checked in: there is no no-show to undo.',
    })
  })

  test('a night another stay has booked since refuses the undo, naming it, and changes nothing', async () => {
    await phoneBooking(server.staff, 2, night(60), 3)
    const stay = await inHouse(2, night(60), 3)
    await detailOf(await checkOut(stay.ref))
    await phoneBooking(server.staff, 2, night(61), 1)
    const before = await current(stay.ref)

    const refused = await refusalOf(await undo(stay.ref, 'check-out'), 409)

    expect(refused.code).toBe('conflict')
    expect(refused.message).toBe(
      `The night of ${formatStayDate(night(61))} is no longer free for this room: the stay cannot take it back, so the move stays as it is.`,
    )
    expect(await current(stay.ref)).toEqual(before)
    expect(await bookedOn(2, [night(60), night(61), night(62)])).toEqual([2, 2, 1])
  })

  test('a unit given to another stay since refuses the undo, naming it, and changes nothing', async () => {
    const other = await phoneBooking(server.staff, 3, night(71), 1)
    const stay = await inHouse(3, night(70), 2)
    await detailOf(await checkOut(stay.ref))
    await detailOf(await move(other.ref, 'assign', { unit: stay.unit ?? '' }))
    const booked = await bookedOn(3, [night(71)])

    const refused = await refusalOf(await undo(stay.ref, 'check-out'), 409)

    expect(refused).toEqual({
      code: 'conflict',
      message: `${stay.unit} is given to another stay on ${formatStayDate(night(71))}: the stay cannot take it back, so the move stays as it is.`,
    })
    expect((await current(stay.ref)).reservation.status).toBe('checked_out')
    expect(await bookedOn(3, [night(71)])).toEqual(booked)
    expect(await unitNightsOf(stay.ref)).toEqual([`${stay.unit} ${night(70)}`])
  })

  test(`an undo and a booking racing for the night it gave back: exactly one gets it (${RACES} races)`, async () => {
    for (let race = 0; race < RACES; race += 1) {
      const first = night(80 + race * 3)
      await phoneBooking(server.staff, 2, first, 2)
      const stay = await inHouse(2, first, 2)
      await detailOf(await checkOut(stay.ref))

      const [undone, booked] = await Promise.all([
        undo(stay.ref, 'check-out'),
        bookByPhone(server.staff, 2, addDays(first, 1), 1),
      ])

      expect([undone.status, booked.status].sort()).toEqual(
        undone.status === 200 ? [200, 409] : [201, 409],
      )
      if (undone.status !== 200) expect((await refusalOf(undone, 409)).code).toBe('conflict')
      expect(await bookedOn(2, [addDays(first, 1)])).toEqual([2])
    }
  })

  test('two undos of one move at once: one takes it back', async () => {
    const stay = await inHouse(3, night(95), 2, 0)

    const answers = await Promise.all([undo(stay.ref, 'check-in'), undo(stay.ref, 'check-in')])
    const { events } = await current(stay.ref)

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(events.filter((event) => event.note === 'Check-in undone')).toHaveLength(1)
  })

  test('a move that is not a desk move is refused with 400', async () => {
    const stay = await phoneBooking(server.staff, 3, night(97), 1)

    const refused = await refusalOf(await undo(stay.ref, 'cancel'), 400)

    expect(refused.code).toBe('invalid')
  })

  test('an unknown reference is 404', async () => {
    expect((await refusalOf(await undo('ABCDEFGH', 'check-in'), 404)).code).toBe('not_found')
  })

  test('undo is 401 without a session', async () => {
    const response = await server.api.post('/api/staff/reservations/ABCDEFGH/undo', {
      move: 'check-in',
    })

    expect(response.status).toBe(401)
  })
})

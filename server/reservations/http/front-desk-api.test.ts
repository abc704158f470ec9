/**
 * The front desk over HTTP on both engines (docs/reservations.md, "The staff console"): labelled
 * units and giving one to a stay, check-in, check-out, no-show and internal notes. The server's
 * clock is moved to each stay's days; staff sign in again there, since a session lives 12 hours.
 */
import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import type { ApiError, AvailabilityResponse, ReservationView } from '../../../domain/api-contract'
import { addDays, formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import type {
  ChannelsResponse,
  DeskStayView,
  HousekeepingResponse,
  MovementsResponse,
  NightHoldsResponse,
  ReservationDetail,
  UnitsResponse,
} from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { availabilityPath, bookingBody } from '../test-support/bookings'
import { bodyOf, phoneBooking, refusalOf, staffServerFor } from '../test-support/staff-client'

const DESK = 'frontdesk@resort.example'
const CONTENDERS = 20

describe.each(ENGINES)('the front desk API on %s', (engine) => {
  const server = staffServerFor(engine, DESK)

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const detailOf = (response: Response, status = 200) => bodyOf<ReservationDetail>(response, status)

  const move = (ref: string, path: 'check-in' | 'check-out' | 'no-show' | 'assign', body = {}) =>
    server.staff.post(`/api/staff/reservations/${ref}/${path}`, body)

  /** Cleans every unit of a room: earlier tests' check-outs left some dirty, refused at check-in. */
  async function cleanUnitsOf(roomId: number) {
    const { units } = (await (
      await server.staff.get('/api/staff/housekeeping')
    ).json()) as HousekeepingResponse
    for (const unit of units.filter((each) => each.roomId === roomId)) {
      expect(
        (await server.staff.post(`/api/staff/units/${unit.id}/status`, { status: 'clean' })).status,
      ).toBe(200)
    }
  }

  /** What a desk does before a check-out: takes what the stay still owes. */
  async function payInFull(ref: string) {
    const { money } = await detailOf(await server.staff.get(`/api/staff/reservations/${ref}`))
    const paid = await server.staff.post(`/api/staff/reservations/${ref}/payments`, {
      amount: money.balance,
      method: 'cash',
    })
    expect(paid.status).toBe(201)
  }

  async function unitsLeft(roomId: number, checkIn: IsoDate, checkOut: IsoDate) {
    const response = await server.api.get(availabilityPath({ checkIn, checkOut }, 1))
    const body = (await response.json()) as AvailabilityResponse
    return body.rooms.find((room) => room.id === roomId)?.unitsLeft
  }

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

  test('GET /api/staff/units lists each room type’s labelled units, from content', async () => {
    const body = (await (await server.staff.get('/api/staff/units')).json()) as UnitsResponse

    expect(
      body.rooms.map((room) => ({
        roomId: room.roomId,
        labels: room.units.map((unit) => unit.label),
      })),
    ).toEqual([
      { roomId: 1, labels: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'] },
      { roomId: 2, labels: ['C1', 'C2'] },
      { roomId: 3, labels: ['D1', 'D2', 'D3', 'D4'] },
    ])
    expect(new Set(body.rooms.flatMap((room) => room.units.map((unit) => unit.id))).size).toBe(12)
  })

  test('a unit is given to a stay for its nights, and refused to another stay on one of them', async () => {
    const first = await phoneBooking(server.staff, 3, night(60), 2)
    const second = await phoneBooking(server.staff, 3, night(61), 2)

    const given = await detailOf(await move(first.ref, 'assign', { unit: 'd2' }))
    const taken = await refusalOf(await move(second.ref, 'assign', { unit: 'D2' }), 409)
    const other = await detailOf(await move(second.ref, 'assign', { unit: 'D3' }))

    expect(given.unit).toBe('D2')
    expect(given.reservation.ref).toBe(first.ref)
    expect(given.events.at(-1)?.note).toBe('Unit D2 assigned')
    expect(taken.code).toBe('unit_taken')
    expect(taken.message).toMatch(/D2 is given to another stay/)
    expect(other.unit).toBe('D3')
    expect(await unitNightsOf(first.ref)).toEqual([`D2 ${night(60)}`, `D2 ${night(61)}`])
    expect(await unitNightsOf(second.ref)).toEqual([`D3 ${night(61)}`, `D3 ${night(62)}`])
  })

  test('moving a stay to another unit frees the first one for other stays', async () => {
    const stay = await phoneBooking(server.staff, 3, night(70), 1)
    const other = await phoneBooking(server.staff, 3, night(70), 1)
    await detailOf(await move(stay.ref, 'assign', { unit: 'D1' }))

    const moved = await detailOf(await move(stay.ref, 'assign', { unit: 'D4' }))
    const freed = await detailOf(await move(other.ref, 'assign', { unit: 'D1' }))

    expect(moved.events.at(-1)?.note).toBe('Moved from unit D1 to D4')
    expect(freed.unit).toBe('D1')
    expect(await unitNightsOf(stay.ref)).toEqual([`D4 ${night(70)}`])
  })

  test('a unit of another room type, or none, is refused with the field named', async () => {
    const stay = await phoneBooking(server.staff, 3, night(75), 1)

    const wrongRoom = await refusalOf(await move(stay.ref, 'assign', { unit: 'H1' }), 400)
    const empty = await refusalOf(await move(stay.ref, 'assign', { unit: ' ' }), 400)

    expect(wrongRoom.fields?.unit).toBe('H1 is not one of the units of Deluxe Room.')
    expect(empty.fields?.unit).toMatch(/label/)
  })

  test('a cancelled stay is given no unit, and cancelling takes its unit back', async () => {
    const stay = await phoneBooking(server.staff, 3, night(80), 1)
    await detailOf(await move(stay.ref, 'assign', { unit: 'D1' }))

    await detailOf(
      await server.staff.post(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'x' }),
    )
    const refused = await refusalOf(await move(stay.ref, 'assign', { unit: 'D1' }), 409)

    expect(refused.code).toBe('wrong_state')
    expect(refused.message).toBe(
      'This reservation is cancelled: it holds no nights to give a unit for.',
    )
    expect(await unitNightsOf(stay.ref)).toEqual([])
    expect(
      (await detailOf(await server.staff.get(`/api/staff/reservations/${stay.ref}`))).unit,
    ).toBeNull()
  })

  test(`${CONTENDERS} simultaneous assignments of one unit on one night: exactly one wins`, async () => {
    const day = night(90)
    const raised = await server.staff.post('/api/staff/inventory', {
      roomId: 1,
      from: day,
      to: addDays(day, 1),
      action: 'units',
      units: CONTENDERS,
    })
    expect(raised.status).toBe(200)
    const stays = await Promise.all(
      Array.from({ length: CONTENDERS }, () => phoneBooking(server.staff, 1, day, 1)),
    )

    const responses = await Promise.all(
      stays.map((stay) => move(stay.ref, 'assign', { unit: 'H7' })),
    )
    const codes = await Promise.all(
      responses
        .filter((response) => response.status !== 200)
        .map(async (response) => ((await response.json()) as ApiError).error.code),
    )
    const given = await server.api.inspect.db
      .selectFrom('unit_night')
      .innerJoin('unit', 'unit.id', 'unit_night.unit_id')
      .select('unit_night.reservation_id')
      .where('unit.label', '=', 'H7')
      .where('unit_night.night', '=', day)
      .execute()

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(codes).toEqual(Array(CONTENDERS - 1).fill('unit_taken'))
    expect(given).toHaveLength(1)
  })

  test('a night raised to more units gets new labels for them', async () => {
    const body = (await (await server.staff.get('/api/staff/units')).json()) as UnitsResponse
    const labels = body.rooms.find((room) => room.roomId === 1)?.units.map((unit) => unit.label)

    // The previous test raised a Hotel Rooms night to 20 units.
    expect(labels).toHaveLength(CONTENDERS)
    expect(labels?.at(-1)).toBe(`H${CONTENDERS}`)
  })

  test('fewer units retire the spare labels, but not one still given to a stay', async () => {
    const day = night(95)
    const range = { roomId: 3, from: day, to: addDays(day, 1) }
    expect(
      (await server.staff.post('/api/staff/inventory', { ...range, action: 'units', units: 6 }))
        .status,
    ).toBe(200)
    const stay = await phoneBooking(server.staff, 3, day, 1)
    await detailOf(await move(stay.ref, 'assign', { unit: 'D6' }))

    expect(
      (await server.staff.post('/api/staff/inventory', { ...range, action: 'units', units: 4 }))
        .status,
    ).toBe(200)
    const deluxe = async () => {
      const body = (await (await server.staff.get('/api/staff/units')).json()) as UnitsResponse
      return body.rooms.find((room) => room.roomId === 3)?.units.map((unit) => unit.label)
    }
    const whileGiven = await deluxe()
    await detailOf(
      await server.staff.post(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'x' }),
    )
    expect(
      (await server.staff.post('/api/staff/inventory', { ...range, action: 'units', units: 4 }))
        .status,
    ).toBe(200)

    expect(whileGiven).toEqual(['D1', 'D2', 'D3', 'D4', 'D6'])
    expect(await deluxe()).toEqual(['D1', 'D2', 'D3', 'D4'])
  })

  test('check-in before the day of arrival is refused in words, and changes nothing', async () => {
    const stay = await phoneBooking(server.staff, 1, night(100), 2)

    const refused = await refusalOf(await move(stay.ref, 'check-in'), 409)
    const detail = await detailOf(await server.staff.get(`/api/staff/reservations/${stay.ref}`))

    expect(refused.code).toBe('wrong_state')
    expect(refused.message).toMatch(
      /^Check-in opens on \w{3} \d+ \w{3} \d{4}, the day of arrival\.$/,
    )
    expect(detail.reservation.status).toBe('confirmed')
    expect(detail.actions).not.toContain('check_in')
  })

  test('check-in on the day gives a free unit, and the stay is then offered check-out', async () => {
    const stay = await phoneBooking(server.staff, 1, night(110), 2)
    await server.staff.travelTo(night(110))

    const detail = await detailOf(await move(stay.ref, 'check-in'))

    expect(detail.reservation.status).toBe('checked_in')
    expect(detail.unit).toMatch(/^H\d+$/)
    expect(detail.actions).toEqual(['change', 'assign', 'check_out'])
    expect(detail.events.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'checked_in',
      who: DESK,
      note: `Checked in; unit ${detail.unit} given`,
    })
    expect(await unitNightsOf(stay.ref)).toEqual([
      `${detail.unit} ${night(110)}`,
      `${detail.unit} ${night(111)}`,
    ])
  })

  test('check-in gives no unit when none is free for every night left, and says so', async () => {
    const first = await phoneBooking(server.staff, 2, night(117), 1)
    const second = await phoneBooking(server.staff, 2, night(118), 1)
    const stay = await phoneBooking(server.staff, 2, night(117), 2)
    await detailOf(await move(first.ref, 'assign', { unit: 'C1' }))
    await detailOf(await move(second.ref, 'assign', { unit: 'C2' }))
    await server.staff.travelTo(night(117))

    const detail = await detailOf(await move(stay.ref, 'check-in'))

    expect(detail.reservation.status).toBe('checked_in')
    expect(detail.unit).toBeNull()
    expect(detail.events.at(-1)?.note).toBe(
      'Checked in; no unit is free for every night left: assign one',
    )
    expect(await unitNightsOf(stay.ref)).toEqual([])
  })

  test('check-in keeps the unit a stay was already given', async () => {
    const stay = await phoneBooking(server.staff, 3, night(115), 1)
    await detailOf(await move(stay.ref, 'assign', { unit: 'D3' }))
    await server.staff.travelTo(night(115))

    const detail = await detailOf(await move(stay.ref, 'check-in'))

    expect(detail.unit).toBe('D3')
    expect(detail.events.at(-1)?.note).toBe('Checked in')
  })

  test('only a confirmed stay can be checked in, and only a checked-in one checked out', async () => {
    const request = await server.api.post(
      '/api/reservations',
      bookingBody({ roomId: 1, adults: 1, kids: 0, checkIn: night(120), checkOut: night(121) }),
    )
    const { ref } = (await request.json()) as ReservationView
    const confirmed = await phoneBooking(server.staff, 1, night(120), 1)
    await server.staff.travelTo(night(120))

    const checkIn = await refusalOf(await move(ref, 'check-in'), 409)
    const checkOut = await refusalOf(await move(confirmed.ref, 'check-out'), 409)
    const noShow = await refusalOf(await move(ref, 'no-show'), 409)

    expect(checkIn).toEqual({
      code: 'wrong_state',
      message: 'This reservation is still a request: only a confirmed stay can be checked in.',
    })
    expect(checkOut.message).toBe(
      'This reservation is confirmed: only a guest who checked in can check out.',
    )
    expect(noShow.code).toBe('wrong_state')
  })

  test('an early check-out gives back the nights not used, in availability and the unit', async () => {
    const stay = await phoneBooking(server.staff, 2, night(130), 3)
    const other = await phoneBooking(server.staff, 2, night(130), 3)
    await server.staff.travelTo(night(130))
    await detailOf(await move(stay.ref, 'check-in'))
    await server.staff.travelTo(night(131))
    const before = await unitsLeft(2, night(131), night(133))
    await payInFull(stay.ref)

    const detail = await detailOf(await move(stay.ref, 'check-out'))

    expect(before).toBe(0)
    expect(detail.reservation.status).toBe('checked_out')
    expect(detail.events.at(-1)).toMatchObject({
      from: 'checked_in',
      to: 'checked_out',
      note: 'Checked out. 2 nights given back',
    })
    expect(await unitsLeft(2, night(131), night(133))).toBe(1)
    expect(await bookedOn(2, [night(130), night(131), night(132)])).toEqual([2, 1, 1])
    expect(await unitNightsOf(stay.ref)).toEqual([`${detail.unit} ${night(130)}`])
    expect(
      (await detailOf(await move(other.ref, 'assign', { unit: detail.unit ?? '' }))).unit,
    ).toBe(detail.unit)
  })

  test('a check-out on the last day gives nothing back', async () => {
    const stay = await phoneBooking(server.staff, 2, night(140), 1)
    await server.staff.travelTo(night(140))
    await detailOf(await move(stay.ref, 'check-in'))
    await server.staff.travelTo(night(141))
    await payInFull(stay.ref)

    const detail = await detailOf(await move(stay.ref, 'check-out'))

    expect(detail.events.at(-1)?.note).toBe('Checked out')
    expect(await bookedOn(2, [night(140)])).toEqual([1])
  })

  test('a no-show frees every night from the day it is marked and records the policy’s charge', async () => {
    const stay = await phoneBooking(server.staff, 1, night(150), 3)
    await detailOf(await move(stay.ref, 'assign', { unit: 'H2' }))
    await server.staff.travelTo(night(151))

    const detail = await detailOf(await move(stay.ref, 'no-show'))
    const guest = (await (
      await server.api.get(`/api/reservations/${stay.ref}?email=andres@example.com`)
    ).json()) as ReservationView

    // Hotel Rooms: free until 3 days before, then the first night is charged.
    const firstNight = stay.breakdown.nightly[0]?.price ?? 0
    expect(firstNight).toBeGreaterThan(0)
    expect(detail.reservation).toMatchObject({ status: 'no_show', cancellationCharge: firstNight })
    expect(detail.events.at(-1)?.note).toMatch(
      /^Marked a no-show\. 2 nights given back\. ₱[\d,]+(\.\d\d)? due under the cancellation policy$/,
    )
    expect(guest).toMatchObject({ status: 'no_show', cancellationCharge: firstNight })
    expect(await bookedOn(1, [night(150), night(151), night(152)])).toEqual([1, 0, 0])
    expect(await unitNightsOf(stay.ref)).toEqual([`H2 ${night(150)}`])
    expect(detail.actions).toEqual([])
  })

  test('a no-show cannot be marked before the check-in day', async () => {
    const stay = await phoneBooking(server.staff, 1, night(160), 1)

    const refused = await refusalOf(await move(stay.ref, 'no-show'), 409)

    expect(refused.code).toBe('wrong_state')
    expect(refused.message).toMatch(/from 8 PM on its arrival day/)
  })

  test('on the arrival day a no-show opens at 8 PM (NO_SHOW_FROM_HOUR): the guest may still come', async () => {
    const stay = await phoneBooking(server.staff, 1, night(165), 1)
    await server.staff.travelTo(night(165), 19)

    const early = await refusalOf(await move(stay.ref, 'no-show'), 409)
    const offered = await detailOf(await server.staff.get(`/api/staff/reservations/${stay.ref}`))

    expect(early).toMatchObject({
      code: 'wrong_state',
      message: `A stay can be marked a no-show from 8 PM on its arrival day, ${formatStayDate(night(165))}: the guest may still come.`,
    })
    expect(offered.actions).not.toContain('no_show')
    await server.staff.travelTo(night(165), 20)
    expect((await detailOf(await move(stay.ref, 'no-show'))).reservation.status).toBe('no_show')
  })

  test('the channel feed still blocks a checked-in stay’s nights and frees a no-show’s', async () => {
    const arrived = await phoneBooking(server.staff, 2, night(170), 2)
    const missing = await phoneBooking(server.staff, 2, night(170), 2)
    await server.staff.travelTo(night(170), 21)
    await cleanUnitsOf(2)
    const blocked = async () => {
      const { exports } = (await (
        await server.staff.get('/api/staff/channels')
      ).json()) as ChannelsResponse
      const path = new URL(exports.find((entry) => entry.roomId === 2)?.url ?? '').pathname
      const feed = new ICAL.Component(ICAL.parse(await (await server.api.get(path)).text()))
      return feed
        .getAllSubcomponents('vevent')
        .map((vevent) => new ICAL.Event(vevent))
        .map((event) => [event.startDate.toString(), event.endDate.toString()])
    }

    await detailOf(await move(arrived.ref, 'check-in'))
    const whileFull = await blocked()
    await detailOf(await move(missing.ref, 'no-show'))

    expect(whileFull).toContainEqual([night(170), night(172)])
    expect(await blocked()).not.toContainEqual([night(170), night(172)])
  })

  test('an internal note is listed for server.staff with who and when, and never reaches the guest', async () => {
    const secret = 'Guest was rude to the night porter; offer the quiet wing'
    const stay = await phoneBooking(server.staff, 3, night(180), 1)

    const added = await detailOf(
      await server.staff.post(`/api/staff/reservations/${stay.ref}/notes`, {
        text: `  ${secret} `,
      }),
      201,
    )
    await detailOf(
      await server.staff.post(`/api/staff/reservations/${stay.ref}/cancel`, { reason: 'x' }),
    )
    const guestView = await (
      await server.api.get(`/api/reservations/${stay.ref}?email=andres@example.com`)
    ).text()
    const { exports } = (await (
      await server.staff.get('/api/staff/channels')
    ).json()) as ChannelsResponse
    const feeds = await Promise.all(
      exports.map(async (entry) => (await server.api.get(new URL(entry.url).pathname)).text()),
    )
    const mail = await server.api.inspect.db
      .selectFrom('email_outbox')
      .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
      .select(['email_outbox.subject', 'email_outbox.text_body'])
      .where('reservation.ref', '=', stay.ref)
      .execute()

    expect(added.internalNotes).toEqual([{ at: expect.any(String), who: DESK, text: secret }])
    expect(added.events.at(-1)?.note).toBe('Internal note added')
    expect(guestView).toContain(stay.ref)
    expect(guestView).not.toContain('porter')
    expect(feeds.join('')).not.toContain('porter')
    expect(mail.length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(mail)).not.toContain('porter')
  })

  test('an empty note is refused with the field named', async () => {
    const stay = await phoneBooking(server.staff, 3, night(185), 1)

    const refused = await refusalOf(
      await server.staff.post(`/api/staff/reservations/${stay.ref}/notes`, { text: '   ' }),
      400,
    )

    expect(refused.fields?.text).toBe('Write the note.')
  })

  test('the desk’s day lists arrivals with their unit, the house, departures and no-shows to mark', async () => {
    const arriving = await phoneBooking(server.staff, 1, night(250), 2)
    const stayingOn = await phoneBooking(server.staff, 3, night(249), 3)
    const leaving = await phoneBooking(server.staff, 2, night(248), 2)
    const missed = await phoneBooking(server.staff, 1, night(249), 1)
    const refsOf = (stays: DeskStayView[]) => stays.map((stay) => stay.reservation.ref)
    await detailOf(await move(arriving.ref, 'assign', { unit: 'H4' }))
    await cleanUnitsOf(2)
    await cleanUnitsOf(3)
    await server.staff.travelTo(night(248))
    await detailOf(await move(leaving.ref, 'check-in'))
    await server.staff.travelTo(night(249))
    const inHouse = await detailOf(await move(stayingOn.ref, 'check-in'))
    await server.staff.travelTo(night(250))

    const day = (await (await server.staff.get('/api/staff/movements')).json()) as MovementsResponse
    const ahead = (await (
      await server.staff.get(`/api/staff/movements?date=${night(251)}`)
    ).json()) as MovementsResponse

    expect(day).toMatchObject({ date: night(250), today: night(250) })
    expect(day.arrivals).toEqual([
      {
        reservation: expect.objectContaining({ ref: arriving.ref }),
        unit: 'H4',
        actions: ['cancel', 'edit', 'change', 'assign', 'check_in'],
        money: { due: arriving.total, paid: 0, balance: arriving.total },
      },
    ])
    expect(day.inHouse).toEqual([
      {
        reservation: expect.objectContaining({ ref: stayingOn.ref }),
        unit: inHouse.unit,
        actions: ['change', 'assign', 'check_out'],
        money: { due: stayingOn.total, paid: 0, balance: stayingOn.total },
      },
    ])
    expect(refsOf(day.departures)).toContain(leaving.ref)
    // The other tests' guests still checked in after their check-out day are due out too.
    for (const { reservation } of day.departures.filter((s) => s.reservation.ref !== leaving.ref))
      expect(reservation).toMatchObject({ status: 'checked_in', checkOut: expect.any(String) })
    expect(day.departures.every(({ reservation }) => reservation.checkOut <= night(250))).toBe(true)
    expect(refsOf(day.noShows)).toContain(missed.ref)
    expect(refsOf(day.noShows)).not.toContain(arriving.ref)
    expect(ahead).toMatchObject({ date: night(251), today: night(250) })
    expect(refsOf(ahead.inHouse).sort()).toEqual([arriving.ref, stayingOn.ref].sort())
    expect(refsOf(ahead.departures)).not.toContain(leaving.ref)
  })

  test('the desk’s day refuses a day that is not a date, naming the field', async () => {
    const refused = await refusalOf(
      await server.staff.get('/api/staff/movements?date=tomorrow'),
      400,
    )

    expect(refused.fields?.date).toBe('Give the day as YYYY-MM-DD.')
  })

  test('a night of the calendar names the unit each stay has on it', async () => {
    const given = await phoneBooking(server.staff, 3, night(260), 2)
    const without = await phoneBooking(server.staff, 3, night(260), 1)
    await detailOf(await move(given.ref, 'assign', { unit: 'D2' }))

    const holds = (await (
      await server.staff.get(`/api/staff/calendar/night?roomId=3&night=${night(261)}`)
    ).json()) as NightHoldsResponse
    const first = (await (
      await server.staff.get(`/api/staff/calendar/night?roomId=3&night=${night(260)}`)
    ).json()) as NightHoldsResponse

    expect(holds.reservations.map(({ ref, unit }) => ({ ref, unit }))).toEqual([
      { ref: given.ref, unit: 'D2' },
    ])
    expect(first.reservations.map(({ ref, unit }) => ({ ref, unit }))).toEqual([
      { ref: given.ref, unit: 'D2' },
      { ref: without.ref, unit: null },
    ])
  })

  test.each([
    ['GET', '/api/staff/units'],
    ['POST', '/api/staff/reservations/ABCDEFGH/assign'],
    ['POST', '/api/staff/reservations/ABCDEFGH/check-in'],
    ['POST', '/api/staff/reservations/ABCDEFGH/check-out'],
    ['POST', '/api/staff/reservations/ABCDEFGH/no-show'],
    ['POST', '/api/staff/reservations/ABCDEFGH/notes'],
  ])('%s %s is 401 without a session', async (method, path) => {
    const response = await fetch(server.api.url + path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: server.api.origin },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })

    expect(response.status).toBe(401)
  })
})

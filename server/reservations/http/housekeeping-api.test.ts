/**
 * Housekeeping over HTTP on both engines (docs/reservations.md, "Housekeeping"): unit statuses
 * set by hand, out-of-order nights taken from inventory, check-in refused into a unit not
 * ready, the automatic moves to dirty, and the live feed. The server's clock is moved to each
 * stay's days; staff sign in again there, since a session lives 12 hours.
 */
import { describe, expect, test } from 'vitest'
import type { AvailabilityResponse } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import type {
  HousekeepingResponse,
  HousekeepingUnit,
  ReservationDetail,
} from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { morningMove } from '../services/housekeeping'
import { runSweep } from '../services/sweep'
import { availabilityPath } from '../test-support/bookings'
import { atResortHour, phoneBooking, refusalOf, staffServerFor } from '../test-support/staff-client'

const DESK = 'housekeeping@resort.example'
const CABANA = 2
const DELUXE = 3
const GABRIELA = {
  adults: 2,
  kids: 1,
  guest: { name: 'Gabriela Silang', email: 'gabriela@example.com', phone: '+63 2 8123 4567' },
}

describe.each(ENGINES)('housekeeping on %s', (engine) => {
  const server = staffServerFor(engine, DESK)

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const bookStay = (roomId: number, checkIn: IsoDate, nights: number, notes = '') =>
    phoneBooking(server.staff, roomId, checkIn, nights, { ...GABRIELA, notes })

  async function day(date?: IsoDate) {
    const response = await server.staff.get(`/api/staff/housekeeping${date ? `?date=${date}` : ''}`)
    expect(response.status).toBe(200)
    return (await response.json()) as HousekeepingResponse
  }
  async function unitNamed(label: string, date?: IsoDate) {
    const unit = (await day(date)).units.find((each) => each.label === label)
    if (!unit) throw new Error(`no unit ${label}`)
    return unit
  }
  async function setStatus(label: string, body: Record<string, unknown>) {
    return server.staff.post(`/api/staff/units/${(await unitNamed(label)).id}/status`, body)
  }
  async function statusOf(label: string) {
    return (await unitNamed(label)).status
  }
  const move = (ref: string, path: string, body: unknown = {}) =>
    server.staff.post(`/api/staff/reservations/${ref}/${path}`, body)
  async function detailOf(response: Response) {
    expect(response.status).toBe(200)
    return (await response.json()) as ReservationDetail
  }
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

  test('every unit in service is listed, clean as new, by room type and position', async () => {
    const { units, date, today } = await day()

    expect(date).toBe(today)
    expect(units.map((unit) => unit.label)).toEqual([
      'H1',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'C1',
      'C2',
      'D1',
      'D2',
      'D3',
      'D4',
    ])
    expect(new Set(units.map((unit) => unit.status))).toEqual(new Set(['clean']))
    expect(units[6]).toMatchObject({ roomId: CABANA, updatedBy: null })
  })

  test('staff set any status by hand, named on the unit; clean again clears the rest', async () => {
    const dirty = await setStatus('H2', { status: 'dirty' })
    expect(dirty.status).toBe(200)
    expect((await dirty.json()) as HousekeepingUnit).toMatchObject({
      label: 'H2',
      status: 'dirty',
      updatedBy: DESK,
    })
    for (const status of ['clean', 'inspected'] as const) {
      expect((await setStatus('H2', { status })).status).toBe(200)
      expect(await statusOf('H2')).toBe(status)
    }
  })

  test('check-in into a dirty unit is refused; overridden with a reason, it is made and recorded', async () => {
    const today = night(30)
    const stay = await bookStay(DELUXE, today, 1)
    await detailOf(await move(stay.ref, 'assign', { unit: 'D2' }))
    expect((await setStatus('D2', { status: 'dirty' })).status).toBe(200)
    await server.staff.travelTo(today)

    const refused = await refusalOf(await move(stay.ref, 'check-in'), 409)
    const noReason = await refusalOf(await move(stay.ref, 'check-in', { override: true }), 400)
    const still = await detailOf(await server.staff.get(`/api/staff/reservations/${stay.ref}`))
    const done = await detailOf(
      await move(stay.ref, 'check-in', { override: true, reason: 'Guest asked to wait inside' }),
    )

    expect(refused).toMatchObject({ code: 'not_ready' })
    expect(refused.message).toBe(
      'D2 is dirty, not ready for a guest. Choose a clean or inspected unit, or check in anyway and say why.',
    )
    expect(noReason.fields?.reason).toBe('Say why the guest takes D2 as it is.')
    expect(still.reservation.status).toBe('confirmed')
    expect(done.reservation.status).toBe('checked_in')
    expect(done.events.at(-1)?.note).toBe(
      `Checked in; D2 was dirty: checked in anyway by ${DESK}: Guest asked to wait inside`,
    )
  })

  test('check-in picks a ready unit before a dirty one, or the one the desk chose', async () => {
    const today = night(34)
    await setStatus('C1', { status: 'dirty' })
    const first = await bookStay(CABANA, today, 1)
    const second = await bookStay(DELUXE, today, 1)
    await server.staff.travelTo(today)

    const picked = await detailOf(await move(first.ref, 'check-in'))
    const wrongRoom = await refusalOf(await move(second.ref, 'check-in', { unit: 'H1' }), 400)
    const chosen = await detailOf(await move(second.ref, 'check-in', { unit: 'd4' }))

    expect(picked.unit).toBe('C2')
    expect(chosen.unit).toBe('D4')
    expect(chosen.events.at(-1)?.note).toBe('Checked in; unit D4 given')
    expect(wrongRoom.fields?.unit).toBe('H1 is not one of the units of Deluxe Room.')
    await setStatus('C1', { status: 'clean' })
  })

  test('check-out leaves the unit dirty; a guest in the house moved off one leaves it dirty, a stay not arrived does not', async () => {
    const today = night(38)
    const staying = await bookStay(DELUXE, today, 2)
    const coming = await bookStay(DELUXE, addDays(today, 1), 1)
    await detailOf(await move(staying.ref, 'assign', { unit: 'D1' }))
    await detailOf(await move(coming.ref, 'assign', { unit: 'D3' }))
    await server.staff.travelTo(today)
    await detailOf(await move(staying.ref, 'check-in'))

    await detailOf(await move(staying.ref, 'assign', { unit: 'D2' }))
    await detailOf(await move(coming.ref, 'assign', { unit: 'D4' }))
    expect(await statusOf('D1')).toBe('dirty')
    expect(await statusOf('D3')).toBe('clean')

    await payInFull(staying.ref)
    await detailOf(await move(staying.ref, 'check-out', {}))
    expect(await statusOf('D2')).toBe('dirty')
    for (const label of ['D1', 'D2']) await setStatus(label, { status: 'clean' })
  })

  test('the morning move: units slept in become dirty at the hour, once a day, on one server of two', async () => {
    const arrival = night(42)
    const stay = await bookStay(CABANA, arrival, 3)
    await detailOf(await move(stay.ref, 'assign', { unit: 'C2' }))
    await server.staff.travelTo(arrival)
    await detailOf(await move(stay.ref, 'check-in'))
    const nextDay = addDays(arrival, 1)

    const early = await runSweep(
      server.api.inspect,
      { eraseAfterDays: 365, housekeepingDayHour: 6 },
      atResortHour(nextDay, 5),
    )
    expect(early?.dirtied).toBeNull()
    expect(await statusOf('C2')).toBe('clean')

    const at = atResortHour(nextDay, 6)
    // Two servers' sweeps at once: the day's row lets one of them make the move.
    const both = await Promise.all([
      morningMove(server.api.inspect.db, 6, at),
      morningMove(server.api.inspect.db, 6, at),
    ])
    expect(both.sort()).toEqual([1, null])
    expect(await statusOf('C2')).toBe('dirty')

    await setStatus('C2', { status: 'clean' })
    const again = await runSweep(
      server.api.inspect,
      { eraseAfterDays: 365, housekeepingDayHour: 6 },
      atResortHour(nextDay, 15),
    )
    expect(again?.dirtied).toBeNull()
    expect(await statusOf('C2')).toBe('clean')
  })

  test('out-of-order nights are refused while sold, taken from availability once free, and given back', async () => {
    const first = night(50)
    const nights = [first, addDays(first, 1)]
    const [one, two] = [await bookStay(CABANA, first, 1), await bookStay(CABANA, first, 1)]
    const outOfOrder = {
      status: 'out_of_order',
      reason: 'Leaking roof',
      from: first,
      to: nights[1],
    }

    const sold = await refusalOf(await setStatus('C1', outOfOrder), 409)
    expect(sold.code).toBe('sold_out')
    expect(await statusOf('C1')).toBe('clean')

    await detailOf(await move(two!.ref, 'assign', { unit: 'C1' }))
    await detailOf(await move(one!.ref, 'cancel', { reason: 'Plans changed' }))
    const taken = await refusalOf(await setStatus('C1', outOfOrder), 409)
    expect(taken.code).toBe('unit_taken')

    expect(await unitsLeft(CABANA, first, addDays(first, 2))).toBe(1)
    const set = await setStatus('C2', outOfOrder)
    expect(set.status).toBe(200)
    expect((await set.json()) as HousekeepingUnit).toMatchObject({
      status: 'out_of_order',
      reason: 'Leaking roof',
      from: first,
      to: nights[1],
    })
    expect(await unitsLeft(CABANA, first, addDays(first, 2))).toBe(0)
    expect(await unitsLeft(CABANA, addDays(first, 2), addDays(first, 3))).toBe(2)
    const assign = await refusalOf(await move(two!.ref, 'assign', { unit: 'C2' }), 409)
    expect(assign.message).toMatch(/^C2 is out of order from /)

    expect((await setStatus('C2', { status: 'dirty' })).status).toBe(200)
    expect(await unitsLeft(CABANA, first, addDays(first, 2))).toBe(1)
    expect(await unitNamed('C2')).not.toHaveProperty('reason')
    await setStatus('C2', { status: 'clean' })
  })

  test('the day lists who leaves, stays on and arrives in each unit, with their requests', async () => {
    const date = night(60)
    const leaving = await bookStay(DELUXE, addDays(date, -2), 2)
    const staying = await bookStay(DELUXE, addDays(date, -1), 3)
    const arriving = await bookStay(DELUXE, date, 1, 'Extra pillows, please')
    await detailOf(await move(leaving.ref, 'assign', { unit: 'D1' }))
    await detailOf(await move(staying.ref, 'assign', { unit: 'D2' }))
    await detailOf(await move(arriving.ref, 'assign', { unit: 'D1' }))

    const d1 = await unitNamed('D1', date)
    const d2 = await unitNamed('D2', date)

    expect(d1.departing?.ref).toBe(leaving.ref)
    expect(d1.arriving).toMatchObject({
      ref: arriving.ref,
      name: 'Gabriela Silang',
      adults: 2,
      kids: 1,
      requests: 'Extra pillows, please',
    })
    expect(d1.stayingOver).toBeUndefined()
    expect(d2.stayingOver?.ref).toBe(staying.ref)
    expect(d2.departing).toBeUndefined()
  })

  test('bad input is answered in words', async () => {
    const { id } = await unitNamed('H6')
    const path = `/api/staff/units/${id}/status`

    expect(
      (
        await refusalOf(
          await server.staff.post('/api/staff/units/9999/status', { status: 'clean' }),
          404,
        )
      ).message,
    ).toBe('No unit has that number.')
    expect(
      (
        await refusalOf(
          await server.staff.post('/api/staff/units/x/status', { status: 'clean' }),
          404,
        )
      ).code,
    ).toBe('not_found')
    expect(
      (await refusalOf(await server.staff.post(path, { status: 'sparkling' }), 400)).message,
    ).toMatch(/^Choose clean, dirty, inspected or out of order/)
    const bare = await refusalOf(await server.staff.post(path, { status: 'out_of_order' }), 400)
    expect(bare.fields).toEqual({
      reason: 'Say why the unit is out of order.',
      from: 'Give the first night out of order as a date, e.g. 2026-12-01.',
      to: 'Give the last night out of order as a date, e.g. 2026-12-03.',
    })
    const backwards = await refusalOf(
      await server.staff.post(path, {
        status: 'out_of_order',
        reason: 'Paint',
        from: night(5),
        to: night(4),
      }),
      400,
    )
    expect(backwards.fields).toEqual({ to: 'The last night cannot be before the first.' })
    const past = await refusalOf(
      await server.staff.post(path, {
        status: 'out_of_order',
        reason: 'Paint',
        from: night(-1),
        to: night(1),
      }),
      400,
    )
    expect(past.fields).toEqual({ from: 'The first night out of order cannot be before today.' })
    const badDate = await refusalOf(
      await server.staff.get('/api/staff/housekeeping?date=2026-02-30'),
      400,
    )
    expect(badDate.fields).toEqual({ date: 'Give the day as a date, e.g. 2026-12-01.' })
    expect(await statusOf('H6')).toBe('clean')
  })

  // Within 2 s by design: the feed reads the database every second (services/live-feed.ts);
  // the test waits for the event, not for a time, which a busy machine stretches.
  test('a status change reaches an open console by the live feed', async () => {
    const controller = new AbortController()
    const response = await server.staff.get('/api/staff/events', {
      signal: controller.signal,
    })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value)
    const { id } = await unitNamed('H5')

    expect((await setStatus('H5', { status: 'inspected' })).status).toBe(200)
    while (!text.includes('event: unit')) text += decoder.decode((await reader.read()).value)

    expect(text).toContain(JSON.stringify({ kind: 'unit', id, status: 'inspected' }))
    controller.abort()
  })
})

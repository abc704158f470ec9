/**
 * The room board over HTTP on both engines (docs/reservations.md, "The room board"): its shape,
 * its refusals of a window it cannot show, and moves made on it, which are 'Assign room': of any
 * number of stays moved onto one unit and night at once, one gets it and nothing else moves.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError } from '../../../domain/api-contract'
import { addDays, resortToday, type IsoDate } from '../../../domain/calendar'
import type { BoardResponse, BoardRoom, ReservationDetail } from '../../../domain/staff-contract'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { phoneBooking, staffClient, type StaffClient } from '../test-support/staff-client'

const DESK = 'board@resort.example'
const CONTENDERS = 20

describe.each(ENGINES)('the room board API on %s', (engine) => {
  let api: ApiServer
  let staff: StaffClient

  beforeAll(async () => {
    api = await startApiServer(engine)
    staff = await staffClient(api, DESK)
  })
  afterAll(async () => {
    await api.stop()
  })

  const night = (days: number) => addDays(resortToday(new Date()), days)
  const assign = (ref: string, unit: string) =>
    staff.post(`/api/staff/reservations/${ref}/assign`, { unit })
  const bookStay = (roomId: number, checkIn: IsoDate, nights: number, name: string) =>
    phoneBooking(staff, roomId, checkIn, nights, {
      guest: { name, email: 'board.guest@example.com', phone: '+63 2 8123 4567' },
    })

  async function board(from: IsoDate, nights = 14) {
    const response = await staff.get(`/api/staff/board?from=${from}&nights=${nights}`)
    expect(response.status).toBe(200)
    return (await response.json()) as BoardResponse
  }

  const unitRow = (room: BoardRoom | undefined, label: string) =>
    room?.units.find((row) => row.unit?.label === label)

  test('every unit by room type, a column per night, each stay a bar with its guest and balance', async () => {
    const from = night(30)
    const given = await bookStay(3, addDays(from, 2), 3, 'Gabriela Silang')
    const waiting = await bookStay(3, addDays(from, 3), 2, 'Diego Silang')
    expect((await assign(given.ref, 'D2')).status).toBe(200)
    const closed = await staff.post('/api/staff/inventory', {
      roomId: 2,
      from: addDays(from, 5),
      to: addDays(from, 7),
      action: 'close',
    })
    expect(closed.status).toBe(200)

    const body = await board(from)

    expect(body.from).toBe(from)
    expect(body.today).toBe(resortToday(new Date()))
    expect(body.nights).toHaveLength(14)
    expect(body.nights.at(-1)).toBe(addDays(from, 13))
    expect(body.rooms.map((room) => room.units.map((row) => row.unit?.label))).toEqual([
      ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'],
      ['C1', 'C2'],
      ['D1', 'D2', 'D3', 'D4'],
    ])
    const deluxe = body.rooms.find((room) => room.id === 3)
    expect(unitRow(deluxe, 'D2')?.bars).toEqual([
      { ref: given.ref, start: 2, span: 3, lane: 0, cutBefore: false, cutAfter: false },
    ])
    expect(deluxe?.unassigned.unit).toBeNull()
    expect(deluxe?.unassigned.bars.map((bar) => [bar.ref, bar.start, bar.span])).toEqual([
      [waiting.ref, 3, 2],
    ])
    expect(body.rooms.find((room) => room.id === 2)?.closed).toEqual([
      addDays(from, 5),
      addDays(from, 6),
    ])
    const stay = body.stays.find((candidate) => candidate.ref === given.ref)
    const detail = (await (
      await staff.get(`/api/staff/reservations/${given.ref}`)
    ).json()) as ReservationDetail
    expect(stay).toEqual({
      ref: given.ref,
      guestName: 'Gabriela Silang',
      status: 'confirmed',
      roomId: 3,
      checkIn: addDays(from, 2),
      checkOut: addDays(from, 5),
      balance: detail.money.balance,
      movable: true,
    })
    expect(stay?.balance).toBeGreaterThan(0)
  })

  test('a stay over the window’s edge is cut there; one outside it is not on the board', async () => {
    const from = night(50)
    const over = await bookStay(2, addDays(from, -2), 4, 'Emilio Jacinto')
    const after = await bookStay(2, addDays(from, 14), 1, 'Melchora Aquino')

    const body = await board(from)

    const cottage = body.rooms.find((room) => room.id === 2)
    expect(cottage?.unassigned.bars).toEqual([
      { ref: over.ref, start: 0, span: 2, lane: 0, cutBefore: true, cutAfter: false },
    ])
    expect(body.stays.map((stay) => stay.ref)).not.toContain(after.ref)
  })

  test('a unit taken out of order shows its nights on its own row, with the reason', async () => {
    const from = night(70)
    const units = (await (await staff.get('/api/staff/housekeeping')).json()) as {
      units: { id: number; label: string }[]
    }
    const c2 = units.units.find((unit) => unit.label === 'C2')
    const taken = await staff.post(`/api/staff/units/${c2?.id}/status`, {
      status: 'out_of_order',
      reason: 'Roof repair',
      from: addDays(from, 3),
      to: addDays(from, 5),
    })
    expect(taken.status).toBe(200)

    const cottage = (await board(from)).rooms.find((room) => room.id === 2)

    expect(unitRow(cottage, 'C2')?.outOfOrder).toEqual({
      start: 3,
      span: 3,
      cutBefore: false,
      cutAfter: false,
      reason: 'Roof repair',
    })
    expect(unitRow(cottage, 'C1')?.outOfOrder).toBeNull()
    const back = await staff.post(`/api/staff/units/${c2?.id}/status`, { status: 'clean' })
    expect(back.status).toBe(200)
    expect(
      unitRow(
        (await board(from)).rooms.find((room) => room.id === 2),
        'C2',
      )?.outOfOrder,
    ).toBeNull()
  })

  test('a window it cannot show is refused in words, each field named', async () => {
    const refused = async (query: string) => {
      const response = await staff.get(`/api/staff/board${query}`)
      expect(response.status).toBe(400)
      return ((await response.json()) as ApiError).error
    }

    const few = await refused(`?from=${night(0)}&nights=13`)
    const many = await refused(`?from=${night(0)}&nights=61`)
    const date = await refused('?from=2026-02-30&nights=14')
    const none = await refused('')

    expect(few.code).toBe('invalid')
    expect(few.fields).toEqual({ nights: 'Show 14 to 60 nights.' })
    expect(many.fields).toEqual({ nights: 'Show 14 to 60 nights.' })
    expect(date.fields).toEqual({ from: 'Give the first night as YYYY-MM-DD.' })
    expect(Object.keys(none.fields ?? {}).sort()).toEqual(['from', 'nights'])
    expect((await fetch(`${api.url}/api/staff/board?from=${night(0)}&nights=14`)).status).toBe(401)
  })

  test(`${CONTENDERS} simultaneous moves of stays onto one unit and night: one wins, nothing else moves`, async () => {
    const day = night(90)
    const raised = await staff.post('/api/staff/inventory', {
      roomId: 1,
      from: day,
      to: addDays(day, 1),
      action: 'units',
      units: CONTENDERS + 1,
    })
    expect(raised.status).toBe(200)
    const stays = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, index) =>
        bookStay(1, day, 1, `Contender ${index + 1}`),
      ),
    )
    // Each on a unit of its own first (H2 to H21), so every one is a move, not a first unit.
    for (const [index, stay] of stays.entries())
      expect((await assign(stay.ref, `H${index + 2}`)).status).toBe(200)

    const responses = await Promise.all(stays.map((stay) => assign(stay.ref, 'H1')))
    const codes = await Promise.all(
      responses
        .filter((response) => response.status !== 200)
        .map(async (response) => {
          expect(response.status).toBe(409)
          return ((await response.json()) as ApiError).error.code
        }),
    )

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    expect(codes).toEqual(Array(CONTENDERS - 1).fill('unit_taken'))
    const hotel = (await board(day)).rooms.find((room) => room.id === 1)
    const winner = unitRow(hotel, 'H1')?.bars.map((bar) => bar.ref) ?? []
    expect(winner).toHaveLength(1)
    for (const [index, stay] of stays.entries()) {
      const stayedOn = unitRow(hotel, `H${index + 2}`)?.bars.map((bar) => bar.ref)
      expect(stayedOn).toEqual(stay.ref === winner[0] ? [] : [stay.ref])
    }
    expect(hotel?.unassigned.bars).toEqual([])
  })
})

import { describe, expect, test } from 'vitest'
import {
  clipToWindow,
  inLanes,
  layOutBoard,
  moveTargets,
  readBoardWindow,
  refsByColumn,
  runsOf,
  windowNights,
  type BoardStayInput,
} from './room-board'

const WINDOW = { from: '2026-12-01', nights: 14 }

function stay(
  ref: string,
  checkIn: string,
  checkOut: string,
  unitOn: Record<string, number> = {},
  more: Partial<BoardStayInput> = {},
): BoardStayInput {
  return {
    ref,
    roomId: 3,
    status: 'confirmed',
    checkIn,
    checkOut,
    releasedFrom: null,
    unitOn: new Map(Object.entries(unitOn)),
    ...more,
  }
}

describe('readBoardWindow', () => {
  test('takes a real first night and 14 to 60 nights', () => {
    expect(readBoardWindow('2026-12-01', '14')).toEqual({ window: WINDOW })
    expect(readBoardWindow('2026-12-01', '60')).toEqual({
      window: { from: '2026-12-01', nights: 60 },
    })
  })

  test('names each field it cannot use, in words', () => {
    expect(readBoardWindow('2026-02-30', '13')).toEqual({
      fields: {
        from: 'Give the first night as YYYY-MM-DD.',
        nights: 'Show 14 to 60 nights.',
      },
    })
    expect(readBoardWindow('2026-12-01', '61')).toEqual({
      fields: { nights: 'Show 14 to 60 nights.' },
    })
    expect(readBoardWindow('2026-12-01', '20.5')).toHaveProperty('fields.nights')
    expect(readBoardWindow(undefined, undefined)).toHaveProperty('fields.from')
  })

  test('the window has one column per night', () => {
    const nights = windowNights(WINDOW)
    expect(nights).toHaveLength(14)
    expect(nights[0]).toBe('2026-12-01')
    expect(nights.at(-1)).toBe('2026-12-14')
  })
})

describe('clipToWindow', () => {
  test('a stay inside the window starts at its check-in and spans its nights', () => {
    expect(clipToWindow('2026-12-03', '2026-12-06', WINDOW)).toEqual({
      start: 2,
      span: 3,
      cutBefore: false,
      cutAfter: false,
    })
  })

  test('a stay over either edge is cut there and says so', () => {
    expect(clipToWindow('2026-11-28', '2026-12-02', WINDOW)).toEqual({
      start: 0,
      span: 1,
      cutBefore: true,
      cutAfter: false,
    })
    expect(clipToWindow('2026-12-13', '2026-12-20', WINDOW)).toEqual({
      start: 12,
      span: 2,
      cutBefore: false,
      cutAfter: true,
    })
  })

  test('a stay that leaves on the first night, or arrives after the last, is not drawn', () => {
    expect(clipToWindow('2026-11-28', '2026-12-01', WINDOW)).toBeNull()
    expect(clipToWindow('2026-12-15', '2026-12-16', WINDOW)).toBeNull()
  })
})

describe('inLanes', () => {
  test('overlapping bars take lanes of their own; one that starts when another ends shares', () => {
    const laid = inLanes([
      { start: 0, span: 3, cutBefore: false, cutAfter: false },
      { start: 1, span: 2, cutBefore: false, cutAfter: false },
      { start: 3, span: 2, cutBefore: false, cutAfter: false },
    ])
    expect(laid.lanes).toBe(2)
    expect(laid.bars.map((bar) => [bar.start, bar.lane])).toEqual([
      [0, 0],
      [1, 1],
      [3, 0],
    ])
  })

  test('an empty row still has one lane to draw', () => {
    expect(inLanes([])).toEqual({ lanes: 1, bars: [] })
  })
})

describe('runsOf', () => {
  test('a guest moved during the stay is one run on each unit', () => {
    const moved = stay('MOVED', '2026-12-02', '2026-12-06', {
      '2026-12-02': 7,
      '2026-12-03': 7,
      '2026-12-04': 9,
      '2026-12-05': 9,
    })
    expect(runsOf(moved, WINDOW)).toEqual([
      { ref: 'MOVED', unitId: 7, checkIn: '2026-12-02', checkOut: '2026-12-04' },
      { ref: 'MOVED', unitId: 9, checkIn: '2026-12-04', checkOut: '2026-12-06' },
    ])
  })

  test('nights without a unit are a run of their own, and the nights given back are not drawn', () => {
    const partly = stay('PARTLY', '2026-12-02', '2026-12-05', { '2026-12-02': 7 })
    const left = stay(
      'LEFT',
      '2026-12-02',
      '2026-12-08',
      {},
      {
        status: 'checked_out',
        releasedFrom: '2026-12-04',
      },
    )
    expect(runsOf(partly, WINDOW).map((run) => [run.unitId, run.checkIn, run.checkOut])).toEqual([
      [7, '2026-12-02', '2026-12-03'],
      [null, '2026-12-03', '2026-12-05'],
    ])
    expect(runsOf(left, WINDOW).map((run) => [run.checkIn, run.checkOut])).toEqual([
      ['2026-12-02', '2026-12-04'],
    ])
  })

  test('a stay that ended unlived holds no nights to draw', () => {
    expect(
      runsOf(stay('GONE', '2026-12-02', '2026-12-04', {}, { status: 'cancelled' }), WINDOW),
    ).toEqual([])
  })

  test('a stay over the window’s edges reaches past them, so its bar is drawn cut', () => {
    const long = stay('LONG', '2026-11-25', '2026-12-20')
    const [run] = runsOf(long, WINDOW)
    expect(run && clipToWindow(run.checkIn, run.checkOut, WINDOW)).toEqual({
      start: 0,
      span: 14,
      cutBefore: true,
      cutAfter: true,
    })
  })
})

describe('layOutBoard', () => {
  const rooms = [
    { id: 2, name: 'Cottage' },
    { id: 3, name: 'Deluxe Room' },
  ]
  const units = [
    { id: 5, roomTypeId: 2, label: 'C1', retired: false },
    { id: 7, roomTypeId: 3, label: 'D1', retired: false },
    {
      id: 8,
      roomTypeId: 3,
      label: 'D2',
      retired: false,
      outOfOrder: { from: '2026-11-29', to: '2026-12-02', reason: 'Aircon leaking' },
    },
    { id: 9, roomTypeId: 3, label: 'D9', retired: true },
    { id: 10, roomTypeId: 3, label: 'D10', retired: true },
  ]

  const board = layOutBoard({
    window: WINDOW,
    rooms,
    units,
    stays: [
      stay('ONE', '2026-12-02', '2026-12-04', { '2026-12-02': 7, '2026-12-03': 7 }),
      stay('TWO', '2026-12-03', '2026-12-05'),
      stay('THREE', '2026-12-04', '2026-12-06'),
      stay('FOUR', '2026-12-03', '2026-12-04'),
      stay('OLD', '2026-12-01', '2026-12-02', { '2026-12-01': 9 }, { status: 'checked_out' }),
    ],
    blocks: [
      {
        roomId: 3,
        feed: 'Booking.com',
        summary: 'Closed',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
      },
    ],
    closed: [
      { roomId: 3, night: '2026-12-09' },
      { roomId: 2, night: '2026-12-01' },
    ],
  })
  const deluxe = board.find((room) => room.id === 3)!

  test('each room type has its unassigned stays in lanes, its channel blocks and its units', () => {
    expect(board.map((room) => room.name)).toEqual(['Cottage', 'Deluxe Room'])
    expect(deluxe.unassigned.unit).toBeNull()
    expect(deluxe.unassigned.lanes).toBe(2)
    expect(deluxe.unassigned.bars.map((bar) => [bar.ref, bar.start, bar.span, bar.lane])).toEqual([
      ['TWO', 2, 2, 0],
      ['FOUR', 2, 1, 1],
      ['THREE', 3, 2, 1],
    ])
    expect(deluxe.channels.bars).toEqual([
      {
        feed: 'Booking.com',
        summary: 'Closed',
        start: 9,
        span: 2,
        lane: 0,
        cutBefore: false,
        cutAfter: false,
      },
    ])
    expect(deluxe.closed).toEqual(['2026-12-09'])
  })

  test('a unit’s row holds its stays; a retired unit shows only while a stay has it', () => {
    expect(deluxe.units.map((row) => row.unit?.label)).toEqual(['D1', 'D2', 'D9'])
    expect(deluxe.units[0]?.bars.map((bar) => [bar.ref, bar.start, bar.span])).toEqual([
      ['ONE', 1, 2],
    ])
    expect(deluxe.units[2]?.bars.map((bar) => bar.ref)).toEqual(['OLD'])
    expect(board[0]?.units.map((row) => row.unit?.label)).toEqual(['C1'])
    expect(board[0]?.unassigned.bars).toEqual([])
  })

  test('a unit’s nights out of order lie on its row, the last one included, cut at the window', () => {
    expect(deluxe.units[1]?.outOfOrder).toEqual({
      start: 0,
      span: 2,
      cutBefore: true,
      cutAfter: false,
      reason: 'Aircon leaking',
    })
    expect(deluxe.units[0]?.outOfOrder).toBeNull()
    expect(deluxe.unassigned.outOfOrder).toBeNull()
  })

  test('a table cell names every stay over its night', () => {
    const cells = refsByColumn(deluxe.unassigned, 14)
    expect(cells.slice(1, 6)).toEqual([[], ['TWO', 'FOUR'], ['TWO', 'THREE'], ['THREE'], []])
  })

  test('a bar moves to the room type’s other units in service, never a retired one', () => {
    expect(moveTargets(deluxe, 7).map((unit) => unit.label)).toEqual(['D2'])
    expect(moveTargets(deluxe, null).map((unit) => unit.label)).toEqual(['D1', 'D2'])
  })
})

import { describe, expect, test } from 'vitest'
import type { ChargeKind } from './folio'
import {
  buildReport,
  channelNote,
  checkReportRange,
  collectedOf,
  figuresOf,
  methodsInOrder,
  roomChargesByDate,
  shareInProportion,
  soldNights,
  type ReportInput,
  type ReportLine,
  type ReportStay,
} from './reports'

const line = (kind: ChargeKind, date: string, amount: number): ReportLine => ({
  kind,
  date,
  amount,
})

/** A `room` line a night, as a booking writes them. */
const nightly = (nights: [string, number][]) =>
  nights.map(([night, price]) => line('room', night, price))

const stay = (overrides: Partial<ReportStay> = {}): ReportStay => ({
  roomId: 1,
  source: 'site',
  status: 'confirmed',
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  releasedFrom: null,
  lines: nightly([
    ['2027-03-10', 200000],
    ['2027-03-11', 250000],
  ]),
  ...overrides,
})

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  from: '2027-03-10',
  to: '2027-03-11',
  rooms: [
    { id: 1, name: 'Hotel Rooms', units: 2 },
    { id: 2, name: 'Cabana Rooms', units: 1 },
  ],
  nights: [],
  stays: [],
  blocks: [],
  feeds: [],
  payments: [],
  ...overrides,
})

describe('checkReportRange', () => {
  test('one night to 366 nights, both ends included, are accepted', () => {
    expect(checkReportRange('2027-03-10', '2027-03-10')).toEqual({
      ok: true,
      range: { from: '2027-03-10', to: '2027-03-10' },
    })
    expect(checkReportRange('2028-01-01', '2028-12-31').ok).toBe(true)
  })

  test('a last night before the first, or 367 nights, is refused under `to`', () => {
    expect(checkReportRange('2027-03-10', '2027-03-09')).toEqual({
      ok: false,
      fields: { to: 'The last night comes before the first.' },
    })
    expect(checkReportRange('2027-01-01', '2028-01-02')).toEqual({
      ok: false,
      fields: { to: 'A report covers at most 366 nights.' },
    })
  })

  test('dates that are missing or not real name each field', () => {
    expect(checkReportRange(undefined, '2027-02-30')).toEqual({
      ok: false,
      fields: {
        from: 'Give the first night as YYYY-MM-DD.',
        to: 'Give the last night as YYYY-MM-DD.',
      },
    })
  })
})

describe('soldNights', () => {
  test('confirmed and checked-in stays sell every night; requests, no-shows and cancellations none', () => {
    expect(soldNights(stay())).toEqual(['2027-03-10', '2027-03-11'])
    expect(soldNights(stay({ status: 'checked_in' }))).toHaveLength(2)
    for (const status of ['requested', 'no_show', 'cancelled', 'declined', 'expired'] as const)
      expect(soldNights(stay({ status, releasedFrom: '2027-03-10' }))).toEqual([])
  })

  test('an early check-out sells the nights before the first it gave back', () => {
    expect(soldNights(stay({ status: 'checked_out', releasedFrom: '2027-03-11' }))).toEqual([
      '2027-03-10',
    ])
    expect(soldNights(stay({ status: 'checked_out' }))).toHaveLength(2)
  })
})

describe('shareInProportion', () => {
  test('shares follow the weights and add up to the amount, the odd centavos to the first', () => {
    expect(shareInProportion(-60000, [200000, 200000, 200000])).toEqual([-20000, -20000, -20000])
    expect(shareInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33])
    expect(shareInProportion(-90000, [100000, 200000])).toEqual([-30000, -60000])
  })

  test('a night that weighs nothing takes no share, and nothing weighing anything shares equally', () => {
    expect(shareInProportion(-5, [0, 1, 1])).toEqual([0, -3, -2])
    expect(shareInProportion(-5, [0, 0])).toEqual([-3, -2])
  })
})

describe('roomChargesByDate', () => {
  test('each night keeps its room lines, supplements stay on the check-in night as the folio dates them', () => {
    const charged = roomChargesByDate(
      stay({ lines: [...stay().lines, line('room', '2027-03-10', 30000)] }),
    )

    expect([...charged]).toEqual([
      ['2027-03-10', 230000],
      ['2027-03-11', 250000],
    ])
  })

  test('a discount dated the check-in is shared over the nights by what each was charged', () => {
    // 10% off 3 × ₱2,000: ₱600 off, ₱200 a night; on its date alone the 30th would read ₱1,400.
    const charged = roomChargesByDate(
      stay({
        checkIn: '2027-01-30',
        checkOut: '2027-02-02',
        lines: [
          ...nightly([
            ['2027-01-30', 200000],
            ['2027-01-31', 200000],
            ['2027-02-01', 200000],
          ]),
          line('discount', '2027-01-30', -60000),
        ],
      }),
    )

    expect([...charged.values()]).toEqual([180000, 180000, 180000])
  })

  test('a senior citizen’s VAT exemption and 20% come off the nights as a promo does', () => {
    // Two guests, one a senior, 2 × ₱3,000: ₱321.43 exempt and ₱535.71 off, ₱428.57 a night.
    const charged = roomChargesByDate(
      stay({
        checkIn: '2027-03-10',
        checkOut: '2027-03-12',
        lines: [
          ...nightly([
            ['2027-03-10', 300000],
            ['2027-03-11', 300000],
          ]),
          line('vat_exemption', '2027-03-20', -32143),
          line('discount', '2027-03-20', -53571),
        ],
      }),
    )

    expect([...charged.values()]).toEqual([257143, 257143])
  })

  test('a stay whose dates changed reads its new nights: the old lines and their reversal cancel out', () => {
    const charged = roomChargesByDate(
      stay({
        checkIn: '2027-03-11',
        checkOut: '2027-03-12',
        lines: [
          line('room', '2027-03-10', 200000),
          line('discount', '2027-03-10', -20000),
          line('room', '2027-03-10', -200000),
          line('discount', '2027-03-10', 20000),
          line('room', '2027-03-11', 250000),
          line('discount', '2027-03-11', -25000),
        ],
      }),
    )

    expect(charged.get('2027-03-10')).toBe(0)
    expect(charged.get('2027-03-11')).toBe(225000)
  })
})

describe('figuresOf', () => {
  test('occupancy, ADR and RevPAR are 0 rather than a division by zero', () => {
    expect(figuresOf(0, 0, 0, 0)).toEqual({
      roomNightsAvailable: 0,
      roomNightsSold: 0,
      channelNights: 0,
      occupancy: 0,
      roomRevenue: 0,
      revenue: 0,
      adr: 0,
      revpar: 0,
    })
    expect(figuresOf(4, 2, 2, 0)).toMatchObject({ occupancy: 0.5, adr: 0, revpar: 0 })
  })

  test('ADR divides by the nights sold here (not by channels), RevPAR by nights available', () => {
    expect(figuresOf(4, 3, 1, 100001)).toMatchObject({
      occupancy: 3 / 4,
      roomRevenue: 100001,
      revenue: 100001,
      adr: 50001,
      revpar: 25000,
    })
  })
})

describe('buildReport', () => {
  test('an empty resort offers every unit of every night and sells nothing', () => {
    const report = buildReport(input())

    expect(report).toMatchObject({ roomNightsAvailable: 6, roomNightsSold: 0, roomRevenue: 0 })
    expect(report.byRoom.map((room) => room.roomNightsAvailable)).toEqual([4, 2])
    expect(report.bySource.map((source) => source.name)).toEqual(['Site', 'Phone'])
    expect(report.otherRevenue).toEqual({
      extras: 0,
      fees: 0,
      cancellations: 0,
      noShows: 0,
      adjustments: 0,
    })
    expect(report.collected).toEqual({ byMethod: {}, byDay: [] })
  })

  test('a stored night’s units count, and a closed night offers only what was sold on it', () => {
    const report = buildReport(
      input({
        nights: [
          { roomId: 1, night: '2027-03-10', units: 3, closed: false },
          { roomId: 1, night: '2027-03-11', units: 2, closed: true },
          { roomId: 2, night: '2027-03-11', units: 1, closed: true },
        ],
        stays: [stay()],
      }),
    )

    // Hotel: 3 on the 10th, 1 sold of a closed night on the 11th; Cabana: 1, then closed with none.
    expect(report.byRoom.map((room) => room.roomNightsAvailable)).toEqual([4, 1])
    expect(report.byRoom[0]).toMatchObject({ roomNightsSold: 2, roomRevenue: 450000, adr: 225000 })
    expect(report.roomNightsAvailable).toBe(5)
  })

  test('a cancellation’s and a no-show’s charges are other revenue on their dates, never room revenue', () => {
    const missed = nightly([
      ['2027-03-10', 350000],
      ['2027-03-11', 350000],
    ])
    const reversed = missed.map((charge) => ({ ...charge, amount: -charge.amount }))
    const report = buildReport(
      input({
        stays: [
          stay({
            roomId: 2,
            status: 'no_show',
            source: 'phone',
            releasedFrom: '2027-03-10',
            lines: [...missed, ...reversed, line('no_show', '2027-03-10', 350000)],
          }),
          stay({
            status: 'cancelled',
            lines: [...stay().lines, line('cancellation', '2027-03-11', 200000)],
          }),
        ],
      }),
    )

    expect(report).toMatchObject({ roomNightsSold: 0, roomRevenue: 0, adr: 0, revpar: 0 })
    expect(report.byRoom[1]).toMatchObject({ roomNightsSold: 0, roomRevenue: 0 })
    expect(report.bySource[1]).toMatchObject({ source: 'phone', roomNightsSold: 0, revenue: 0 })
    expect(report.otherRevenue).toMatchObject({ cancellations: 200000, noShows: 350000 })
  })

  test('a charge dated outside the range is left out', () => {
    const report = buildReport(
      input({
        stays: [stay({ status: 'cancelled', lines: [line('cancellation', '2027-03-09', 5000)] })],
      }),
    )

    expect(report.otherRevenue.cancellations).toBe(0)
  })

  test('a channel block sells its nights in the range at no revenue, under its feed, and ADR leaves them out', () => {
    const report = buildReport(
      input({
        stays: [
          stay({ roomId: 2, checkOut: '2027-03-11', lines: nightly([['2027-03-10', 350000]]) }),
        ],
        blocks: [
          { roomId: 2, feedId: 7, checkIn: '2027-03-09', checkOut: '2027-03-10' },
          { roomId: 2, feedId: 7, checkIn: '2027-03-11', checkOut: '2027-03-13' },
        ],
        feeds: [
          { id: 7, name: 'Airbnb, Cabana 1' },
          { id: 8, name: 'Agoda' },
        ],
      }),
    )

    expect(report.byRoom[1]).toMatchObject({
      roomNightsSold: 2,
      channelNights: 1,
      roomRevenue: 350000,
      occupancy: 1,
      adr: 350000,
      revpar: 175000,
    })
    expect(report.bySource.slice(2)).toEqual([
      { source: 'channel', feedId: 7, name: 'Airbnb, Cabana 1', roomNightsSold: 1, revenue: 0 },
      { source: 'channel', feedId: 8, name: 'Agoda', roomNightsSold: 0, revenue: 0 },
    ])
    expect(report.note).toBe(channelNote(1))
    expect(report.note).toMatch(
      /^1 room night sold was held by a channel’s calendar\. .*no revenue here/,
    )
  })

  test('a feed with many blocks is one source', () => {
    const report = buildReport(
      input({
        from: '2027-03-01',
        to: '2027-04-30',
        blocks: [
          { roomId: 2, feedId: 7, checkIn: '2027-03-01', checkOut: '2027-03-03' },
          { roomId: 2, feedId: 7, checkIn: '2027-03-20', checkOut: '2027-03-21' },
          { roomId: 2, feedId: 7, checkIn: '2027-04-02', checkOut: '2027-04-04' },
        ],
        feeds: [{ id: 7, name: 'Airbnb, Cabana 1' }],
      }),
    )

    expect(report.bySource.filter((source) => source.feedId === 7)).toEqual([
      { source: 'channel', feedId: 7, name: 'Airbnb, Cabana 1', roomNightsSold: 5, revenue: 0 },
    ])
  })

  test('a discount counts toward the nights in the range by its share, not on its date alone', () => {
    const report = buildReport(
      input({
        from: '2027-02-01',
        to: '2027-02-28',
        stays: [
          stay({
            checkIn: '2027-01-30',
            checkOut: '2027-02-02',
            lines: [
              ...nightly([
                ['2027-01-30', 200000],
                ['2027-01-31', 200000],
                ['2027-02-01', 200000],
              ]),
              line('discount', '2027-01-30', -60000),
            ],
          }),
        ],
      }),
    )

    expect(report).toMatchObject({ roomNightsSold: 1, roomRevenue: 180000, adr: 180000 })
  })

  test('nights an early check-out gave back are no room revenue: kept, they are an adjustment; taken off, nothing', () => {
    const lived = nightly([
      ['2027-03-10', 200000],
      ['2027-03-11', 250000],
    ])
    const kept = stay({ status: 'checked_out', releasedFrom: '2027-03-11', lines: lived })
    const takenOff = stay({
      ...kept,
      lines: [...lived, line('adjustment', '2027-03-11', -250000)],
    })

    const keeping = buildReport(input({ stays: [kept] }))
    const takingOff = buildReport(input({ stays: [takenOff] }))

    expect(keeping).toMatchObject({ roomNightsSold: 1, roomRevenue: 200000, adr: 200000 })
    expect(keeping.otherRevenue.adjustments).toBe(250000)
    expect(takingOff).toMatchObject({ roomNightsSold: 1, roomRevenue: 200000 })
    expect(takingOff.otherRevenue.adjustments).toBe(0)
  })

  test('extras, fees and adjustments dated in the range are other revenue; a request’s lines are nothing yet', () => {
    const report = buildReport(
      input({
        stays: [
          stay({
            lines: [
              ...stay().lines,
              line('fee', '2027-03-10', 10000),
              line('extra', '2027-03-11', 45000),
              line('extra', '2027-03-12', 99999),
              line('adjustment', '2027-03-11', -5000),
            ],
          }),
          stay({
            status: 'requested',
            lines: [...stay().lines, line('fee', '2027-03-10', 10000)],
          }),
        ],
      }),
    )

    expect(report.otherRevenue).toEqual({
      extras: 45000,
      fees: 10000,
      cancellations: 0,
      noShows: 0,
      adjustments: -5000,
    })
    expect(report).toMatchObject({ roomNightsSold: 2, roomRevenue: 450000, adr: 225000 })
  })

  test('over a range holding every line, room and other revenue add up to the folios earned', () => {
    const stays = [
      stay({ lines: [...stay().lines, line('discount', '2027-03-10', -45001)] }),
      stay({
        status: 'checked_out',
        releasedFrom: '2027-03-11',
        lines: [...stay().lines, line('extra', '2027-03-10', 30000)],
      }),
      stay({
        status: 'cancelled',
        lines: [
          ...stay().lines,
          ...stay().lines.map((charge) => ({ ...charge, amount: -charge.amount })),
          line('cancellation', '2027-03-11', 200000),
          line('adjustment', '2027-03-11', -50000),
        ],
      }),
    ]
    const report = buildReport(input({ stays }))
    const earned = stays.flatMap((each) => each.lines).reduce((sum, each) => sum + each.amount, 0)
    const other = Object.values(report.otherRevenue).reduce((sum, amount) => sum + amount, 0)

    expect(report.roomRevenue + other).toBe(earned)
  })

  test('a range across two months is broken down by month and room type', () => {
    const report = buildReport(
      input({
        from: '2027-03-31',
        to: '2027-04-01',
        stays: [
          stay({
            checkIn: '2027-03-31',
            checkOut: '2027-04-02',
            lines: nightly([
              ['2027-03-31', 100000],
              ['2027-04-01', 300000],
            ]),
          }),
        ],
      }),
    )

    expect(
      report.byMonth.map((month) => [month.month, month.from, month.to, month.roomRevenue]),
    ).toEqual([
      ['2027-03', '2027-03-31', '2027-03-31', 100000],
      ['2027-04', '2027-04-01', '2027-04-01', 300000],
    ])
    expect(report.byMonth[1]?.byRoom.map((room) => room.roomNightsSold)).toEqual([1, 0])
    expect(report.byMonth[1]).toMatchObject({ roomNightsAvailable: 3, occupancy: 1 / 3 })
  })
})

describe('collectedOf', () => {
  const range = { from: '2027-03-10', to: '2027-03-11' }

  test('each row counts on the resort day it was recorded, payments less refunds by method', () => {
    const collected = collectedOf(
      [
        // 23:30 on the 10th in Manila, still the 10th.
        { at: '2027-03-10T15:30:00.000Z', ref: 'AAAAAAAA', method: 'cash', amount: 500000 },
        // 00:30 on the 11th in Manila, though still the 10th in UTC.
        { at: '2027-03-10T16:30:00.000Z', ref: 'BBBBBBBB', method: 'card', amount: 300000 },
        { at: '2027-03-10T02:00:00.000Z', ref: 'AAAAAAAA', method: 'cash', amount: -100000 },
        { at: '2027-03-11T03:00:00.000Z', ref: 'CCCCCCCC', method: 'gcash', amount: 120000 },
        // The 9th in Manila: before the range.
        { at: '2027-03-09T15:59:59.000Z', ref: 'DDDDDDDD', method: 'cash', amount: 70000 },
        // The 12th in Manila: after it.
        { at: '2027-03-11T16:00:00.000Z', ref: 'EEEEEEEE', method: 'cash', amount: 80000 },
      ],
      range,
    )

    expect(collected.byMethod).toEqual({ cash: 400000, card: 300000, gcash: 120000 })
    expect(collected.byDay.map((day) => [day.date, day.byMethod])).toEqual([
      ['2027-03-10', { cash: 400000 }],
      ['2027-03-11', { card: 300000, gcash: 120000 }],
    ])
    expect(collected.byDay[0]?.payments.map((payment) => payment.amount)).toEqual([-100000, 500000])
  })

  test('the report carries them', () => {
    const report = buildReport(
      input({
        payments: [
          { at: '2027-03-10T02:00:00.000Z', ref: 'AAAAAAAA', method: 'paymongo', amount: 9900 },
        ],
      }),
    )

    expect(report.collected.byMethod).toEqual({ paymongo: 9900 })
  })
})

test('methods read in the desk’s order, then the others by name', () => {
  expect(
    methodsInOrder({ paymongo: 1, 'paymongo:gcash': 2, maya: 3, card: 4, cash: 5 }).map(
      ([method]) => method,
    ),
  ).toEqual(['cash', 'card', 'maya', 'paymongo', 'paymongo:gcash'])
})

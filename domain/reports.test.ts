import { describe, expect, test } from 'vitest'
import type { Quote } from './pricing'
import {
  buildReport,
  checkReportRange,
  figuresOf,
  revenueByNight,
  soldNights,
  type ReportInput,
  type ReportStay,
} from './reports'

const quote = (nights: [string, number][], extras: Partial<Quote> = {}): Quote => {
  const priced = nights.reduce((sum, [, price]) => sum + price, 0)
  return {
    rate: 'room',
    label: 'Room only',
    nightly: nights.map(([night, price]) => ({ night, price, rule: 'Base price' })),
    supplements: [],
    roomTotal: priced,
    discount: null,
    fees: [],
    total: priced,
    policy: { text: '', freeUntil: null },
    ...extras,
  }
}

const stay = (overrides: Partial<ReportStay> = {}): ReportStay => ({
  roomId: 1,
  source: 'site',
  status: 'confirmed',
  checkIn: '2027-03-10',
  checkOut: '2027-03-12',
  releasedFrom: null,
  quote: quote([
    ['2027-03-10', 200000],
    ['2027-03-11', 250000],
  ]),
  cancellationCharge: null,
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

describe('revenueByNight', () => {
  test('each night keeps its price when there are no supplements or discount', () => {
    expect([...revenueByNight(stay().quote)]).toEqual([
      ['2027-03-10', 200000],
      ['2027-03-11', 250000],
    ])
  })

  test('supplements less the discount are shared equally, the odd centavo to the first night', () => {
    const withExtras = quote(
      [
        ['2027-03-10', 200000],
        ['2027-03-11', 200000],
        ['2027-03-12', 200000],
      ],
      {
        supplements: [{ label: 'Extra adult', amount: 150000 }],
        roomTotal: 750000,
        discount: { code: 'RAINY', label: 'RAINY', amount: 50001 },
        fees: [{ label: 'Service charge', amount: 70000, included: false }],
        total: 769999,
      },
    )

    const revenue = [...revenueByNight(withExtras).values()]

    // 150,000 − 50,001 = 99,999 over three nights: 33,333 each.
    expect(revenue).toEqual([233333, 233333, 233333])
    expect(revenue.reduce((sum, amount) => sum + amount, 0)).toBe(750000 - 50001)
  })

  test('a discount larger than the supplements takes centavos from the first nights', () => {
    const discounted = quote(
      [
        ['2027-03-10', 100000],
        ['2027-03-11', 100000],
      ],
      { discount: { code: 'X', label: 'X', amount: 3 } },
    )

    expect([...revenueByNight(discounted).values()]).toEqual([99998, 99999])
  })
})

describe('figuresOf', () => {
  test('occupancy, ADR and RevPAR are 0 rather than a division by zero', () => {
    expect(figuresOf(0, 0, 0)).toEqual({
      roomNightsAvailable: 0,
      roomNightsSold: 0,
      occupancy: 0,
      revenue: 0,
      adr: 0,
      revpar: 0,
    })
  })

  test('ADR divides by nights sold and RevPAR by nights available, to the centavo', () => {
    expect(figuresOf(3, 2, 100001)).toMatchObject({ occupancy: 2 / 3, adr: 50001, revpar: 33334 })
  })
})

describe('buildReport', () => {
  test('an empty resort offers every unit of every night and sells nothing', () => {
    const report = buildReport(input())

    expect(report).toMatchObject({ roomNightsAvailable: 6, roomNightsSold: 0, revenue: 0 })
    expect(report.byRoom.map((room) => room.roomNightsAvailable)).toEqual([4, 2])
    expect(report.bySource.map((source) => source.name)).toEqual(['Site', 'Phone'])
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
    expect(report.byRoom[0]).toMatchObject({ roomNightsSold: 2, revenue: 450000, adr: 225000 })
    expect(report.roomNightsAvailable).toBe(5)
  })

  test('a no-show sells nothing and its charge is revenue on its check-in night', () => {
    const report = buildReport(
      input({
        stays: [
          stay({
            status: 'no_show',
            releasedFrom: '2027-03-10',
            source: 'phone',
            cancellationCharge: 200000,
          }),
        ],
      }),
    )

    expect(report).toMatchObject({ roomNightsSold: 0, revenue: 200000, adr: 0, revpar: 33333 })
    expect(report.bySource[1]).toMatchObject({
      source: 'phone',
      roomNightsSold: 0,
      revenue: 200000,
    })
  })

  test('a charge whose check-in night lies outside the range is left out', () => {
    const report = buildReport(
      input({
        stays: [stay({ status: 'cancelled', checkIn: '2027-03-09', cancellationCharge: 5000 })],
      }),
    )

    expect(report.revenue).toBe(0)
  })

  test('a channel block sells its nights in the range at no revenue, under its feed', () => {
    const report = buildReport(
      input({
        blocks: [{ roomId: 2, feedId: 7, checkIn: '2027-03-09', checkOut: '2027-03-11' }],
        feeds: [
          { id: 7, name: 'Airbnb, Cabana 1' },
          { id: 8, name: 'Agoda' },
        ],
      }),
    )

    expect(report.byRoom[1]).toMatchObject({ roomNightsSold: 1, revenue: 0, occupancy: 0.5 })
    expect(report.bySource.slice(2)).toEqual([
      { source: 'channel', feedId: 7, name: 'Airbnb, Cabana 1', roomNightsSold: 1, revenue: 0 },
      { source: 'channel', feedId: 8, name: 'Agoda', roomNightsSold: 0, revenue: 0 },
    ])
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
            quote: quote([
              ['2027-03-31', 100000],
              ['2027-04-01', 300000],
            ]),
          }),
        ],
      }),
    )

    expect(
      report.byMonth.map((month) => [month.month, month.from, month.to, month.revenue]),
    ).toEqual([
      ['2027-03', '2027-03-31', '2027-03-31', 100000],
      ['2027-04', '2027-04-01', '2027-04-01', 300000],
    ])
    expect(report.byMonth[1]?.byRoom.map((room) => room.roomNightsSold)).toEqual([1, 0])
    expect(report.byMonth[1]).toMatchObject({ roomNightsAvailable: 3, occupancy: 1 / 3 })
  })
})

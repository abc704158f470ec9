import { expect, test } from 'vitest'
import { buildReport, figuresOf, type Report } from '../../../../domain/reports'
import {
  cashDayFromSearch,
  cashDayOf,
  chartValue,
  collectedTable,
  formatFigure,
  methodRows,
  methodWords,
  metricTable,
  monthLabel,
  monthOf,
  otherRevenueRows,
  rangeFromSearch,
  toCashReportPath,
} from './report-view'

test('the default range is the whole of the resort’s current month, leap days included', () => {
  expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
  expect(monthOf('2027-12-31')).toEqual({ from: '2027-12-01', to: '2027-12-31' })
  expect(monthOf('2027-01-31')).toEqual({ from: '2027-01-01', to: '2027-01-31' })
})

test('the range comes from the address, or is this month when a date is missing or wrong', () => {
  expect(rangeFromSearch('?from=2027-02-01&to=2027-03-31', '2027-06-10')).toEqual({
    from: '2027-02-01',
    to: '2027-03-31',
  })
  expect(rangeFromSearch('?from=2027-02-30&to=2027-03-31', '2027-06-10')).toEqual({
    from: '2027-06-01',
    to: '2027-06-30',
  })
})

test('months are named in short', () => {
  expect(monthLabel('2027-02')).toBe('Feb 2027')
})

test('occupancy is a percentage with one decimal, ADR and RevPAR pesos', () => {
  const figures = figuresOf(331, 10, 0, 2130000)

  expect(formatFigure('occupancy', figures)).toBe('3.0%')
  expect(formatFigure('adr', figures)).toBe('₱2,130')
  expect(formatFigure('revpar', figures)).toBe('₱64.35')
  expect(chartValue('occupancy', figures)).toBeCloseTo(3.021, 3)
  expect(chartValue('revpar', figures)).toBe(64.35)
})

const emptyReport = buildReport({
  from: '2027-02-01',
  to: '2027-02-28',
  rooms: [],
  nights: [],
  stays: [],
  blocks: [],
  feeds: [],
  payments: [],
})

test('a figure’s table has a row per month and a column per room type, then all rooms', () => {
  const month = {
    ...figuresOf(10, 5, 0, 100000),
    month: '2027-02',
    from: '2027-02-01',
    to: '2027-02-28',
  }
  const hotel = { roomId: 1, name: 'Hotel Rooms', ...figuresOf(6, 4, 0, 80000) }
  const cabana = { roomId: 2, name: 'Cabana Rooms', ...figuresOf(4, 1, 1, 20000) }
  const report: Report = {
    ...emptyReport,
    ...figuresOf(10, 5, 1, 100000),
    byRoom: [hotel, cabana],
    bySource: [],
    byMonth: [{ ...month, byRoom: [hotel, cabana] }],
  }

  const table = metricTable(report)

  expect(table.columns).toEqual(['Hotel Rooms', 'Cabana Rooms', 'All rooms'])
  expect(
    table.rows.map((row) => [row.label, row.cells.map((cell) => cell.roomNightsSold)]),
  ).toEqual([['Feb 2027', [4, 1, 5]]])
})

test('the cash report’s day is the address’s within the range, else today within it, else the last', () => {
  const range = { from: '2027-02-01', to: '2027-02-28' }

  expect(cashDayFromSearch('?day=2027-02-08', range, '2027-02-20')).toBe('2027-02-08')
  expect(cashDayFromSearch('?day=2027-03-01', range, '2027-02-20')).toBe('2027-02-20')
  expect(cashDayFromSearch('', range, '2027-06-10')).toBe('2027-02-28')
  expect(toCashReportPath(range, '2027-02-08')).toBe(
    '/staff/reports?from=2027-02-01&to=2027-02-28&day=2027-02-08',
  )
})

test('the ledger’s methods in the desk’s words, the gateway’s with its kind', () => {
  expect(methodWords('cash')).toBe('Cash')
  expect(methodWords('card')).toBe('Card terminal')
  expect(methodWords('paymongo')).toBe('Online (PayMongo)')
  expect(methodWords('paymongo:gcash')).toBe('Online (PayMongo, GCash)')
  expect(methodWords('voucher')).toBe('voucher')
})

test('other revenue and money by method read as rows with their total last', () => {
  expect(
    otherRevenueRows({
      extras: 300000,
      fees: 20000,
      cancellations: 200000,
      noShows: 350000,
      adjustments: -50000,
    }),
  ).toEqual([
    { label: 'Extras', amount: 300000 },
    { label: 'Fees', amount: 20000 },
    { label: 'Cancellation charges', amount: 200000 },
    { label: 'No-show charges', amount: 350000 },
    { label: 'Adjustments', amount: -50000 },
    { label: 'Total', amount: 820000 },
  ])
  expect(methodRows({ gcash: 540000, cash: 300000 })).toEqual([
    { label: 'Cash', amount: 300000 },
    { label: 'GCash', amount: 540000 },
    { label: 'Total', amount: 840000 },
  ])
})

test('money by day has a column per method the range saw, 0 where a day saw none, then the total', () => {
  const payment = (at: string, method: string, amount: number) => ({
    at,
    ref: 'AAAAAAAA',
    method,
    amount,
  })
  const report: Report = {
    ...emptyReport,
    collected: {
      byMethod: { gcash: 540000, cash: 300000 },
      byDay: [
        {
          date: '2027-02-12',
          byMethod: { cash: 500000 },
          payments: [payment('2027-02-12T02:00:00.000Z', 'cash', 500000)],
        },
        {
          date: '2027-02-19',
          byMethod: { cash: -200000, gcash: 540000 },
          payments: [],
        },
      ],
    },
  }

  expect(collectedTable(report)).toEqual({
    columns: ['Cash', 'GCash', 'Total'],
    rows: [
      { date: '2027-02-12', cells: [500000, 0, 500000] },
      { date: '2027-02-19', cells: [-200000, 540000, 340000] },
    ],
  })
  expect(cashDayOf(report, '2027-02-12').payments).toHaveLength(1)
  expect(cashDayOf(report, '2027-02-13')).toEqual({
    date: '2027-02-13',
    byMethod: {},
    payments: [],
  })
})

import { expect, test } from 'vitest'
import { figuresOf, type Report } from '../../../../domain/reports'
import {
  chartValue,
  formatFigure,
  metricTable,
  monthLabel,
  monthOf,
  rangeFromSearch,
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
  const figures = figuresOf(331, 10, 2130000)

  expect(formatFigure('occupancy', figures)).toBe('3.0%')
  expect(formatFigure('adr', figures)).toBe('₱2,130')
  expect(formatFigure('revpar', figures)).toBe('₱64.35')
  expect(chartValue('occupancy', figures)).toBeCloseTo(3.021, 3)
  expect(chartValue('revpar', figures)).toBe(64.35)
})

test('a figure’s table has a row per month and a column per room type, then all rooms', () => {
  const month = {
    ...figuresOf(10, 5, 100000),
    month: '2027-02',
    from: '2027-02-01',
    to: '2027-02-28',
  }
  const hotel = { roomId: 1, name: 'Hotel Rooms', ...figuresOf(6, 4, 80000) }
  const cabana = { roomId: 2, name: 'Cabana Rooms', ...figuresOf(4, 1, 20000) }
  const report: Report = {
    from: '2027-02-01',
    to: '2027-02-28',
    ...figuresOf(10, 5, 100000),
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

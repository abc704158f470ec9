/**
 * The report as a CSV file for a spreadsheet (docs/reservations.md, "Reports"): RFC 4180 with
 * CRLF, a byte-order mark so Excel reads UTF-8, money in pesos with two decimals and no sign.
 */
import type { Centavos } from '../../../domain/money'
import type { Report, ReportFigures } from '../../../domain/reports'

const HEADER = [
  'Period',
  'Room type',
  'Source',
  'Room nights available',
  'Room nights sold',
  'Occupancy (%)',
  'Revenue (PHP)',
  'ADR (PHP)',
  'RevPAR (PHP)',
]

type Cell = string | number | null

export function reportCsv(report: Report): string {
  const whole = `${report.from} to ${report.to}`
  const rows: Cell[][] = [
    HEADER,
    [whole, 'All', 'All', ...figureCells(report)],
    ...report.byRoom.map((room) => [whole, room.name, 'All', ...figureCells(room)]),
    ...report.byMonth.flatMap((month) => [
      [month.month, 'All', 'All', ...figureCells(month)],
      ...month.byRoom.map((room) => [month.month, room.name, 'All', ...figureCells(room)]),
    ]),
    ...report.bySource.map((source) => [
      whole,
      'All',
      source.name,
      null,
      source.roomNightsSold,
      null,
      pesos(source.revenue),
      null,
      null,
    ]),
  ]
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function figureCells(figures: ReportFigures): Cell[] {
  return [
    figures.roomNightsAvailable,
    figures.roomNightsSold,
    (figures.occupancy * 100).toFixed(2),
    pesos(figures.revenue),
    pesos(figures.adr),
    pesos(figures.revpar),
  ]
}

function pesos(amount: Centavos): string {
  return (amount / 100).toFixed(2)
}

/**
 * One cell. Text from staff or a channel (a feed's name) that a spreadsheet would read as a
 * formula (OWASP, "CSV injection": = + - @, tab, carriage return) gets a leading apostrophe;
 * numbers are written by us and stay numbers.
 */
export function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

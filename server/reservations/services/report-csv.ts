/**
 * The report as a CSV file for a spreadsheet (docs/reservations.md, "Reports"): RFC 4180 with
 * CRLF, a byte-order mark so Excel reads UTF-8, money in pesos with two decimals and no sign
 * but a minus. Two tables, an empty line between them: the room nights and room revenue, then
 * the money that is not room revenue (other revenue, the VAT figures of the invoices issued in
 * the range, and what was collected by method, for the range and each day).
 */
import type { VatSummary } from '../../../domain/invoice'
import type { Centavos } from '../../../domain/money'
import {
  methodsInOrder,
  type OtherRevenue,
  type Report,
  type ReportFigures,
} from '../../../domain/reports'

const ROOM_HEADER = [
  'Period',
  'Room type',
  'Source',
  'Room nights available',
  'Room nights sold',
  'Channel nights',
  'Occupancy (%)',
  'Room revenue (PHP)',
  'ADR (PHP)',
  'RevPAR (PHP)',
]

const MONEY_HEADER = ['Period', 'Figure', 'Item', 'Amount (PHP)']

const VAT_WORDS: Record<keyof VatSummary, string> = {
  vatableSales: 'VATable sales',
  vat: 'VAT',
  exemptSales: 'VAT-exempt sales',
  localFees: 'Local fees',
}

const OTHER_REVENUE_WORDS: Record<keyof OtherRevenue, string> = {
  extras: 'Extras',
  fees: 'Fees',
  cancellations: 'Cancellations',
  noShows: 'No-shows',
  adjustments: 'Adjustments',
}

/** A number we wrote ourselves, as it is to read: never taken for a formula, though negative. */
type Figure = { figure: string }
type Cell = string | number | null | Figure

export function reportCsv(report: Report): string {
  const rows: Cell[][] = [...roomRows(report), [], ...moneyRows(report)]
  return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

function roomRows(report: Report): Cell[][] {
  const whole = `${report.from} to ${report.to}`
  return [
    ROOM_HEADER,
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
      null,
      pesos(source.revenue),
      null,
      null,
    ]),
  ]
}

/** Other revenue of the range, then collected by method: the range's, then each day's. */
function moneyRows(report: Report): Cell[][] {
  const whole = `${report.from} to ${report.to}`
  const other = report.otherRevenue
  return [
    MONEY_HEADER,
    ...(Object.keys(OTHER_REVENUE_WORDS) as (keyof OtherRevenue)[]).map((kind) => [
      whole,
      'Other revenue',
      OTHER_REVENUE_WORDS[kind],
      pesos(other[kind]),
    ]),
    ...(Object.keys(VAT_WORDS) as (keyof VatSummary)[]).map((item) => [
      whole,
      'VAT',
      VAT_WORDS[item],
      pesos(report.vat[item]),
    ]),
    ...methodsInOrder(report.collected.byMethod).map(([method, amount]) => [
      whole,
      'Collected',
      method,
      pesos(amount),
    ]),
    ...report.collected.byDay.flatMap((day) =>
      methodsInOrder(day.byMethod).map(([method, amount]) => [
        day.date,
        'Collected',
        method,
        pesos(amount),
      ]),
    ),
  ]
}

function figureCells(figures: ReportFigures): Cell[] {
  return [
    figures.roomNightsAvailable,
    figures.roomNightsSold,
    figures.channelNights,
    { figure: (figures.occupancy * 100).toFixed(2) },
    pesos(figures.roomRevenue),
    pesos(figures.adr),
    pesos(figures.revpar),
  ]
}

function pesos(amount: Centavos): Figure {
  return { figure: (amount / 100).toFixed(2) }
}

/**
 * One cell. Text from staff or a channel (a feed's name) that a spreadsheet would read as a
 * formula (OWASP, "CSV injection": = + - @, tab, carriage return) gets a leading apostrophe;
 * numbers and figures are written by us and stay numbers, a refund's minus included.
 */
export function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object') return value.figure
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

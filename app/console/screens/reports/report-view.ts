/**
 * The Reports screen's reading of a report: the range it shows, and for each figure the
 * months × room types that its chart draws and its table lists. Pure, so both agree.
 */
import { addDays, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { PAYMENT_METHOD_WORDS, type DeskPaymentMethod } from '../../../../domain/ledger'
import { formatCentavos, type Centavos } from '../../../../domain/money'
import {
  methodsInOrder,
  type ByMethod,
  type CollectedDay,
  type OtherRevenue,
  type ReportFigures,
  type ReportRange,
} from '../../../../domain/reports'
import { toStaffReportsPath } from '../../../../domain/staff-paths'
import type { ReportResponse } from '../../../../domain/staff-contract'

export type Metric = 'occupancy' | 'adr' | 'revpar'

export const METRICS: readonly { metric: Metric; title: string }[] = [
  { metric: 'occupancy', title: 'Occupancy' },
  { metric: 'adr', title: 'ADR (average daily rate)' },
  { metric: 'revpar', title: 'RevPAR (revenue per available room)' },
]

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The month of the resort's `today`, its first night to its last: the screen's default. */
export function monthOf(today: IsoDate): ReportRange {
  const from = `${today.slice(0, 7)}-01`
  const nextMonth = addDays(from, 31).slice(0, 7)
  return { from, to: addDays(`${nextMonth}-01`, -1) }
}

/** The range in the address (`?from=&to=`), or this month when either is missing or not a date. */
export function rangeFromSearch(search: string, today: IsoDate): ReportRange {
  const params = new URLSearchParams(search)
  const from = parseIsoDate(params.get('from'))
  const to = parseIsoDate(params.get('to'))
  return from && to ? { from, to } : monthOf(today)
}

/** '2027-02' -> 'Feb 2027'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`
}

/** Occupancy as a percentage with one decimal, money in pesos as the site writes it. */
export function formatFigure(metric: Metric, figures: ReportFigures): string {
  return metric === 'occupancy'
    ? `${(figures.occupancy * 100).toFixed(1)}%`
    : formatCentavos(figures[metric])
}

/** The number a chart draws: a percentage, or pesos. */
export function chartValue(metric: Metric, figures: ReportFigures): number {
  return metric === 'occupancy' ? figures.occupancy * 100 : figures[metric] / 100
}

export type MetricTable = {
  /** The room types, then 'All rooms'. */
  columns: string[]
  rows: { month: string; label: string; cells: ReportFigures[] }[]
}

/** One figure by month (rows) and room type (columns), with every room type's total last. */
export function metricTable(report: ReportResponse): MetricTable {
  return {
    columns: [...report.byRoom.map((room) => room.name), 'All rooms'],
    rows: report.byMonth.map((month) => ({
      month: month.month,
      label: monthLabel(month.month),
      cells: [...month.byRoom, month],
    })),
  }
}

/**
 * The cash report's day: the address's `day` when it lies in the range, else the resort's
 * today when it does, else the range's last day.
 */
export function cashDayFromSearch(search: string, range: ReportRange, today: IsoDate): IsoDate {
  const asked = parseIsoDate(new URLSearchParams(search).get('day'))
  const within = (day: IsoDate | null): day is IsoDate =>
    day !== null && day >= range.from && day <= range.to
  if (within(asked)) return asked
  return within(today) ? today : range.to
}

/** The report's address with the cash report of `day`, so a printed or shared report names it. */
export function toCashReportPath(range: ReportRange, day: IsoDate): string {
  return `${toStaffReportsPath(range.from, range.to)}&${new URLSearchParams({ day })}`
}

/** The ledger's method in the desk's words; the gateway's, with its kind when it names one. */
export function methodWords(method: string): string {
  const [way, kind] = method.split(':')
  if (way === 'paymongo')
    return kind ? `Online (PayMongo, ${methodWords(kind)})` : 'Online (PayMongo)'
  return PAYMENT_METHOD_WORDS[method as DeskPaymentMethod] ?? method
}

const OTHER_REVENUE_WORDS: Record<keyof OtherRevenue, string> = {
  extras: 'Extras',
  fees: 'Fees',
  cancellations: 'Cancellation charges',
  noShows: 'No-show charges',
  adjustments: 'Adjustments',
}

/** Other revenue as rows of words and amounts, then their total. */
export function otherRevenueRows(other: OtherRevenue): { label: string; amount: Centavos }[] {
  const rows = (Object.keys(OTHER_REVENUE_WORDS) as (keyof OtherRevenue)[]).map((kind) => ({
    label: OTHER_REVENUE_WORDS[kind],
    amount: other[kind],
  }))
  return [...rows, { label: 'Total', amount: sumOf(rows.map((row) => row.amount)) }]
}

/** Amounts by method in the desk's order, in words, then their total. */
export function methodRows(byMethod: ByMethod): { label: string; amount: Centavos }[] {
  const rows = methodsInOrder(byMethod).map(([method, amount]) => ({
    label: methodWords(method),
    amount,
  }))
  return [...rows, { label: 'Total', amount: sumOf(rows.map((row) => row.amount)) }]
}

export type CollectedTable = {
  /** The methods the range saw, in words, then 'Total'. */
  columns: string[]
  rows: { date: IsoDate; cells: Centavos[] }[]
}

/** Money collected by day (rows) and method (columns); a method a day did not see is 0. */
export function collectedTable(report: ReportResponse): CollectedTable {
  const methods = methodsInOrder(report.collected.byMethod).map(([method]) => method)
  return {
    columns: [...methods.map(methodWords), 'Total'],
    rows: report.collected.byDay.map((day: CollectedDay) => {
      const cells = methods.map((method) => day.byMethod[method] ?? 0)
      return { date: day.date, cells: [...cells, sumOf(cells)] }
    }),
  }
}

function sumOf(amounts: readonly Centavos[]): Centavos {
  return amounts.reduce((sum, amount) => sum + amount, 0)
}

/** The report's day, or the day with nothing taken nor given back. */
export function cashDayOf(report: ReportResponse, date: IsoDate): CollectedDay {
  return (
    report.collected.byDay.find((day) => day.date === date) ?? { date, byMethod: {}, payments: [] }
  )
}

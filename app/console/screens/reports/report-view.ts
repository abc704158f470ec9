/**
 * The Reports screen's reading of a report: the range it shows, and for each figure the
 * months × room types that its chart draws and its table lists. Pure, so both agree.
 */
import { addDays, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { ReportFigures, ReportRange } from '../../../../domain/reports'
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

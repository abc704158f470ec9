import { formatCentavos } from '../../../../domain/money'
import type { ReportResponse } from '../../../../domain/staff-contract'
import { formatFigure, otherRevenueRows } from './report-view'

/** The range's headline figures, all room types together, and what channel nights are. */
export function SummaryFigures({ report }: { report: ReportResponse }) {
  const other = otherRevenueRows(report.otherRevenue).at(-1)?.amount ?? 0
  const items: [string, string][] = [
    ['Occupancy', formatFigure('occupancy', report)],
    ['ADR', formatCentavos(report.adr)],
    ['RevPAR', formatCentavos(report.revpar)],
    ['Room revenue', formatCentavos(report.roomRevenue)],
    ['Other revenue', formatCentavos(other)],
    ['Room nights sold', String(report.roomNightsSold)],
    ['Channel nights', String(report.channelNights)],
    ['Room nights available', String(report.roomNightsAvailable)],
  ]
  return (
    <div className="st:flex st:flex-col st:gap-3">
      <dl className="st:grid st:grid-cols-2 st:gap-3 st:md:grid-cols-4">
        {items.map(([term, value]) => (
          <div key={term} className="st:flex st:flex-col-reverse st:bg-white st:p-4">
            <dt className="st:text-sm st:text-muted">{term}</dt>
            <dd className="st:font-display st:text-3xl st:text-sea-deep">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="st:max-w-3xl st:text-muted">{report.note}</p>
    </div>
  )
}

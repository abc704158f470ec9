import { formatCentavos } from '../../../../domain/money'
import type { ReportFigures } from '../../../../domain/reports'
import { formatFigure } from './report-view'

/** The range's headline figures, all room types together. */
export function SummaryFigures({ figures }: { figures: ReportFigures }) {
  const items: [string, string][] = [
    ['Occupancy', formatFigure('occupancy', figures)],
    ['ADR', formatCentavos(figures.adr)],
    ['RevPAR', formatCentavos(figures.revpar)],
    ['Revenue', formatCentavos(figures.revenue)],
    ['Room nights sold', String(figures.roomNightsSold)],
    ['Room nights available', String(figures.roomNightsAvailable)],
  ]
  return (
    <dl className="st:grid st:grid-cols-2 st:gap-3 st:md:grid-cols-3 st:xl:grid-cols-6">
      {items.map(([term, value]) => (
        <div key={term} className="st:flex st:flex-col-reverse st:bg-white st:p-4">
          <dt className="st:text-sm st:text-muted">{term}</dt>
          <dd className="st:font-display st:text-3xl st:text-sea-deep">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

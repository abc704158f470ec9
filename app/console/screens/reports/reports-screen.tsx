import { Download } from 'lucide'
import { useLocation, useNavigate } from 'react-router'
import { formatStayDate, resortToday } from '../../../../domain/calendar'
import { toStaffReportsPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { LoadProblem } from '../../parts/load-problem'
import { ScreenTitle } from '../../ui/screen-title'
import { useStaffData } from '../../api/use-staff-data'
import { MetricSection } from './metric-section'
import { RangeForm } from './range-form'
import { METRICS, rangeFromSearch } from './report-view'
import { reportsApi } from '../../api/reports-api'
import { SummaryFigures } from './summary-figures'
import { TotalsTables } from './totals-tables'

/**
 * '/staff/reports[?from=&to=]': occupancy, ADR and RevPAR over a range of nights (this month
 * by default), by month and room type, each chart with its table, and the CSV of it all.
 */
export function ReportsScreen() {
  const range = rangeFromSearch(useLocation().search, resortToday(new Date()))
  const navigate = useNavigate()
  const key = `${range.from} ${range.to}`
  const { state, reload } = useStaffData(key, () => reportsApi.load(range.from, range.to))

  return (
    <div className="st:mx-auto st:max-w-7xl st:px-5 st:py-10">
      <ScreenTitle>Reports</ScreenTitle>
      <p className="st:mt-2 st:text-muted">
        Nights from {formatStayDate(range.from)} to {formatStayDate(range.to)}, both included.
        Revenue is room revenue; a no-show’s or late cancellation’s charge counts on its check-in
        night, and nights held by another channel’s calendar count as sold at no revenue.
      </p>
      <div className="st:mt-5 st:flex st:flex-col st:gap-4">
        <RangeForm
          key={key}
          range={range}
          onChoose={(chosen) => navigate(toStaffReportsPath(chosen.from, chosen.to))}
        />
        <p>
          <a
            href={reportsApi.csvAddress(range.from, range.to)}
            download
            className={SECONDARY_BUTTON}
          >
            <Icon node={Download} className="st:size-4" />
            Download CSV
          </a>
        </p>
      </div>
      <div className="st:mt-8 st:flex st:flex-col st:gap-10">
        {state.status === 'loading' && <p className="st:text-muted">Loading the report…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <>
            <SummaryFigures figures={state.data} />
            {METRICS.map(({ metric, title }) => (
              <MetricSection key={metric} report={state.data} metric={metric} title={title} />
            ))}
            <TotalsTables report={state.data} />
          </>
        )}
      </div>
    </div>
  )
}

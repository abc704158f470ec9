import { Download } from 'lucide'
import { useLocation, useNavigate } from 'react-router'
import { formatStayDate, resortToday } from '../../../../domain/calendar'
import { toStaffReportsPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { LoadProblem } from '../../parts/load-problem'
import { ScreenTitle } from '../../ui/screen-title'
import { useStaffData } from '../../api/use-staff-data'
import { CashReport } from './cash-report'
import { CollectedSection } from './collected-section'
import { MetricSection } from './metric-section'
import { OtherRevenueSection } from './other-revenue-section'
import { RangeForm } from './range-form'
import { cashDayFromSearch, METRICS, rangeFromSearch, toCashReportPath } from './report-view'
import { reportsApi } from '../../api/reports-api'
import { SummaryFigures } from './summary-figures'
import { TotalsTables } from './totals-tables'

/**
 * '/staff/reports[?from=&to=&day=]': occupancy, ADR and RevPAR over a range of nights (this
 * month by default), by month and room type, each chart with its table; other revenue, money
 * collected, and the cash report of one day, which alone prints; and the CSV of it all.
 */
export function ReportsScreen() {
  const { search } = useLocation()
  const today = resortToday(new Date())
  const range = rangeFromSearch(search, today)
  const day = cashDayFromSearch(search, range, today)
  const navigate = useNavigate()
  const key = `${range.from} ${range.to}`
  const { state, reload } = useStaffData(key, () => reportsApi.load(range.from, range.to))

  return (
    <div className="st:mx-auto st:max-w-7xl st:px-5 st:py-10 st:print:max-w-none st:print:p-0">
      <div className="st:print:hidden">
        <ScreenTitle>Reports</ScreenTitle>
        <p className="st:mt-2 st:text-muted">
          Nights from {formatStayDate(range.from)} to {formatStayDate(range.to)}, both included.
          Room revenue is what the folios charged for the nights sold, promo discounts shared over
          each stay’s nights; a cancellation’s or no-show’s charge is other revenue, on the day it
          was charged.
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
      </div>
      <div className="st:mt-8 st:flex st:flex-col st:gap-10 st:print:mt-0">
        {state.status === 'loading' && <p className="st:text-muted">Loading the report…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <>
            <div className="st:flex st:flex-col st:gap-10 st:print:hidden">
              <SummaryFigures report={state.data} />
              {METRICS.map(({ metric, title }) => (
                <MetricSection key={metric} report={state.data} metric={metric} title={title} />
              ))}
              <TotalsTables report={state.data} />
              <OtherRevenueSection other={state.data.otherRevenue} />
              <CollectedSection report={state.data} />
            </div>
            <CashReport
              report={state.data}
              day={day}
              onChooseDay={(chosen) => navigate(toCashReportPath(range, chosen))}
            />
          </>
        )}
      </div>
    </div>
  )
}

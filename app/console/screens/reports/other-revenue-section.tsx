import type { OtherRevenue } from '../../../../domain/reports'
import { AmountTable } from './amount-table'
import { otherRevenueRows } from './report-view'

/** What the folios charged in the range besides rooms: none of it is in ADR or RevPAR. */
export function OtherRevenueSection({ other }: { other: OtherRevenue }) {
  return (
    <section aria-labelledby="other-revenue-title" className="st:flex st:flex-col st:gap-3">
      <h2 id="other-revenue-title" className="st:font-display st:text-3xl st:text-sea-deep">
        Other revenue
      </h2>
      <p className="st:max-w-3xl st:text-muted">
        Charges on the folios dated in the range that are not room revenue: extras, fees, the
        charges of late cancellations and no-shows, and adjustments (with the nights an early
        check-out gave back). None of them counts toward ADR or RevPAR.
      </p>
      <div className="st:max-w-xl">
        <AmountTable
          id="other-revenue-table"
          caption="Other revenue by kind"
          nameHeading="Kind"
          rows={otherRevenueRows(other)}
        />
      </div>
    </section>
  )
}

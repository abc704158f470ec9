import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { ReportResponse } from '../../../../domain/staff-contract'
import { AmountTable } from './amount-table'
import { collectedTable, methodRows } from './report-view'
import { CELL, HEAD_CELL, ROW_HEAD, ScrollTable } from './scroll-table'

/** Money taken less money given back in the range: by how it was paid, and day by day. */
export function CollectedSection({ report }: { report: ReportResponse }) {
  const byDay = collectedTable(report)
  return (
    <section aria-labelledby="collected-title" className="st:flex st:flex-col st:gap-3">
      <h2 id="collected-title" className="st:font-display st:text-3xl st:text-sea-deep">
        Collected
      </h2>
      <p className="st:max-w-3xl st:text-muted">
        Payments less refunds recorded on each day of the range (the resort’s days), whatever stay
        they were for, as the ledger names how they were paid.
      </p>
      <div className="st:grid st:gap-4 st:lg:grid-cols-[1fr_2fr]">
        <AmountTable
          id="collected-methods-table"
          caption="Collected by method"
          nameHeading="Method"
          rows={methodRows(report.collected.byMethod)}
        />
        {byDay.rows.length === 0 ? (
          <p className="st:bg-white st:p-4">No money was taken or given back in the range.</p>
        ) : (
          <ScrollTable id="collected-days-table" caption="Collected by day and method">
            <thead>
              <tr>
                <th scope="col" className={HEAD_CELL}>
                  Day
                </th>
                {byDay.columns.map((column) => (
                  <th key={column} scope="col" className={HEAD_CELL}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {byDay.rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row" className={`${ROW_HEAD} st:whitespace-nowrap`}>
                    {formatStayDate(row.date)}
                  </th>
                  {row.cells.map((amount, index) => (
                    <td key={byDay.columns[index]} className={CELL}>
                      {formatCentavos(amount)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </div>
    </section>
  )
}

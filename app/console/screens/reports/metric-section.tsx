import { useMemo } from 'react'
import type { ReportResponse } from '../../../../domain/staff-contract'
import { formatCentavos } from '../../../../domain/money'
import { BarChart } from './bar-chart'
import { chartValue, formatFigure, metricTable, type Metric } from './report-view'
import { CELL, HEAD_CELL, ROW_HEAD, ScrollTable } from './scroll-table'

/** One figure by month and room type: the chart, and beside it the table that says it exactly. */
export function MetricSection({
  report,
  metric,
  title,
}: {
  report: ReportResponse
  metric: Metric
  title: string
}) {
  const table = useMemo(() => metricTable(report), [report])
  const spec = useMemo(
    () => ({
      groups: table.rows.map((row) => row.label),
      series: report.byRoom.map((room, index) => ({
        name: room.name,
        values: table.rows.map((row) => chartValue(metric, row.cells[index] ?? room)),
      })),
      format:
        metric === 'occupancy'
          ? (value: number) => `${Math.round(value)}%`
          : (value: number) => formatCentavos(Math.round(value) * 100),
      ...(metric === 'occupancy' ? { max: 100 } : {}),
    }),
    [report, table, metric],
  )
  const caption = `${title} by month and room type`

  return (
    <section aria-labelledby={`${metric}-title`} className="st:flex st:flex-col st:gap-3">
      <h2 id={`${metric}-title`} className="st:font-display st:text-3xl st:text-sea-deep">
        {title}
      </h2>
      <div className="st:grid st:gap-4 st:lg:grid-cols-2">
        <BarChart spec={spec} caption={`Chart: ${caption}. The table gives each figure.`} />
        <ScrollTable id={`${metric}-table`} caption={caption}>
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                Month
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className={HEAD_CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.month}>
                <th scope="row" className={ROW_HEAD}>
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]} className={CELL}>
                    {formatFigure(metric, cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </section>
  )
}

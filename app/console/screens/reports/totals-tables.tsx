import { formatCentavos } from '../../../../domain/money'
import type { ReportResponse } from '../../../../domain/staff-contract'
import { formatFigure } from './report-view'
import { CELL, HEAD_CELL, ROW_HEAD, ScrollTable } from './scroll-table'

const COLUMNS = [
  'Available',
  'Sold',
  'Channel nights',
  'Occupancy',
  'Room revenue',
  'ADR',
  'RevPAR',
]

/** The whole range by room type (and all rooms), then by where the stays came from. */
export function TotalsTables({ report }: { report: ReportResponse }) {
  const rows = [...report.byRoom, { ...report, roomId: 0, name: 'All rooms' }]
  return (
    <section aria-labelledby="totals-title" className="st:flex st:flex-col st:gap-3">
      <h2 id="totals-title" className="st:font-display st:text-3xl st:text-sea-deep">
        Room types and sources
      </h2>
      <div className="st:grid st:gap-4 st:lg:grid-cols-[2fr_1fr]">
        <ScrollTable id="rooms-table" caption="By room type, room nights and money">
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                Room type
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={HEAD_CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.roomId}>
                <th scope="row" className={ROW_HEAD}>
                  {row.name}
                </th>
                <td className={CELL}>{row.roomNightsAvailable}</td>
                <td className={CELL}>{row.roomNightsSold}</td>
                <td className={CELL}>{row.channelNights}</td>
                <td className={CELL}>{formatFigure('occupancy', row)}</td>
                <td className={CELL}>{formatCentavos(row.roomRevenue)}</td>
                <td className={CELL}>{formatCentavos(row.adr)}</td>
                <td className={CELL}>{formatCentavos(row.revpar)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <ScrollTable id="sources-table" caption="By source">
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                Source
              </th>
              <th scope="col" className={HEAD_CELL}>
                Sold
              </th>
              <th scope="col" className={HEAD_CELL}>
                Room revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {report.bySource.map((source) => (
              <tr key={source.feedId ?? source.source}>
                <th scope="row" className={ROW_HEAD}>
                  {source.name}
                </th>
                <td className={CELL}>{source.roomNightsSold}</td>
                <td className={CELL}>{formatCentavos(source.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </div>
    </section>
  )
}

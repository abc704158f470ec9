import { Printer } from 'lucide'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatStayDate, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { ReportRange } from '../../../../domain/reports'
import type { ReportResponse } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { formatResortTime } from '../../ui/staff-words'
import { TextField } from '../../ui/text-field'
import { AmountTable } from './amount-table'
import { cashDayOf, methodRows, methodWords } from './report-view'
import { CELL, HEAD_CELL, ROW_HEAD, ScrollTable, TEXT_CELL } from './scroll-table'

type CashReportProps = {
  report: ReportResponse
  day: IsoDate
  onChooseDay: (day: IsoDate) => void
}

/**
 * 'Cash report': one day's money at the desk, each payment and refund with its time and
 * stay, then the day's totals by method, to count the drawer against. What prints when the
 * screen is printed: the rest of the screen is for the screen.
 */
export function CashReport({ report, day, onChooseDay }: CashReportProps) {
  const { payments, byMethod } = cashDayOf(report, day)
  const date = formatStayDate(day)
  return (
    <section
      aria-labelledby="cash-report-title"
      className="st:flex st:flex-col st:gap-4 st:bg-white st:p-5 st:md:p-6 st:print:p-0"
    >
      <div className="st:flex st:flex-wrap st:items-end st:justify-between st:gap-4">
        <h2 id="cash-report-title" className="st:font-display st:text-3xl st:text-sea-deep">
          Cash report
        </h2>
        <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
          <Icon node={Printer} className="st:size-4" />
          Print
        </button>
      </div>
      <CashDayForm key={day} range={report} day={day} onChooseDay={onChooseDay} />
      <p className="st:text-xl st:font-medium st:text-sea-deep">{date}</p>
      {payments.length === 0 ? (
        <p>Nothing was taken or given back on {date}.</p>
      ) : (
        <div className="st:grid st:gap-4 st:lg:grid-cols-[2fr_1fr] st:print:grid-cols-1">
          <ScrollTable id="cash-payments-table" caption={`Money taken and given back on ${date}`}>
            <thead>
              <tr>
                {['Time', 'Reservation', 'Method'].map((column) => (
                  <th key={column} scope="col" className={ROW_HEAD}>
                    {column}
                  </th>
                ))}
                <th scope="col" className={HEAD_CELL}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment, index) => (
                <tr key={`${payment.at} ${index}`}>
                  <th scope="row" className={`${ROW_HEAD} st:tabular-nums`}>
                    {formatResortTime(payment.at).slice(-5)}
                  </th>
                  <td className={TEXT_CELL}>
                    <Link
                      to={toStaffReservationPath(payment.ref)}
                      className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
                    >
                      {payment.ref}
                    </Link>
                  </td>
                  <td className={TEXT_CELL}>{methodWords(payment.method)}</td>
                  <td className={CELL}>{formatCentavos(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <AmountTable
            id="cash-methods-table"
            caption={`Totals on ${date} by method`}
            nameHeading="Method"
            rows={methodRows(byMethod)}
          />
        </div>
      )}
    </section>
  )
}

/** The day to report, one of the range's: a day outside it is said next to the field. */
function CashDayForm({
  range,
  day,
  onChooseDay,
}: {
  range: ReportRange
  day: IsoDate
  onChooseDay: (day: IsoDate) => void
}) {
  const [typed, setTyped] = useState(day)
  const [error, setError] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = parseIsoDate(typed)
    if (chosen && chosen >= range.from && chosen <= range.to) {
      setError(undefined)
      onChooseDay(chosen)
      return
    }
    setError(
      `Choose a day from ${formatStayDate(range.from)} to ${formatStayDate(range.to)}, the report’s range.`,
    )
  }

  return (
    <form
      aria-label="Cash report day"
      noValidate
      onSubmit={submit}
      className="st:flex st:flex-col st:gap-4 st:sm:flex-row st:sm:items-start st:print:hidden"
    >
      <TextField
        id="cash-day"
        label="Day"
        type="date"
        min={range.from}
        max={range.to}
        value={typed}
        onChange={setTyped}
        error={error}
      />
      <button type="submit" className={`${SECONDARY_BUTTON} st:sm:mt-7`}>
        Show day
      </button>
    </form>
  )
}

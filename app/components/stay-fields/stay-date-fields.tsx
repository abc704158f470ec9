import { localDateFromIso, resortToday } from '../../../domain/calendar'
import { earliestCheckOut, startOfDay } from '../../lib/stay-dates'
import { useLocale } from '../../i18n/locale'
import { DateField } from './date-field'
import { useStayDates, type StayDates } from './use-stay-dates'

type StayDateFieldsProps = {
  fieldClassName: string
  /** Reservations mode: dates the form keeps itself (shared, or started from a link). */
  dates?: StayDates
  /** Reservations mode: a message about one of the dates, shown beside the form. */
  problem?: { field: 'checkIn' | 'checkOut'; messageId: string }
}

/**
 * The check-in and check-out pair, used by the search bar and the reservation panel. docs/product.md §4:
 * the dates are held here, locally, start not selected and are never submitted.
 */
export function StayDateFields({ fieldClassName, dates, problem }: StayDateFieldsProps) {
  const { words } = useLocale()
  const ownDates = useStayDates()
  const { checkIn, checkOut, setCheckIn, setCheckOut } =
    (import.meta.env.RESERVATIONS && dates) || ownDates
  // Reservations mode books the resort's dates (docs/reservations.md, "Stays"): its today, in
  // Manila, marks and bounds the calendars, whatever the browser's own date.
  const today = import.meta.env.RESERVATIONS
    ? localDateFromIso(resortToday(new Date()))
    : startOfDay(new Date())

  return (
    <>
      <DateField
        label={words.checkIn}
        selected={checkIn}
        minDate={today}
        onChange={setCheckIn}
        {...(import.meta.env.RESERVATIONS && { describedBy: problemIdFor('checkIn', problem) })}
        className={fieldClassName}
      />
      <DateField
        label={words.checkOut}
        selected={checkOut}
        minDate={earliestCheckOut(checkIn, today)}
        onChange={setCheckOut}
        {...(import.meta.env.RESERVATIONS && { describedBy: problemIdFor('checkOut', problem) })}
        className={fieldClassName}
      />
    </>
  )
}

function problemIdFor(field: 'checkIn' | 'checkOut', problem: StayDateFieldsProps['problem']) {
  return problem?.field === field ? problem.messageId : undefined
}

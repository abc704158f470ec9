import { earliestCheckOut, startOfDay } from '../../lib/stay-dates'
import { DateField } from './date-field'
import { useStayDates } from './use-stay-dates'

/**
 * The check-in and check-out pair, used by the search bar and the reservation panel. SPEC 4:
 * the dates are held here, locally, start not selected and are never submitted.
 */
export function StayDateFields({ fieldClassName }: { fieldClassName: string }) {
  const { checkIn, checkOut, setCheckIn, setCheckOut } = useStayDates()
  const today = startOfDay(new Date())

  return (
    <>
      <DateField
        label="Check in"
        selected={checkIn}
        minDate={today}
        onChange={setCheckIn}
        className={fieldClassName}
      />
      <DateField
        label="Check out"
        selected={checkOut}
        minDate={earliestCheckOut(checkIn, today)}
        onChange={setCheckOut}
        className={fieldClassName}
      />
    </>
  )
}

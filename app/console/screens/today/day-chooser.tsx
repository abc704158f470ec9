import { ChevronLeft, ChevronRight } from 'lucide'
import { Link, useNavigate } from 'react-router'
import { addDays, parseIsoDate, type IsoDate } from '../../../../domain/calendar'
import { toStaffTodayPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { CONTROL_CLASS, FieldLabel } from '../../ui/field-parts'

/**
 * The day Today shows: the day before, the day after, back to today, or any date. Each is an
 * address (?date=), so a printed or shared list names its day and the back button works.
 */
export function DayChooser({ date, today }: { date: IsoDate; today: IsoDate }) {
  const navigate = useNavigate()
  return (
    <div className="st:flex st:flex-wrap st:items-end st:gap-3 st:print:hidden">
      <Link to={toStaffTodayPath(addDays(date, -1))} className={SECONDARY_BUTTON}>
        <Icon node={ChevronLeft} className="st:size-4" />
        Day before
      </Link>
      <Link to={toStaffTodayPath(addDays(date, 1))} className={SECONDARY_BUTTON}>
        Day after
        <Icon node={ChevronRight} className="st:size-4" />
      </Link>
      {date !== today && (
        <Link to={toStaffTodayPath()} className={SECONDARY_BUTTON}>
          Back to today
        </Link>
      )}
      <div>
        <FieldLabel htmlFor="desk-day">Day</FieldLabel>
        <input
          id="desk-day"
          type="date"
          value={date}
          onChange={(event) => {
            const chosen = parseIsoDate(event.target.value)
            if (chosen) void navigate(toStaffTodayPath(chosen))
          }}
          className={`${CONTROL_CLASS} st:w-auto st:py-2`}
        />
      </div>
    </div>
  )
}

import { CalendarSync, ChevronLeft, ChevronRight } from 'lucide'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { addDays, parseIsoDate, resortToday } from '../../../../domain/calendar'
import { CALENDAR_DAYS } from '../../../../domain/staff-contract'
import { toStaffCalendarPath } from '../../../../domain/staff-paths'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { calendarBlocks } from './calendar-grid'
import { InventoryForm } from './inventory-form'
import { UnitsSection } from './units-section'
import { LoadProblem } from '../../parts/load-problem'
import { NightHoldsDialog, type ChosenNight } from './night-holds-dialog'
import { OccupancyTable } from './occupancy-table'
import { ScreenTitle } from '../../ui/screen-title'
import { staffApi } from '../../api/staff-api'
import { useStaffData } from '../../api/use-staff-data'
import { Icon } from '../../../components/icon'

/**
 * '/staff/calendar[?from=YYYY-MM-DD]': room types by the next 60 nights (or 60 from `from`),
 * each night opening what holds it, and the form that closes, reopens or resizes a range of
 * nights.
 */
export function CalendarScreen() {
  const today = resortToday(new Date())
  const from = parseIsoDate(new URLSearchParams(useLocation().search).get('from')) ?? today
  const { state, reload } = useStaffData(from, () => staffApi.calendar(from, CALENDAR_DAYS))
  const [announcement, setAnnouncement] = useState('')
  const [chosen, setChosen] = useState<ChosenNight | null>(null)

  return (
    <div className="st:mx-auto st:max-w-7xl st:px-5 st:py-10">
      <ScreenTitle>Occupancy calendar</ScreenTitle>
      <p className="st:mt-2 st:text-muted">
        Each night shows rooms booked of rooms sold, such as 2/6. Closed nights take no bookings.
        The calendar mark{' '}
        <Icon node={CalendarSync} className="st:inline st:size-4 st:align-[-0.125em]" /> shows
        nights held by another channel’s calendar. Choose a night to see what holds it.
      </p>
      <nav aria-label="Calendar nights" className="st:mt-5 st:flex st:flex-wrap st:gap-3">
        <Link to={toStaffCalendarPath(addDays(from, -CALENDAR_DAYS))} className={SECONDARY_BUTTON}>
          <Icon node={ChevronLeft} className="st:size-4" />
          Earlier {CALENDAR_DAYS} nights
        </Link>
        {from !== today && (
          <Link to={toStaffCalendarPath(today)} className={SECONDARY_BUTTON}>
            From today
          </Link>
        )}
        <Link to={toStaffCalendarPath(addDays(from, CALENDAR_DAYS))} className={SECONDARY_BUTTON}>
          Later {CALENDAR_DAYS} nights
          <Icon node={ChevronRight} className="st:size-4" />
        </Link>
      </nav>
      <p
        role="status"
        className="st:mt-5 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0"
      >
        {announcement}
      </p>
      <div className="st:mt-5 st:flex st:flex-col st:gap-6">
        {state.status === 'loading' && <p className="st:text-muted">Loading the calendar…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <>
            <p className="st:text-sm st:text-muted st:lg:hidden">
              Each table scrolls sideways: swipe it, or focus it and use the arrow keys.
            </p>
            {calendarBlocks(state.data).map((block, index) => (
              <OccupancyTable
                key={block.columns[0]?.night ?? index}
                block={block}
                index={index}
                onChooseNight={setChosen}
              />
            ))}
            <InventoryForm
              rooms={state.data.rooms}
              firstNight={from}
              onChanged={(message) => {
                setAnnouncement(message)
                reload()
              }}
            />
            <UnitsSection
              roomNames={new Map(state.data.rooms.map((room) => [room.id, room.name]))}
              onRenamed={setAnnouncement}
            />
          </>
        )}
      </div>
      {chosen && <NightHoldsDialog chosen={chosen} onClose={() => setChosen(null)} />}
    </div>
  )
}

import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { parseIsoDate } from '../../../../domain/calendar'
import type { DeskMove } from '../../../../domain/front-desk'
import type { DeskStayView, MovementsResponse } from '../../../../domain/staff-contract'
import { useStatusLines } from '../../ui/live-announcement'
import { LoadProblem } from '../../parts/load-problem'
import { DeskMoveDialog } from '../../parts/desk-move-dialog'
import { describeDeskMoveDone } from '../../parts/desk-move-words'
import { ScreenHeading } from '../../ui/screen-heading'
import { staffApi } from '../../api/staff-api'
import { statusWord } from '../../ui/staff-words'
import { useLiveEvents } from '../../api/use-live-events'
import { useStaffData } from '../../api/use-staff-data'
import { DayChooser } from './day-chooser'
import { DeskList } from './desk-list'
import { describeDay } from './today-words'

/**
 * '/staff/today?date=': the front desk's day (docs/reservations.md, "The staff console"): arrivals,
 * guests in the house, departures and no-shows to mark, each with the moves open to it; the
 * resort's today without a date. Printable: staff.css takes the site's chrome and every control off
 * paper.
 */
export function TodayScreen() {
  const date = parseIsoDate(new URLSearchParams(useLocation().search).get('date')) ?? undefined
  const { state, reload } = useStaffData(date ?? 'today', () => staffApi.movements(date))
  const [asked, setAsked] = useState<{ stay: DeskStayView; move: DeskMove } | null>(null)
  const announcement = useStatusLines()
  const movedHere = useRef<string | null>(null)
  // Another desk's move, a new arrival booked or a request decided: the day follows it. A move
  // made on this screen is said already, by moved().
  useLiveEvents((event) => {
    if (event.kind !== 'reservation') return
    reload()
    if (event.ref !== movedHere.current) {
      announcement.addLive(`Updated: ${event.ref}, now ${statusWord(event.status)}.`)
    }
  })

  function moved(stay: DeskStayView, message: string) {
    movedHere.current = stay.reservation.ref
    // The row's button may be gone once the list reloads: focus goes to what happened.
    flushSync(() => {
      setAsked(null)
      announcement.say(`${stay.reservation.guest.name} (${stay.reservation.ref}): ${message}`)
    })
    document.getElementById('today-announcement')?.focus()
    reload()
  }

  return (
    <div className="st:mx-auto st:max-w-6xl st:px-5 st:py-10 st:print:max-w-none st:print:p-0">
      <ScreenHeading onRefresh={reload} printable>
        {state.status === 'loaded' ? describeDay(state.data.date, state.data.today) : 'Today'}
      </ScreenHeading>
      {state.status === 'loaded' && (
        <div className="st:mt-6">
          <DayChooser date={state.data.date} today={state.data.today} />
        </div>
      )}
      <p
        id="today-announcement"
        tabIndex={-1}
        role="status"
        className="st:mt-4 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0 st:print:hidden"
      >
        {announcement.text}
      </p>
      <div className="st:mt-6">
        {state.status === 'loading' && <p className="st:text-muted">Loading the day…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <DeskDayLists day={state.data} onMove={(stay, move) => setAsked({ stay, move })} />
        )}
      </div>
      {asked && (
        <DeskMoveDialog
          move={asked.move}
          reservation={asked.stay.reservation}
          unit={asked.stay.unit}
          onClose={() => setAsked(null)}
          onDone={(detail, move) => moved(asked.stay, describeDeskMoveDone(move, detail))}
        />
      )}
    </div>
  )
}

type DeskDayListsProps = {
  day: MovementsResponse
  onMove: (stay: DeskStayView, move: DeskMove) => void
}

function DeskDayLists({ day, onMove }: DeskDayListsProps) {
  const lists = [
    { list: 'arrivals', title: 'Arrivals', empty: 'No arrivals.', stays: day.arrivals },
    { list: 'inHouse', title: 'In house', empty: 'Nobody staying on.', stays: day.inHouse },
    { list: 'departures', title: 'Departures', empty: 'No departures.', stays: day.departures },
    { list: 'noShows', title: 'No-shows to mark', empty: 'None to mark.', stays: day.noShows },
  ] as const
  return (
    <div className="st:flex st:flex-col st:gap-6 st:print:gap-2">
      {lists.map((entry) => (
        <DeskList
          key={entry.list}
          {...entry}
          stays={[...entry.stays]}
          date={day.date}
          onMove={onMove}
        />
      ))}
    </div>
  )
}

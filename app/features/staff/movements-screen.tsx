import { RefreshCw } from 'lucide'
import { Link } from 'react-router'
import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate } from '../../../domain/calendar'
import type { MovementsDay } from '../../../domain/staff-contract'
import { toStaffReservationPath } from '../../lib/staff-paths'
import { describeNights, describeParty } from '../../lib/stay-words'
import { SECONDARY_BUTTON } from './button-styles'
import { LoadProblem } from './load-problem'
import { ScreenTitle } from './screen-title'
import { staffApi } from './staff-api'
import { statusWord } from './staff-words'
import { useStaffData } from './use-staff-data'
import { Icon } from '../../components/icon'

/** '/staff/arrivals': who arrives and who leaves today and tomorrow (the resort's dates). */
export function MovementsScreen() {
  const { state, reload } = useStaffData('movements', staffApi.movements)
  return (
    <div className="st:mx-auto st:max-w-6xl st:px-5 st:py-10">
      <div className="st:flex st:flex-wrap st:items-end st:justify-between st:gap-4">
        <ScreenTitle>Arrivals &amp; departures</ScreenTitle>
        <button type="button" onClick={reload} className={SECONDARY_BUTTON}>
          <Icon node={RefreshCw} className="st:size-4" />
          Refresh
        </button>
      </div>
      <div className="st:mt-6">
        {state.status === 'loading' && (
          <p className="st:text-muted">Loading arrivals and departures…</p>
        )}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <div className="st:grid st:gap-6 st:lg:grid-cols-2">
            {state.data.days.map((day) => (
              <DaySection key={day.date} day={day} />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

function DaySection({ day }: { day: MovementsDay }) {
  const id = `day-${day.date}`
  return (
    <section aria-labelledby={id} className="st:bg-white st:p-5 st:md:p-6">
      <h2 id={id} className="st:font-display st:text-3xl st:text-sea-deep">
        {day.label}, {formatStayDate(day.date)}
      </h2>
      <MovementList title="Arrivals" empty="No arrivals" stays={day.arrivals} dayId={id} />
      <MovementList title="Departures" empty="No departures" stays={day.departures} dayId={id} />
    </section>
  )
}

type MovementListProps = { title: string; empty: string; stays: ReservationView[]; dayId: string }

function MovementList({ title, empty, stays, dayId }: MovementListProps) {
  const id = `${dayId}-${title.toLowerCase()}`
  return (
    // Named with its day too ('Arrivals (1) Today, …'): the two days' lists must differ.
    <section aria-labelledby={`${id} ${dayId}`} className="st:mt-5">
      <h3
        id={id}
        className="st:text-sm st:font-medium st:tracking-[0.15em] st:text-muted st:uppercase"
      >
        {title} <span className="st:tracking-normal st:normal-case">({stays.length})</span>
      </h3>
      {stays.length === 0 ? (
        <p className="st:mt-2">{empty}</p>
      ) : (
        <ul className="st:mt-2 st:flex st:flex-col">
          {stays.map((stay) => (
            <li key={stay.ref} className="st:border-b st:border-sand-deep st:py-3 st:last:border-0">
              <p className="st:flex st:flex-wrap st:items-baseline st:gap-x-3">
                <Link
                  to={toStaffReservationPath(stay.ref)}
                  className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
                >
                  {stay.ref}
                </Link>
                <span className="st:font-medium">{stay.guest.name}</span>
                {stay.status === 'requested' && (
                  <span className="st:bg-sand st:px-2 st:text-sm">
                    {statusWord(stay.status)}: not confirmed yet
                  </span>
                )}
                {stay.status !== 'requested' && stay.status !== 'confirmed' && (
                  <span className="st:bg-sand st:px-2 st:text-sm">{statusWord(stay.status)}</span>
                )}
              </p>
              <p className="st:mt-1 st:text-sm st:text-muted">
                {stay.roomName} · {describeNights(stay.nights)} · {describeParty(stay)}
                {stay.guest.phone && <> · {stay.guest.phone}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

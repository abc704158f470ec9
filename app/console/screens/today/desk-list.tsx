import { Link } from 'react-router'
import type { IsoDate } from '../../../../domain/calendar'
import type { DeskMove } from '../../../../domain/front-desk'
import type { DeskStayView } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { DeskMoveButtons } from '../../parts/desk-move-buttons'
import { statusWord } from '../../ui/staff-words'
import {
  describeBalance,
  describeDeskStay,
  describeSpecialRequests,
  describeUnit,
  type DeskListName,
} from './today-words'

type DeskListProps = {
  list: DeskListName
  title: string
  empty: string
  stays: DeskStayView[]
  date: IsoDate
  onMove: (stay: DeskStayView, move: DeskMove) => void
}

/**
 * One of Today's lists, a stay a row: reference, guest, state, unit, the stay in a line, its
 * phone and the moves open to it. On paper each row is one line and the buttons are gone.
 */
export function DeskList({ list, title, empty, stays, date, onMove }: DeskListProps) {
  const id = `desk-${list}`
  return (
    <section
      aria-labelledby={id}
      className="st:bg-white st:p-5 st:md:p-6 st:print:break-inside-avoid-page st:print:p-0 st:print:pt-4"
    >
      <h2 id={id} className="st:font-display st:text-3xl st:text-sea-deep st:print:text-xl">
        {title} <span className="st:font-sans st:text-lg st:text-muted">({stays.length})</span>
      </h2>
      {stays.length === 0 ? (
        <p className="st:mt-2 st:text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="st:mt-2 st:flex st:flex-col">
          {stays.map((stay) => (
            <DeskRow
              key={stay.reservation.ref}
              stay={stay}
              list={list}
              date={date}
              onMove={(move) => onMove(stay, move)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

type DeskRowProps = {
  stay: DeskStayView
  list: DeskListName
  date: IsoDate
  onMove: (move: DeskMove) => void
}

function DeskRow({ stay, list, date, onMove }: DeskRowProps) {
  const { reservation, unit, actions } = stay
  const requests = describeSpecialRequests(reservation.notes)
  const state =
    reservation.status === 'requested' || reservation.status === 'awaiting_payment'
      ? `${statusWord(reservation.status)}: not confirmed yet`
      : statusWord(reservation.status)
  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:print:border-black/40 st:py-4 st:last:border-0 st:md:flex-row st:md:items-center st:md:justify-between st:print:flex-row st:print:gap-4 st:print:py-1.5 st:print:text-[10pt]">
      <div className="st:min-w-0 st:print:flex st:print:flex-1 st:print:gap-4">
        <p className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:gap-y-1 st:print:flex-nowrap">
          <Link
            to={toStaffReservationPath(reservation.ref)}
            className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
          >
            {reservation.ref}
          </Link>
          <span className="st:font-medium st:wrap-anywhere st:print:font-semibold">
            {reservation.guest.name}
          </span>
          <span className="st:bg-sand st:px-2 st:text-sm st:print:border st:print:border-current st:print:px-1 st:print:text-[10pt]">
            {state}
          </span>
          <span
            className={`st:text-sm st:font-medium st:print:text-[10pt] ${unit ? 'st:text-sea-deep' : 'st:text-accent-deep'}`}
          >
            {describeUnit(unit)}
          </span>
          <span
            className={`st:text-sm st:print:text-[10pt] ${stay.money.balance > 0 ? 'st:font-medium st:text-accent-deep' : 'st:text-muted'}`}
          >
            {describeBalance(stay.money)}
          </span>
        </p>
        <p className="st:mt-1 st:text-sm st:text-muted st:print:mt-0 st:print:text-[10pt]">
          {describeDeskStay(reservation, list, date)}
          {reservation.guest.phone && (
            <>
              {' · '}
              <GuestPhone phone={reservation.guest.phone} />
            </>
          )}
        </p>
        {requests && (
          <p className="st:mt-1 st:border-l-2 st:border-accent st:pl-2 st:text-sm st:wrap-anywhere st:print:mt-0 st:print:text-[10pt]">
            {requests}
          </p>
        )}
      </div>
      <div className="st:flex st:flex-wrap st:gap-2 st:md:shrink-0 st:md:justify-end st:print:hidden">
        <DeskMoveButtons
          actions={actions}
          whose={`${reservation.ref} ${reservation.guest.name}`}
          onChoose={onMove}
        />
      </div>
    </li>
  )
}

/**
 * The guest's phone in one piece, so a narrow screen does not break it across lines, and a link
 * that calls it when it has a number to dial (an extension after it is left to the caller).
 */
function GuestPhone({ phone }: { phone: string }) {
  const dial = (phone.split(/[a-z]/i)[0] ?? '').replace(/[^\d+]/g, '')
  if (!/\d/.test(dial)) return <span className="st:whitespace-nowrap">{phone}</span>
  return (
    <a href={`tel:${dial}`} className="st:whitespace-nowrap st:underline st:underline-offset-2">
      {phone}
    </a>
  )
}

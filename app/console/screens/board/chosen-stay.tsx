import { ArrowRightLeft, X } from 'lucide'
import { forwardRef } from 'react'
import { Link } from 'react-router'
import type { BoardStay } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { Icon } from '../../../components/icon'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { describeStayNights, statusWord } from '../../ui/staff-words'
import { balanceWords, guestOf } from './board-words'

type ChosenStayProps = {
  stay: BoardStay
  roomName: string
  where: string | null
  onMoveTo: () => void
  onClear: () => void
}

/**
 * The chosen bar's stay, kept in view at the foot of the screen: its facts, 'Move to…' when it
 * holds nights from today on, and its reservation's screen, where 'Change stay' moves it to
 * another room type or other dates.
 */
export const ChosenStay = forwardRef<HTMLHeadingElement, ChosenStayProps>(function ChosenStay(
  { stay, roomName, where, onMoveTo, onClear },
  headingRef,
) {
  return (
    <section
      aria-labelledby="board-chosen-title"
      className="st:sticky st:bottom-0 st:z-40 st:mt-4 st:border-t-4 st:border-accent st:bg-white st:p-4 st:shadow-[0_-6px_18px_rgba(20,35,43,0.15)]"
    >
      <div className="st:flex st:flex-wrap st:items-start st:justify-between st:gap-x-6 st:gap-y-3">
        <div>
          <h2
            id="board-chosen-title"
            ref={headingRef}
            tabIndex={-1}
            className="st:font-display st:text-2xl st:text-sea-deep st:outline-none"
          >
            {guestOf(stay)}{' '}
            <span className="st:font-mono st:text-base st:tracking-[0.12em]">{stay.ref}</span>
          </h2>
          <p className="st:mt-1 st:text-sm">
            {roomName}, {where ?? 'no unit yet'} · {statusWord(stay.status)} ·{' '}
            {describeStayNights(stay.checkIn, stay.checkOut)} · {balanceWords(stay.balance)}
          </p>
          <p className="st:mt-1 st:text-sm st:text-muted">
            Another room type or other dates: ‘Change stay’ on the reservation’s screen.
          </p>
        </div>
        <div className="st:flex st:flex-wrap st:gap-2">
          {stay.movable && (
            <button type="button" onClick={onMoveTo} className={PRIMARY_BUTTON}>
              <Icon node={ArrowRightLeft} className="st:size-4" />
              Move to…
            </button>
          )}
          <Link to={toStaffReservationPath(stay.ref)} className={SECONDARY_BUTTON}>
            Open reservation
          </Link>
          <button type="button" onClick={onClear} aria-label="Close" className={SECONDARY_BUTTON}>
            <Icon node={X} className="st:size-4" />
          </button>
        </div>
      </div>
    </section>
  )
})

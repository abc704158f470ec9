import { Link } from 'react-router'
import { formatStayDate, type IsoDate } from '../../../../domain/calendar'
import type { NightHoldsResponse } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { LoadProblem } from '../../parts/load-problem'
import { staffApi } from '../../api/staff-api'
import { describeStayNights, statusWord } from '../../ui/staff-words'
import { useModal } from '../../ui/use-modal'
import { useStaffData } from '../../api/use-staff-data'

/** A night of a room type, as the occupancy calendar's cells open it. */
export type ChosenNight = { roomId: number; roomName: string; night: IsoDate }

/**
 * What takes a room type's units on one night: its reservations (each linking to its screen,
 * with its state and the unit it has that night) and the blocks imported from other channels'
 * calendars, in a modal <dialog> shown while mounted. Closing it, by its button or Escape, gives focus back to the night's cell.
 */
export function NightHoldsDialog({
  chosen,
  onClose,
}: {
  chosen: ChosenNight
  onClose: () => void
}) {
  const dialogRef = useModal(true)
  const { state, reload } = useStaffData(`${chosen.roomId} ${chosen.night}`, () =>
    staffApi.nightHolds(chosen.roomId, chosen.night),
  )

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="night-holds-title"
      onClose={onClose}
      className="st:m-auto st:w-[min(36rem,calc(100vw-2rem))] st:bg-white st:p-0 st:text-ink st:shadow-2xl st:backdrop:bg-ink/60"
    >
      <div className="st:flex st:flex-col st:gap-5 st:p-6">
        <h2 id="night-holds-title" className="st:font-display st:text-3xl st:text-sea-deep">
          {chosen.roomName}, night of {formatStayDate(chosen.night)}
        </h2>
        {state.status === 'loading' && (
          <p role="status" className="st:text-muted">
            Loading what holds this night…
          </p>
        )}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && <NightHolds holds={state.data} />}
        <div className="st:flex st:justify-end">
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className={SECONDARY_BUTTON}
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  )
}

function NightHolds({ holds }: { holds: NightHoldsResponse }) {
  return (
    <>
      <div>
        <h3 id="night-reservations" className="st:text-lg st:font-medium">
          Reservations
        </h3>
        {holds.reservations.length === 0 ? (
          <p className="st:text-sm st:text-muted">No reservation holds this night.</p>
        ) : (
          <ul aria-labelledby="night-reservations" className="st:mt-2 st:flex st:flex-col st:gap-3">
            {holds.reservations.map((reservation) => (
              <li key={reservation.ref} className="st:text-sm">
                <Link
                  to={toStaffReservationPath(reservation.ref)}
                  className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
                >
                  {reservation.ref}
                </Link>{' '}
                <span className="st:font-medium st:wrap-anywhere">{reservation.guest.name}</span>
                <span className="st:block">
                  {describeStayNights(reservation.checkIn, reservation.checkOut)},{' '}
                  {statusWord(reservation.status)}
                  {reservation.unit && <>, unit {reservation.unit}</>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 id="night-blocks" className="st:text-lg st:font-medium">
          Channel blocks
        </h3>
        {holds.blocks.length === 0 ? (
          <p className="st:text-sm st:text-muted">No channel calendar holds this night.</p>
        ) : (
          <ul aria-labelledby="night-blocks" className="st:mt-2 st:flex st:flex-col st:gap-3">
            {holds.blocks.map((block, index) => (
              // Blocks have no id of their own: one feed may hold two units from one night on.
              <li key={`${block.feedId} ${index}`} className="st:text-sm">
                <span className="st:font-medium st:wrap-anywhere">{block.feedName}</span>
                {block.summary.trim() && (
                  <span className="st:wrap-anywhere">: {block.summary}</span>
                )}
                <span className="st:block">
                  {describeStayNights(block.checkIn, block.checkOut)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

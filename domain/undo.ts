/**
 * Undoing a desk move (docs/reservations.md, "Settling at the desk"): staff take back a check-in,
 * check-out or no-show the resort day it was made, and the stay returns to the state before it,
 * taking again the nights the move gave back. Pure, so the console can offer 'Undo' exactly when
 * the server allows it.
 */
import { formatStayDate, nightsOf, resortToday, type IsoDate } from './calendar'
import { DESK_MOVE_TARGET, stateInWords, type DeskMove, type DeskStay } from './front-desk'
import type { ReservationStatus } from './reservation-status'
import type { DeskMoveRoute } from './staff-contract'

export const DESK_MOVE_OF_ROUTE: Record<DeskMoveRoute, DeskMove> = {
  'check-in': 'check_in',
  'check-out': 'check_out',
  'no-show': 'no_show',
}

/** The state each move leaves: where its undo takes the stay back to. */
export const STATE_BEFORE: Record<DeskMove, ReservationStatus> = {
  check_in: 'confirmed',
  check_out: 'checked_in',
  no_show: 'confirmed',
}

const MOVE_WORDS: Record<DeskMove, string> = {
  check_in: 'check-in',
  check_out: 'check-out',
  no_show: 'no-show',
}

/**
 * Why the move cannot be undone now, in words; null when it can. `madeAt`: when the stay was
 * last moved that way (its event's time), null when it never was.
 */
export function refuseUndo(
  move: DeskMove,
  status: ReservationStatus,
  madeAt: string | null,
  now: Date,
): string | null {
  const words = MOVE_WORDS[move]
  if (status !== DESK_MOVE_TARGET[move] || madeAt === null)
    return `${stateInWords(status)}: there is no ${words} to undo.`
  const day = resortToday(new Date(madeAt))
  if (day !== resortToday(now))
    return `The ${words} was made on ${formatStayDate(day)}: a move can be undone only the resort day it was made.`
  return null
}

/** The nights a stay takes again when its check-out or no-show is undone: those it gave back. */
export function nightsTakenBack(stay: DeskStay): IsoDate[] {
  if (stay.status !== 'checked_out' && stay.status !== 'no_show') return []
  return nightsOf(stay.releasedFrom ?? stay.checkOut, stay.checkOut)
}

import { DESK_MOVE_TARGET } from '../../../../domain/front-desk'
import type { ReservationStatus } from '../../../../domain/reservation-status'
import type {
  DeskMoveRoute,
  ReservationDetail,
  ReservationEventView,
} from '../../../../domain/staff-contract'
import { DESK_MOVE_OF_ROUTE, STATE_BEFORE, refuseUndo } from '../../../../domain/undo'
import { formatResortTime, statusWord } from '../../ui/staff-words'

/**
 * 'Undo' after a desk move (docs/reservations.md, "Settling at the desk"): offered for the move
 * that put the stay in its state, made on the resort's today, by the server's own rule
 * (domain/undo.ts). Pure.
 */

export const UNDO_LABELS: Record<DeskMoveRoute, string> = {
  'check-in': 'Undo check-in',
  'check-out': 'Undo check-out',
  'no-show': 'Undo no-show',
}

const ROUTES = Object.keys(DESK_MOVE_OF_ROUTE) as DeskMoveRoute[]

export type UndoableMove = { move: DeskMoveRoute; at: string }

/** The move that may be undone now, with when it was made; null when none may. */
export function undoableMove(
  status: ReservationStatus,
  events: readonly ReservationEventView[],
  now: Date,
): UndoableMove | null {
  const route = ROUTES.find((each) => DESK_MOVE_TARGET[DESK_MOVE_OF_ROUTE[each]] === status)
  if (!route) return null
  const move = DESK_MOVE_OF_ROUTE[route]
  // As the server finds it: the stay's last event of that move, whatever came after it.
  const made = events.findLast(
    (event) => event.from === STATE_BEFORE[move] && event.to === DESK_MOVE_TARGET[move],
  )
  if (!made || refuseUndo(move, status, made.at, now) !== null) return null
  return { move: route, at: made.at }
}

/** What undoing does, said before it is done. */
export function explainUndo({ move, at }: UndoableMove): string[] {
  const when = formatResortTime(at).split(', ')[1] ?? at
  switch (move) {
    case 'check-in':
      return [
        `The check-in at ${when} today is taken back.`,
        'The stay is confirmed again, as before the guest arrived.',
      ]
    case 'check-out':
      return [
        `The check-out at ${when} today is taken back.`,
        'The guest is in the house again and holds the nights the check-out gave back, unless another stay has taken one since. What it wrote on the folio is reversed.',
      ]
    case 'no-show':
      return [
        `The no-show marked at ${when} today is taken back.`,
        'The stay is confirmed again and holds its nights, unless another stay has taken one since. The no-show’s lines on the folio are reversed.',
      ]
  }
}

/** What happened, as the server answered it. */
export function undoneMessage(move: DeskMoveRoute, detail: ReservationDetail): string {
  const what = { 'check-in': 'Check-in', 'check-out': 'Check-out', 'no-show': 'No-show' }[move]
  return `${what} undone: now ${statusWord(detail.reservation.status)}.`
}

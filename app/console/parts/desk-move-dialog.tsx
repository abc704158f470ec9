import type { ReservationView } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import type { DeskMove } from '../../../domain/front-desk'
import type { ReservationDetail } from '../../../domain/staff-contract'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { describeProblem, staffApi } from '../api/staff-api'
import { useStaffCall } from '../api/staff-session'
import { CheckInDialog } from './check-in-dialog'
import { CheckOutDialog, type CheckOutSettling } from './check-out-dialog'
import type { CheckOutDraft } from './check-out-draft'
import { DESK_MOVE_LABELS, explainDeskMove } from './desk-move-words'

type DeskMoveDialogProps = {
  /** The move asked for, or null while none is. */
  move: DeskMove | null
  reservation: ReservationView
  unit: string | null
  onClose: () => void
  onDone: (detail: ReservationDetail, move: DeskMove) => void
  /** Check-out's 'Record payment' or 'Give back', where the screen has them. */
  onSettle?: (settling: CheckOutSettling) => void
  /** Check-out's choices, made before leaving to record a payment. */
  resumed?: CheckOutDraft | undefined
}

/**
 * Asks before a check-in, a check-out or a no-show, saying what it does; a move the server
 * refuses (409 wrong_state, unit_taken) is said in its words inside the dialog. Check-in chooses
 * the unit (CheckInDialog); check-out settles the balance first (CheckOutDialog).
 */
export function DeskMoveDialog({
  move,
  reservation,
  unit,
  onClose,
  onDone,
  onSettle,
  resumed,
}: DeskMoveDialogProps) {
  const call = useStaffCall()
  if (move === 'check_out') {
    return (
      <CheckOutDialog
        reservation={reservation}
        unit={unit}
        resumed={resumed}
        onClose={onClose}
        onDone={(detail) => onDone(detail, 'check_out')}
        onSettle={onSettle}
      />
    )
  }
  if (move === 'check_in') {
    return (
      <CheckInDialog
        reservation={reservation}
        unit={unit}
        onClose={onClose}
        onDone={(detail) => onDone(detail, 'check_in')}
      />
    )
  }
  const shown = move ?? 'no_show'

  async function makeMove() {
    const result = await call(staffApi.deskMove(reservation.ref, shown))
    if (!result.ok) return describeProblem(result.problem)
    onDone(result.data, shown)
    return null
  }

  return (
    <ConfirmDialog
      open={move !== null}
      title={
        <>
          {DESK_MOVE_LABELS[shown]}{' '}
          <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
        </>
      }
      confirmLabel={DESK_MOVE_LABELS[shown]}
      tone={shown === 'no_show' ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={makeMove}
    >
      {explainDeskMove(shown, reservation, unit, resortToday(new Date())).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  )
}

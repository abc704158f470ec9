import { useState } from 'react'
import { DESK_MOVES, type DeskMove } from '../../../../domain/front-desk'
import type { ReservationDetail } from '../../../../domain/staff-contract'
import type { CheckOutSettling } from '../../parts/check-out-dialog'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { AssignRoomDialog } from './assign-room-dialog'
import { DeskMoveButtons } from '../../parts/desk-move-buttons'
import { DeskMoveDialog } from '../../parts/desk-move-dialog'
import { describeDeskMoveDone } from '../../parts/desk-move-words'
import { paymentRecordedMessage } from '../../parts/folio-words'
import { RecordPaymentDialog } from './record-payment-dialog'
import { UndoMove } from './undo-move'
import { undoableMove } from './undo-words'

type FrontDeskSectionProps = {
  detail: ReservationDetail
  onChanged: (detail: ReservationDetail, message: string) => void
}

/**
 * The stay's unit, 'Assign room', the front desk's moves its state allows now (its `actions`)
 * and 'Undo' for a move made today; nothing for a stay that has none of them.
 */
export function FrontDeskSection({ detail, onChanged }: FrontDeskSectionProps) {
  const { reservation, unit, actions } = detail
  const [assigning, setAssigning] = useState(false)
  const [move, setMove] = useState<DeskMove | null>(null)
  // Check-out's balance taken or given back before checking out, and the check-out's choices.
  const [settling, setSettling] = useState<CheckOutSettling | null>(null)
  const [resumed, setResumed] = useState<CheckOutSettling['draft'] | undefined>(undefined)
  const canAssign = actions.includes('assign')
  const canMove = DESK_MOVES.some((deskMove) => actions.includes(deskMove))
  const undoable = undoableMove(reservation.status, detail.events, new Date())
  if (!unit && !canAssign && !canMove && !undoable) return null

  return (
    <section
      aria-labelledby="front-desk-heading"
      className="st:flex st:flex-col st:gap-4 st:bg-white st:p-5 st:md:flex-row st:md:items-center st:md:justify-between st:md:p-6"
    >
      <div>
        <h2 id="front-desk-heading" className="st:font-display st:text-2xl st:text-sea-deep">
          Front desk
        </h2>
        <p className="st:mt-1 st:text-lg">
          <span className="st:text-muted">Unit: </span>
          <strong className="st:font-medium">{unit ?? 'none yet'}</strong>
        </p>
      </div>
      <div className="st:flex st:flex-wrap st:gap-3">
        {canAssign && (
          <button type="button" onClick={() => setAssigning(true)} className={SECONDARY_BUTTON}>
            Assign room
          </button>
        )}
        <DeskMoveButtons actions={actions} onChoose={setMove} />
        {undoable && (
          <UndoMove reference={reservation.ref} undoable={undoable} onUndone={onChanged} />
        )}
      </div>
      {assigning && (
        <AssignRoomDialog
          reservation={reservation}
          unit={unit}
          onClose={() => setAssigning(false)}
          onAssigned={(updated) => {
            setAssigning(false)
            onChanged(updated, `Unit ${updated.unit} assigned.`)
          }}
        />
      )}
      <DeskMoveDialog
        move={move}
        reservation={reservation}
        unit={unit}
        resumed={resumed}
        onClose={() => {
          setMove(null)
          setResumed(undefined)
        }}
        onDone={(updated, done) => {
          setMove(null)
          setResumed(undefined)
          onChanged(updated, describeDeskMoveDone(done, updated))
        }}
        onSettle={(asked) => {
          setMove(null)
          setSettling(asked)
        }}
      />
      <RecordPaymentDialog
        open={settling !== null}
        reference={reservation.ref}
        money={{ ...detail.money, ...settling?.money }}
        onClose={() => setSettling(null)}
        onRecorded={(updated, entry) => {
          onChanged(updated, paymentRecordedMessage(entry.amount, updated.folio.balance))
          // Back to the check-out as it was left, with the balance the payment leaves.
          setResumed(settling?.draft)
          setSettling(null)
          setMove('check_out')
        }}
      />
    </section>
  )
}

import { useState } from 'react'
import type { ReservationDetail } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { UNDO_LABELS, explainUndo, undoneMessage, type UndoableMove } from './undo-words'

type UndoMoveProps = {
  reference: string
  undoable: UndoableMove
  onUndone: (detail: ReservationDetail, message: string) => void
}

/** 'Undo check-in' (or check-out, no-show) and the dialog that asks first. */
export function UndoMove({ reference, undoable, onUndone }: UndoMoveProps) {
  const call = useStaffCall()
  const [asking, setAsking] = useState(false)
  const label = UNDO_LABELS[undoable.move]

  async function undo() {
    const result = await call(staffApi.undo(reference, undoable.move))
    if (!result.ok) return describeProblem(result.problem)
    setAsking(false)
    onUndone(result.data, undoneMessage(undoable.move, result.data))
    return null
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={SECONDARY_BUTTON}>
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={
          <>
            {label} <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
          </>
        }
        confirmLabel={label}
        tone="primary"
        onClose={() => setAsking(false)}
        onConfirm={undo}
      >
        {explainUndo(undoable).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </ConfirmDialog>
    </>
  )
}

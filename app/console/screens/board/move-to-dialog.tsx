import type { BoardStay } from '../../../../domain/staff-contract'
import { UnitChoiceDialog } from '../../parts/unit-choice-dialog'
import { guestOf } from './board-words'

type MoveToDialogProps = {
  stay: BoardStay
  /** Where the chosen bar is now: 'D2', or null without a unit. */
  from: string | null
  units: readonly { label: string }[]
  onClose: () => void
  /** Moves the stay; answers the refusal in words, or null once moved. */
  onMove: (label: string) => Promise<string | null>
}

/**
 * 'Move to…': the keyboard's way to move a bar, a unit of the stay's room type from a list.
 * The move is 'Assign room'; a refusal (409 unit_taken: another stay has the unit) is said
 * here with the choice kept, and nothing moves.
 */
export function MoveToDialog({ stay, from, units, onClose, onMove }: MoveToDialogProps) {
  return (
    <UnitChoiceDialog
      title="Move to…"
      confirmLabel="Move"
      about={
        <>
          {guestOf(stay)} ({stay.ref}), {from ? `now in ${from}` : 'no unit yet'}.
        </>
      }
      units={units}
      none={<p className="st:text-muted">This room type has no other unit in service.</p>}
      onClose={onClose}
      onSend={async (label) => {
        const problem = await onMove(label)
        if (problem !== null) return { words: problem }
        onClose()
        return null
      }}
    />
  )
}

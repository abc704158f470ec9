import { useId, useState, type FormEvent } from 'react'
import type { BoardStay } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'
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
  const id = useId()
  const [choice, setChoice] = useState(units[0]?.label ?? '')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending || choice === '') return
    setRefusal(null)
    setSending(true)
    const problem = await onMove(choice)
    setSending(false)
    if (problem === null) onClose()
    else setRefusal(problem)
  }

  return (
    <DialogForm
      open
      id={id}
      title="Move to…"
      confirmLabel="Move"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p>
        {guestOf(stay)} ({stay.ref}), {from ? `now in ${from}` : 'no unit yet'}.
      </p>
      {units.length > 0 ? (
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          value={choice}
          options={units.map((unit) => ({ value: unit.label, label: unit.label }))}
          onChange={setChoice}
          hint="The stay keeps this unit for each of its nights from today on."
        />
      ) : (
        <p className="st:text-muted">This room type has no other unit in service.</p>
      )}
    </DialogForm>
  )
}

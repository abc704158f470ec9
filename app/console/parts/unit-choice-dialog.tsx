import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DialogForm } from '../ui/dialog-form'
import { SelectField } from '../ui/select-field'

/** Why a unit was not given: under the unit's field (`unit`), or in words by the buttons. */
export type UnitRefusal = { unit: string } | { words: string }

type UnitChoiceDialogProps = {
  title: ReactNode
  confirmLabel: string
  /** Who the stay is and where it is now, above the choice. */
  about: ReactNode
  units: readonly { label: string }[]
  /** Where the choice starts: the stay's unit, or else the first of `units`. */
  current?: string | null
  /** Said in the place of the choice when there is no unit to choose. */
  none?: ReactNode
  onClose: () => void
  /** Gives the stay the unit: the refusal, or null once given. */
  onSend: (label: string) => Promise<UnitRefusal | null>
  /** Said between `about` and the choice: the units loading, say. */
  children?: ReactNode
}

/**
 * A unit of the stay's room type from a list, sent as 'Assign room' ('Assign room' and the
 * board's 'Move to…'): the refusal is said here with the choice kept, and nothing moves.
 */
export function UnitChoiceDialog({
  title,
  confirmLabel,
  about,
  units,
  current,
  none,
  onClose,
  onSend,
  children,
}: UnitChoiceDialogProps) {
  const id = useId()
  const [choice, setChoice] = useState(current ?? units[0]?.label ?? '')
  const [problem, setProblem] = useState<string | undefined>()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending || choice === '') return
    setRefusal(null)
    setProblem(undefined)
    setSending(true)
    const refused = await onSend(choice)
    setSending(false)
    if (refused && 'unit' in refused) setProblem(refused.unit)
    else if (refused) setRefusal(refused.words)
  }

  return (
    <DialogForm
      open
      id={id}
      title={title}
      confirmLabel={confirmLabel}
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p>{about}</p>
      {children}
      {units.length > 0 ? (
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          value={choice}
          options={units.map((unit) => ({ value: unit.label, label: unit.label }))}
          onChange={setChoice}
          error={problem}
          hint="The stay keeps this unit for each of its nights from today on."
        />
      ) : (
        none
      )}
    </DialogForm>
  )
}

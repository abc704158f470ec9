import { useId, useState, type FormEvent } from 'react'
import type { UnitsResponse, UnitView } from '../../../../domain/staff-contract'
import { checkUnitLabel } from '../../../../domain/unit-labels'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { DialogForm } from '../../ui/dialog-form'
import { LoadProblem } from '../../parts/load-problem'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'
import { useStaffData } from '../../api/use-staff-data'

type UnitsSectionProps = {
  /** Room type names by id, as the calendar lists them. */
  roomNames: ReadonlyMap<number, string>
  onRenamed: (message: string) => void
}

/** Each room type's units by label, and 'Rename' to name one as its door or key tag says. */
export function UnitsSection({ roomNames, onRenamed }: UnitsSectionProps) {
  const { state, reload, replace } = useStaffData('units', staffApi.units)
  const [renaming, setRenaming] = useState<UnitView | null>(null)
  return (
    <section aria-labelledby="units-heading" className="st:bg-white st:p-5 st:md:p-6">
      <h2 id="units-heading" className="st:font-display st:text-2xl st:text-sea-deep">
        Rooms and their labels
      </h2>
      <p className="st:mt-1 st:text-muted">
        The label the desk gives a guest and assigns stays by. New units take the next number.
      </p>
      {state.status === 'loading' && <p className="st:mt-3 st:text-muted">Loading the units…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' &&
        state.data.rooms.map((room) => (
          <div key={room.roomId} className="st:mt-4">
            <h3 className="st:font-medium">
              {roomNames.get(room.roomId) ?? `Room ${room.roomId}`}
            </h3>
            <ul className="st:mt-2 st:flex st:flex-wrap st:gap-2">
              {room.units.map((unit) => (
                <li key={unit.id}>
                  <button
                    type="button"
                    onClick={() => setRenaming(unit)}
                    className={SECONDARY_BUTTON}
                    aria-label={`Rename ${unit.label}`}
                  >
                    {unit.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      {renaming && (
        <RenameUnitDialog
          unit={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(units, label) => {
            setRenaming(null)
            replace(units)
            onRenamed(`${renaming.label} is now called ${label}.`)
          }}
        />
      )}
    </section>
  )
}

type RenameUnitDialogProps = {
  unit: UnitView
  onClose: () => void
  onRenamed: (units: UnitsResponse, label: string) => void
}

function RenameUnitDialog({ unit, onClose, onRenamed }: RenameUnitDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const [label, setLabel] = useState(unit.label)
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkUnitLabel(label)
    if ('problem' in checked) {
      setProblem(checked.problem)
      document.getElementById(`${id}-label`)?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const result = await call(staffApi.renameUnit(unit.id, checked.label))
    setSending(false)
    if (result.ok) onRenamed(result.data, checked.label)
    else if (result.problem.fields.label) {
      setProblem(result.problem.fields.label)
      document.getElementById(`${id}-label`)?.focus()
    } else setRefusal(describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title={`Rename ${unit.label}`}
      confirmLabel="Rename"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField
        id={`${id}-label`}
        label="Label"
        value={label}
        onChange={setLabel}
        autoComplete="off"
        hint="1 to 16 letters, digits, spaces or hyphens, such as H1 or Garden 2."
        error={problem ?? undefined}
      />
    </DialogForm>
  )
}

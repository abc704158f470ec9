import { useId, useState, type FormEvent, type ReactNode } from 'react'
import type { ReservationView } from '../../../../domain/api-contract'
import type { ReservationDetail, UnitView } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { LoadProblem } from '../../parts/load-problem'
import { SelectField } from '../../ui/select-field'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useStaffData } from '../../api/use-staff-data'

type AssignRoomDialogProps = {
  reservation: ReservationView
  unit: string | null
  onClose: () => void
  onAssigned: (detail: ReservationDetail) => void
}

/**
 * 'Assign room': a unit of the stay's room type (GET /api/staff/units), in a modal <dialog>
 * shown while mounted. A unit another stay has on one of the nights is refused by the server
 * (409 unit_taken) and said here, with the choice kept.
 */
export function AssignRoomDialog({
  reservation,
  unit,
  onClose,
  onAssigned,
}: AssignRoomDialogProps) {
  const { state, reload } = useStaffData('units', staffApi.units)
  const units =
    state.status === 'loaded'
      ? (state.data.rooms.find((room) => room.roomId === reservation.roomId)?.units ?? [])
      : []
  return (
    <AssignRoomForm
      // Remade once the units arrive, so the choice starts on the stay's unit or the first.
      key={units.length}
      reservation={reservation}
      unit={unit}
      units={units}
      onClose={onClose}
      onAssigned={onAssigned}
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the units…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
    </AssignRoomForm>
  )
}

function AssignRoomForm({
  reservation,
  unit,
  units,
  onClose,
  onAssigned,
  children,
}: AssignRoomDialogProps & { units: UnitView[]; children: ReactNode }) {
  const id = useId()
  const call = useStaffCall()
  const [choice, setChoice] = useState(unit ?? units[0]?.label ?? '')
  const [problem, setProblem] = useState<string | undefined>()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending || choice === '') return
    setRefusal(null)
    setProblem(undefined)
    setSending(true)
    const result = await call(staffApi.assign(reservation.ref, choice))
    setSending(false)
    if (result.ok) onAssigned(result.data)
    else if (result.problem.fields.unit) setProblem(result.problem.fields.unit)
    else setRefusal(describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          Assign room <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
        </>
      }
      confirmLabel="Assign room"
      tone="primary"
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p>
        {reservation.guest.name}, {reservation.roomName}.{' '}
        {unit ? `Now in unit ${unit}.` : 'No unit yet.'}
      </p>
      {children}
      {units.length > 0 && (
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          value={choice}
          options={units.map((option) => ({ value: option.label, label: option.label }))}
          onChange={setChoice}
          error={problem}
          hint="The stay keeps this unit for each of its nights from today on."
        />
      )}
    </DialogForm>
  )
}

import type { ReservationView } from '../../../../domain/api-contract'
import type { ReservationDetail } from '../../../../domain/staff-contract'
import { LoadProblem } from '../../parts/load-problem'
import { UnitChoiceDialog, type UnitRefusal } from '../../parts/unit-choice-dialog'
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
  const call = useStaffCall()
  const units =
    state.status === 'loaded'
      ? (state.data.rooms.find((room) => room.roomId === reservation.roomId)?.units ?? [])
      : []

  async function assign(label: string): Promise<UnitRefusal | null> {
    const result = await call(staffApi.assign(reservation.ref, label))
    if (result.ok) {
      onAssigned(result.data)
      return null
    }
    const { unit: problem } = result.problem.fields
    return problem ? { unit: problem } : { words: describeProblem(result.problem) }
  }

  return (
    <UnitChoiceDialog
      // Remade once the units arrive, so the choice starts on the stay's unit or the first.
      key={units.length}
      title={
        <>
          Assign room <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
        </>
      }
      confirmLabel="Assign room"
      about={
        <>
          {reservation.guest.name}, {reservation.roomName}.{' '}
          {unit ? `Now in unit ${unit}.` : 'No unit yet.'}
        </>
      }
      units={units}
      current={unit}
      onClose={onClose}
      onSend={assign}
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the units…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
    </UnitChoiceDialog>
  )
}

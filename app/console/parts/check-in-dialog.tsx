import { useId, useState, type FormEvent } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import { isReady, UNIT_STATUS_WORDS } from '../../../domain/housekeeping'
import type { HousekeepingUnit, ReservationDetail } from '../../../domain/staff-contract'
import { describeProblem, staffApi } from '../api/staff-api'
import { useStaffCall } from '../api/staff-session'
import { useStaffData } from '../api/use-staff-data'
import { DialogForm } from '../ui/dialog-form'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { DESK_MOVE_LABELS, explainDeskMove } from './desk-move-words'

type CheckInDialogProps = {
  reservation: ReservationView
  unit: string | null
  onClose: () => void
  onDone: (detail: ReservationDetail) => void
}

/** The server's pick: a free unit for every night left, ready ones first. */
const ANY_UNIT = ''

/**
 * Check-in (docs/reservations.md, "Housekeeping"): the unit the guest gets, chosen among those of
 * the stay's room free tonight with their status; a unit not clean or inspected is checked in to
 * only with 'Check in anyway' and a reason, which the stay's history keeps. The server decides:
 * a unit taken on a later night or not ready is said here in its words.
 */
export function CheckInDialog({ reservation, unit, onClose, onDone }: CheckInDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const { state } = useStaffData('housekeeping today', () => staffApi.housekeeping())
  const units = state.status === 'loaded' ? freeUnits(state.data.units, reservation) : []
  const [choice, setChoice] = useState(unit ?? ANY_UNIT)
  const [override, setOverride] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonProblem, setReasonProblem] = useState<string | undefined>()
  const [refusal, setRefusal] = useState<{ text: string; notReady: boolean } | null>(null)
  const [sending, setSending] = useState(false)

  const chosen = units.find((each) => each.label === choice)
  const notReady = (chosen !== undefined && !isReady(chosen.status)) || refusal?.notReady === true

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    if (notReady && override && reason.trim() === '') {
      setReasonProblem('Say why the guest takes the unit as it is.')
      document.getElementById(`${id}-reason`)?.focus()
      return
    }
    setReasonProblem(undefined)
    setRefusal(null)
    setSending(true)
    const result = await call(
      staffApi.deskMove(reservation.ref, 'check_in', {
        ...(choice !== ANY_UNIT && choice !== unit ? { unit: choice } : {}),
        ...(notReady && override ? { override: true, reason: reason.trim() } : {}),
      }),
    )
    setSending(false)
    if (result.ok) onDone(result.data)
    else if (result.problem.fields.reason) setReasonProblem(result.problem.fields.reason)
    else
      setRefusal({
        text: describeProblem(result.problem),
        notReady: result.problem.code === 'not_ready',
      })
  }

  const options = [
    ...(unit ? [] : [{ value: ANY_UNIT, label: 'The first free unit, ready ones first' }]),
    ...units.map((each) => ({
      value: each.label,
      label: `${each.label}: ${UNIT_STATUS_WORDS[each.status]}${each.label === unit ? ' (the stay’s unit)' : ''}`,
    })),
  ]

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          {DESK_MOVE_LABELS.check_in}{' '}
          <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
        </>
      }
      describedBy={`${id}-what`}
      confirmLabel={DESK_MOVE_LABELS.check_in}
      tone="primary"
      refusal={refusal?.text ?? null}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div id={`${id}-what`} className="st:flex st:flex-col st:gap-2">
        {explainDeskMove('check_in', reservation, unit, resortToday(new Date())).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {state.status === 'loading' && <p className="st:text-muted">Loading the units…</p>}
      {options.length > 1 && (
        <SelectField
          id={`${id}-unit`}
          label="Unit"
          value={choice}
          options={options}
          onChange={(value) => {
            setChoice(value)
            setRefusal(null)
          }}
          hint={`Units of ${reservation.roomName} free tonight, with their housekeeping status.`}
        />
      )}
      {notReady && (
        <div className="st:flex st:flex-col st:gap-3 st:border-l-4 st:border-accent st:pl-3">
          {chosen && !isReady(chosen.status) && (
            <p>
              {chosen.label} is {UNIT_STATUS_WORDS[chosen.status].toLowerCase()}: not ready for a
              guest.
            </p>
          )}
          <label className="st:flex st:min-h-11 st:items-center st:gap-2">
            <input
              id={`${id}-override`}
              type="checkbox"
              checked={override}
              onChange={(event) => setOverride(event.target.checked)}
              className="st:size-5 st:accent-accent"
            />
            Check in anyway
          </label>
          {override && (
            <TextField
              id={`${id}-reason`}
              label="Reason"
              multiline
              value={reason}
              onChange={setReason}
              error={reasonProblem}
              hint="Kept in the stay’s history with your account."
            />
          )}
        </div>
      )}
    </DialogForm>
  )
}

/** The stay's room's units nobody else has tonight and not out of order, the stay's own too. */
function freeUnits(units: readonly HousekeepingUnit[], reservation: ReservationView) {
  return units.filter((each) => {
    if (each.roomId !== reservation.roomId || each.status === 'out_of_order') return false
    const tonight = each.arriving ?? each.stayingOver
    return !tonight || tonight.ref === reservation.ref
  })
}

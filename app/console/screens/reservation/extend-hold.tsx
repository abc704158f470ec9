import { useId, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import { formatResortInstant } from '../../../../domain/calendar'
import type { ReservationDetail } from '../../../../domain/staff-contract'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'

const HOURS = [6, 12, 24, 48, 72] as const

type ExtendHoldProps = {
  reservation: ReservationView
  onExtended: (detail: ReservationDetail, message: string) => void
}

/**
 * 'Extend hold': a few hours more for a request or a booking awaiting its deposit, when the
 * guest has asked for time (a transfer on its way, a confirmation by phone tomorrow).
 */
export function ExtendHold({ reservation, onExtended }: ExtendHoldProps) {
  const id = useId()
  const call = useStaffCall()
  const [open, setOpen] = useState(false)
  const [hours, setHours] = useState('24')
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const waits = reservation.status === 'requested' || reservation.status === 'awaiting_payment'
  if (!waits || !reservation.holdExpiresAt) return null

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setSending(true)
    const result = await call(staffApi.extendHold(reservation.ref, Number(hours)))
    setSending(false)
    if (!result.ok) {
      setRefusal(result.problem.fields.hours ?? describeProblem(result.problem))
      return
    }
    // Closed first, so the focus the dialog gives back can move on to the screen's message.
    flushSync(() => setOpen(false))
    const until = result.data.reservation.holdExpiresAt
    onExtended(
      result.data,
      until ? `Hold extended to ${formatResortInstant(new Date(until))}.` : 'Hold extended.',
    )
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="st:bg-white st:p-5 st:md:p-6">
      <h2 id={`${id}-heading`} className="st:font-display st:text-2xl st:text-sea-deep">
        Hold
      </h2>
      <p className="st:mt-2 st:text-lg">
        The room is held until {formatResortInstant(new Date(reservation.holdExpiresAt))}; then the
        booking expires and its nights are free again.
      </p>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} st:mt-4`}
        onClick={() => {
          setRefusal(null)
          setOpen(true)
        }}
      >
        Extend hold
      </button>
      <DialogForm
        open={open}
        id={`${id}-dialog`}
        title={
          <>
            Extend the hold of{' '}
            <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
          </>
        }
        confirmLabel="Extend hold"
        refusal={refusal}
        sending={sending}
        onClose={() => setOpen(false)}
        onSubmit={onSubmit}
      >
        <SelectField
          id={`${id}-hours`}
          label="More time"
          value={hours}
          options={HOURS.map((count) => ({ value: String(count), label: `${count} hours` }))}
          onChange={setHours}
        />
      </DialogForm>
    </section>
  )
}

import { useId, useState, type FormEvent } from 'react'
import type { ReservationView } from '../../../../domain/api-contract'
import { addDays, formatStayDate, resortToday } from '../../../../domain/calendar'
import type { StayChangeResponse } from '../../../../domain/staff-contract'
import { DialogForm } from '../../ui/dialog-form'
import { SelectField } from '../../ui/select-field'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'
import { useRoomOffers } from '../../api/use-room-offers'
import { saveStayChange } from '../../api/change-stay-api'
import { draftOf, requestOf, withRoom, type StayChangeDraft } from './stay-change-draft'
import { StayChangeQuotePanel } from './stay-change-quote-panel'
import { useStayChangeQuote } from './use-stay-change-quote'

type ChangeStayDialogProps = {
  open: boolean
  reservation: ReservationView
  onClose: () => void
  onChanged: (changed: StayChangeResponse) => void
}

/**
 * New room, dates or rate for a stay, with the total now, the new total and the difference
 * quoted by the server before saving (docs/reservations.md, "The staff console"). Refusals are said
 * beside the field they concern, or where the buttons are.
 */
export function ChangeStayDialog({ open, reservation, onClose, onChanged }: ChangeStayDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const today = resortToday(new Date())
  // A guest in the house keeps their room, rate and arrival day (docs/reservations.md, "States").
  const inHouse = reservation.status === 'checked_in'
  const { rooms } = useRoomOffers(null, today)
  const [draft, setDraft] = useState<StayChangeDraft>(() => draftOf(reservation))
  const [saveProblem, setSaveProblem] = useState<{ fields: Record<string, string>; text: string }>()
  const [sending, setSending] = useState(false)
  const asked = requestOf(draft, reservation)
  const quote = useStayChangeQuote(reservation.ref, 'request' in asked ? asked.request : null)
  const room = rooms?.find((candidate) => String(candidate.id) === draft.roomId)
  const fields =
    saveProblem?.fields ?? (quote.status === 'refused' ? quote.problem.fields : undefined) ?? {}
  const set = (field: keyof StayChangeDraft) => (value: string) => {
    setSaveProblem(undefined)
    const next = { ...draft, [field]: value }
    const chosen = rooms?.find((candidate) => String(candidate.id) === value)
    setDraft(field === 'roomId' && chosen ? withRoom(next, chosen) : next)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    if (!('request' in asked)) {
      setSaveProblem({ fields: {}, text: asked.wait })
      return
    }
    setSending(true)
    const result = await call(saveStayChange(reservation.ref, asked.request))
    setSending(false)
    if (result.ok) onChanged(result.data)
    else setSaveProblem({ fields: result.problem.fields, text: describeProblem(result.problem) })
  }

  return (
    <DialogForm
      open={open}
      id={id}
      title={
        <>
          Change <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
        </>
      }
      describedBy={`${id}-quote`}
      confirmLabel="Save change"
      refusal={saveProblem?.text ?? null}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {inHouse ? (
        <>
          <p id={`${id}-in-house`} className="st:text-lg">
            {reservation.guest.name || 'The guest'} is in the house since{' '}
            {formatStayDate(reservation.checkIn)}: only the check-out moves ({reservation.roomName},{' '}
            {reservation.rateLabel}).
          </p>
          <TextField
            id={`${id}-check-out`}
            label="Check out"
            type="date"
            min={addDays(today, 1)}
            value={draft.checkOut}
            onChange={set('checkOut')}
            error={fields.checkOut}
          />
        </>
      ) : (
        <>
          <SelectField
            id={`${id}-room`}
            label="Room"
            value={draft.roomId}
            options={(rooms ?? []).map((option) => ({
              value: String(option.id),
              label: `${option.name} (sleeps ${option.maxPerson})`,
            }))}
            onChange={set('roomId')}
            error={fields.roomId}
          />
          <div className="st:grid st:gap-4 st:sm:grid-cols-2">
            <TextField
              id={`${id}-check-in`}
              label="Check in"
              type="date"
              min={today}
              value={draft.checkIn}
              onChange={set('checkIn')}
              error={fields.checkIn}
            />
            <TextField
              id={`${id}-check-out`}
              label="Check out"
              type="date"
              min={today}
              value={draft.checkOut}
              onChange={set('checkOut')}
              error={fields.checkOut}
            />
          </div>
          <SelectField
            id={`${id}-rate`}
            label="Rate"
            value={draft.rate}
            options={(room?.rates ?? []).map((rate) => ({ value: rate.code, label: rate.label }))}
            onChange={set('rate')}
            error={fields.rate}
          />
        </>
      )}
      <StayChangeQuotePanel
        id={`${id}-quote`}
        reservation={reservation}
        wait={'wait' in asked ? asked.wait : null}
        quote={quote}
      />
    </DialogForm>
  )
}

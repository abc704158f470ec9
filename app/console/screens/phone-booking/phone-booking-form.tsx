import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import { resortToday } from '../../../../domain/calendar'
import { MAX_ADULTS, MAX_KIDS, MIN_ADULTS } from '../../../../domain/party'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import {
  checkPhoneBooking,
  emptyPhoneBooking,
  firstProblemField,
  phoneBookingProblemsFrom,
  stayToQuote,
  withRoom,
  type PhoneBookingDraft,
  type PhoneBookingProblems,
} from './phone-booking-draft'
import { LoadProblem } from '../../parts/load-problem'
import { rateOptionLabel, roomOptionLabel } from './room-offers'
import { SelectField } from '../../ui/select-field'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'
import { useRoomOffers } from '../../api/use-room-offers'

const fieldId = (field: keyof PhoneBookingDraft) => `phone-${field}`
const SOLD_OUT_ID = 'phone-sold-out'

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const value = String(from + index)
    return { value, label: value }
  })

/**
 * The phone booking's fields. The same checks as the server's run first; what the server
 * still refuses (a field, or sold out for those nights) is shown beside the fields it concerns,
 * and nothing typed is lost.
 */
export function PhoneBookingForm({ onBooked }: { onBooked: (booked: ReservationView) => void }) {
  const call = useStaffCall()
  const today = resortToday(new Date())
  // Filled with the first room once the rooms have loaded (the form is not shown before).
  const [draft, setDraft] = useState<PhoneBookingDraft>(() => emptyPhoneBooking(undefined))
  const { rooms, quote, problem, retry } = useRoomOffers(stayToQuote(draft, today), today)
  if (rooms && rooms[0] && draft.roomId === '') setDraft(emptyPhoneBooking(rooms[0]))
  const [problems, setProblems] = useState<PhoneBookingProblems>({})
  const [soldOut, setSoldOut] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const roomList = rooms ?? []
  const room = roomList.find((candidate) => String(candidate.id) === draft.roomId)
  const set = (field: keyof PhoneBookingDraft) => (value: string) => {
    // Other dates may well be free: the sold-out message no longer applies.
    if (field === 'checkIn' || field === 'checkOut') setSoldOut(null)
    setDraft((current) => ({ ...current, [field]: value }))
  }

  function focus(id: string) {
    document.getElementById(id)?.focus()
  }

  function showProblems(found: PhoneBookingProblems) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = firstProblemField(found)
    if (first) focus(fieldId(first))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setSoldOut(null)
    setRefusal(null)
    const checked = checkPhoneBooking(draft, roomList, today)
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    setSending(true)
    const result = await call(staffApi.phoneBooking(checked.request))
    setSending(false)
    if (result.ok) return onBooked(result.data)
    if (result.problem.code === 'sold_out') {
      flushSync(() => setSoldOut(describeProblem(result.problem)))
      return focus(fieldId('roomId'))
    }
    const { problems: found, other } = phoneBookingProblemsFrom(result.problem.fields)
    if (firstProblemField(found)) return showProblems(found)
    flushSync(() => setRefusal(other[0] ?? describeProblem(result.problem)))
    focus('phone-refusal')
  }

  if (!rooms) {
    return problem ? (
      <LoadProblem problem={problem} onRetry={retry} />
    ) : (
      <p className="st:text-muted">Loading the rooms…</p>
    )
  }

  const shared = soldOut ? SOLD_OUT_ID : undefined
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Phone booking"
      className="st:flex st:flex-col st:gap-6"
    >
      <fieldset className="st:grid st:gap-4 st:bg-white st:p-5 st:sm:grid-cols-2 st:md:p-6">
        <legend className="st:float-left st:mb-2 st:font-display st:text-2xl st:text-sea-deep st:sm:col-span-2">
          Stay
        </legend>
        <div className="st:sm:col-span-2">
          <SelectField
            id={fieldId('roomId')}
            label="Room"
            value={draft.roomId}
            options={(quote?.rooms ?? roomList).map((option) => ({
              value: String(option.id),
              label: roomOptionLabel(option, quote !== null),
            }))}
            onChange={(roomId) => {
              setSoldOut(null)
              setDraft((current) => withRoom(current, roomList, roomId))
            }}
            error={problems.roomId}
            sharedProblemId={shared}
          />
        </div>
        <TextField
          id={fieldId('checkIn')}
          label="Check in"
          type="date"
          min={today}
          value={draft.checkIn}
          onChange={set('checkIn')}
          error={problems.checkIn}
          sharedProblemId={shared}
        />
        <TextField
          id={fieldId('checkOut')}
          label="Check out"
          type="date"
          min={draft.checkIn || today}
          value={draft.checkOut}
          onChange={set('checkOut')}
          error={problems.checkOut}
          sharedProblemId={shared}
        />
        <SelectField
          id={fieldId('adults')}
          label="Adults"
          value={draft.adults}
          options={numbers(MIN_ADULTS, MAX_ADULTS)}
          onChange={set('adults')}
          error={problems.adults}
        />
        <SelectField
          id={fieldId('kids')}
          label="Kids"
          value={draft.kids}
          options={numbers(0, MAX_KIDS)}
          onChange={set('kids')}
          error={problems.kids}
        />
        <div className="st:sm:col-span-2">
          <SelectField
            id={fieldId('rate')}
            label="Rate"
            value={draft.rate}
            options={(
              quote?.rooms.find((candidate) => candidate.id === room?.id)?.rates ??
              room?.rates ??
              []
            ).map((rate) => ({
              value: rate.code,
              label: rateOptionLabel(rate, quote ? quote.nights : null),
            }))}
            onChange={set('rate')}
            error={problems.rate}
          />
        </div>
        {soldOut && (
          <div id={SOLD_OUT_ID} role="alert" className="st:sm:col-span-2">
            <ErrorText>{soldOut}</ErrorText>
          </div>
        )}
      </fieldset>
      <fieldset className="st:flex st:flex-col st:gap-4 st:bg-white st:p-5 st:md:p-6">
        <legend className="st:float-left st:mb-2 st:font-display st:text-2xl st:text-sea-deep">
          Guest
        </legend>
        <TextField
          id={fieldId('name')}
          label="Full name"
          autoComplete="off"
          value={draft.name}
          onChange={set('name')}
          error={problems.name}
        />
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          optional
          autoComplete="off"
          hint="Leave it empty if the guest has none; they then get no confirmation email."
          value={draft.email}
          onChange={set('email')}
          error={problems.email}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          type="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={set('phone')}
          error={problems.phone}
        />
        <TextField
          id={fieldId('notes')}
          label="Special requests"
          optional
          multiline
          value={draft.notes}
          onChange={set('notes')}
          error={problems.notes}
        />
      </fieldset>
      <div id="phone-refusal" tabIndex={-1} role="alert" className="st:outline-none">
        {refusal && <ErrorText>{refusal}</ErrorText>}
      </div>
      <p role="status" className="st:sr-only">
        {sending ? 'Entering the booking…' : ''}
      </p>
      <div>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Enter booking
        </button>
      </div>
    </form>
  )
}

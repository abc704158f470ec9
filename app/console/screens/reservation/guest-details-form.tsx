import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import { checkGuest, type GuestProblems } from '../../../../domain/guest'
import type { ReservationDetail } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'

type GuestDetailsFormProps = {
  reservation: ReservationView
  onSaved: (detail: ReservationDetail) => void
}

const FIELD_ORDER = ['name', 'email', 'phone', 'notes'] as const

/** Corrects the guest's details (the email may be empty for a guest who called). */
export function GuestDetailsForm({ reservation, onSaved }: GuestDetailsFormProps) {
  const call = useStaffCall()
  const [draft, setDraft] = useState({
    name: reservation.guest.name,
    email: reservation.guest.email,
    phone: reservation.guest.phone,
    notes: reservation.notes,
  })
  const [problems, setProblems] = useState<GuestProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (field: keyof typeof draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))

  function showProblems(found: GuestProblems) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = FIELD_ORDER.find((field) => found[field] !== undefined)
    if (first) document.getElementById(`guest-edit-${first}`)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setRefusal(null)
    const checked = checkGuest(draft, { emailOptional: true })
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    setSaving(true)
    const result = await call(
      staffApi.editGuest(reservation.ref, { ...checked.guest, notes: checked.notes }),
    )
    setSaving(false)
    if (result.ok) return onSaved(result.data)
    const fields = result.problem.fields
    if (FIELD_ORDER.some((field) => fields[field])) return showProblems(fields)
    setRefusal(describeProblem(result.problem))
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="guest-edit-heading"
      className="st:flex st:flex-col st:gap-4 st:bg-white st:p-5 st:md:p-6"
    >
      <h2 id="guest-edit-heading" className="st:font-display st:text-2xl st:text-sea-deep">
        Edit guest details
      </h2>
      <div className="st:grid st:gap-4 st:md:grid-cols-3">
        <TextField
          id="guest-edit-name"
          label="Full name"
          autoComplete="off"
          value={draft.name}
          onChange={set('name')}
          error={problems.name}
        />
        <TextField
          id="guest-edit-email"
          label="Email"
          type="email"
          optional
          autoComplete="off"
          value={draft.email}
          onChange={set('email')}
          error={problems.email}
        />
        <TextField
          id="guest-edit-phone"
          label="Phone"
          type="tel"
          autoComplete="off"
          value={draft.phone}
          onChange={set('phone')}
          error={problems.phone}
        />
      </div>
      <TextField
        id="guest-edit-notes"
        label="Special requests"
        optional
        multiline
        value={draft.notes}
        onChange={set('notes')}
        error={problems.notes}
      />
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={saving} className={SECONDARY_BUTTON}>
          Save guest details
        </button>
      </div>
    </form>
  )
}

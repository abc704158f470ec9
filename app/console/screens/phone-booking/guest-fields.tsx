import { TextField } from '../../ui/text-field'
import { fieldId } from './phone-booking-ids'
import type { PhoneBookingDraft, PhoneBookingProblems } from './phone-booking-draft'

type GuestFieldsProps = {
  draft: PhoneBookingDraft
  problems: PhoneBookingProblems
  set: (field: keyof PhoneBookingDraft) => (value: string) => void
}

/** The guest's details, as they give them on the phone. */
export function GuestFields({ draft, problems, set }: GuestFieldsProps) {
  return (
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
  )
}

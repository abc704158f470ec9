import type { GuestProblems } from '../../../domain/guest'
import type { PaymentWay } from '../../../domain/payment-ways'
import { FormField } from '../../components/form-field'
import { guestProblemIn } from '../../i18n/guest-problems'
import { en, type BookingWords } from '../../i18n/messages/booking/en'
import { useBookingWords } from '../../i18n/use-booking-words'

export type GuestDraft = {
  name: string
  email: string
  phone: string
  notes: string
  website: string
}

export const EMPTY_GUEST: GuestDraft = { name: '', email: '', phone: '', notes: '', website: '' }

/** The id of a guest field's input, so the form can move focus to it. */
export function guestFieldId(field: keyof GuestDraft): string {
  return `guest-${field}`
}

type GuestFieldsProps = {
  draft: GuestDraft
  problems: GuestProblems
  onChange: (draft: GuestDraft) => void
  /** With payments on, how the guest pays the deposit: it decides which emails they get. */
  way?: PaymentWay
}

/**
 * What the email field's hint promises, true for each way of booking: a request gets the
 * resort's answer; a deposit paid online confirms at once; a transfer waits for the front desk
 * to check the receipt.
 */
function emailHint(way: PaymentWay | undefined, words: BookingWords): string {
  switch (way) {
    case undefined:
      return words.emailHintRequest
    case 'online':
      return words.emailHintOnline
    case 'transfer':
      return words.emailHintTransfer
  }
}

/** The booking form's fields (docs/reservations.md names them), and the honeypot no person sees. */
export function GuestFields({ draft, problems, onChange, way }: GuestFieldsProps) {
  const set = (field: keyof GuestDraft) => (value: string) => onChange({ ...draft, [field]: value })
  const words = useBookingWords()
  const problem = (field: keyof GuestProblems) => {
    const message = problems[field]
    return message && guestProblemIn(message, en, words)
  }
  return (
    <>
      <FormField
        id={guestFieldId('name')}
        label={words.fullName}
        name="name"
        autoComplete="name"
        required
        value={draft.name}
        onChange={set('name')}
        error={problem('name')}
      />
      <FormField
        id={guestFieldId('email')}
        label={words.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        hint={emailHint(way, words)}
        value={draft.email}
        onChange={set('email')}
        error={problem('email')}
      />
      <FormField
        id={guestFieldId('phone')}
        label={words.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        value={draft.phone}
        onChange={set('phone')}
        error={problem('phone')}
      />
      <FormField
        id={guestFieldId('notes')}
        label={words.specialRequests}
        optionalWords={words.optional}
        name="notes"
        multiline
        value={draft.notes}
        onChange={set('notes')}
        error={problem('notes')}
      />
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology,
          so only a bot fills it in; the server then answers as if booked and books nothing. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={guestFieldId('website')}>Website</label>
        <input
          id={guestFieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => onChange({ ...draft, website: event.target.value })}
        />
      </div>
    </>
  )
}

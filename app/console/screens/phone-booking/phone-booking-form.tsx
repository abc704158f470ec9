import type { ReservationView } from '../../../../domain/api-contract'
import { resortToday } from '../../../../domain/calendar'
import { LoadProblem } from '../../parts/load-problem'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { GuestFields } from './guest-fields'
import { REFUSAL_ID } from './phone-booking-ids'
import { StayFields } from './stay-fields'
import { usePhoneBooking } from './use-phone-booking'

/**
 * The phone booking's fields, shown once the rooms have loaded. A refusal that concerns no
 * field is said beneath them all.
 */
export function PhoneBookingForm({ onBooked }: { onBooked: (booked: ReservationView) => void }) {
  const today = resortToday(new Date())
  const booking = usePhoneBooking(today, onBooked)
  const { rooms, quote, problem, retry } = booking.offers

  if (!rooms) {
    return problem ? (
      <LoadProblem problem={problem} onRetry={retry} />
    ) : (
      <p className="st:text-muted">Loading the rooms…</p>
    )
  }

  return (
    <form
      noValidate
      onSubmit={booking.onSubmit}
      aria-label="Phone booking"
      className="st:flex st:flex-col st:gap-6"
    >
      <StayFields
        draft={booking.draft}
        rooms={rooms}
        quote={quote}
        today={today}
        problems={booking.problems}
        soldOut={booking.soldOut}
        set={booking.set}
        chooseRoom={booking.chooseRoom}
      />
      <GuestFields draft={booking.draft} problems={booking.problems} set={booking.set} />
      <div id={REFUSAL_ID} tabIndex={-1} role="alert" className="st:outline-none">
        {booking.refusal && <ErrorText>{booking.refusal}</ErrorText>}
      </div>
      <p role="status" className="st:sr-only">
        {booking.sending ? 'Entering the booking…' : ''}
      </p>
      <div>
        <button type="submit" aria-disabled={booking.sending} className={PRIMARY_BUTTON}>
          Enter booking
        </button>
      </div>
    </form>
  )
}

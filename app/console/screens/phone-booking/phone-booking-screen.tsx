import { useState } from 'react'
import type { ReservationView } from '../../../../domain/api-contract'
import { PhoneBookingForm } from './phone-booking-form'
import { PhoneBookingDone } from './phone-booking-done'
import { ScreenTitle } from '../../ui/screen-title'

/** '/staff/phone-booking': a booking for a guest who called, confirmed at once. */
export function PhoneBookingScreen() {
  const [booked, setBooked] = useState<ReservationView | null>(null)
  // A new form after each booking: nothing of the last guest is carried over.
  const [formKey, setFormKey] = useState(0)
  return (
    <div className="st:mx-auto st:max-w-4xl st:px-5 st:py-10">
      <ScreenTitle>Phone booking</ScreenTitle>
      <p className="st:mt-2 st:text-muted">
        For a guest who called: the booking is confirmed at once, and emailed if they give an email.
      </p>
      <div className="st:mt-6">
        {booked ? (
          <PhoneBookingDone
            reservation={booked}
            onAnother={() => {
              setBooked(null)
              setFormKey((key) => key + 1)
            }}
          />
        ) : (
          <PhoneBookingForm key={formKey} onBooked={setBooked} />
        )}
      </div>
    </div>
  )
}

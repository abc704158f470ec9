import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { ReservationView } from '../../../../domain/api-contract'
import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { describeNights, describeParty } from '../../../lib/stay-words'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { statusWord } from '../../ui/staff-words'

type PhoneBookingDoneProps = { reservation: ReservationView; onAnother: () => void }

/** The answer to a phone booking: its reference to read to the guest, and its page. */
export function PhoneBookingDone({ reservation, onAnother }: PhoneBookingDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section aria-labelledby="phone-booked-heading" className="st:bg-white st:p-5 st:md:p-8">
      <h2
        id="phone-booked-heading"
        ref={headingRef}
        tabIndex={-1}
        className="st:font-display st:text-3xl st:text-sea-deep st:outline-none"
      >
        Booked: reference{' '}
        <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
      </h2>
      <p role="status" className="st:mt-3 st:text-lg">
        {statusWord(reservation.status)} for {reservation.guest.name}: {reservation.roomName},{' '}
        {formatStayDate(reservation.checkIn)} to {formatStayDate(reservation.checkOut)} (
        {describeNights(reservation.nights)}, {describeParty(reservation)}),{' '}
        {formatCentavos(reservation.total)}.
      </p>
      <p className="st:mt-2 st:text-muted">
        {reservation.guest.email
          ? `A confirmation is on its way to ${reservation.guest.email}.`
          : 'No email was given: read the reference to the guest.'}
      </p>
      <div className="st:mt-6 st:flex st:flex-wrap st:gap-3">
        <Link to={toStaffReservationPath(reservation.ref)} className={PRIMARY_BUTTON}>
          Open reservation {reservation.ref}
        </Link>
        <button type="button" onClick={onAnother} className={SECONDARY_BUTTON}>
          Enter another booking
        </button>
      </div>
    </section>
  )
}

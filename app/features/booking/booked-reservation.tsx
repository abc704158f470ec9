import { useEffect, useState, type ReactNode } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { useLookupWords } from '../../i18n/lookup'
import { findReservation } from '../../lib/reservations-api'
import { BookingConfirmation } from './booking-confirmation'

type BookedReservationProps = {
  reference: string
  /** The email this tab booked with (booking-sign-in.ts). */
  email: string
  /** What the guest gets when the booking cannot be read: the look-up, to try again. */
  fallback: ReactNode
}

/** The confirmation of a booking made in this tab, read from the server on each visit. */
export function BookedReservation({ reference, email, fallback }: BookedReservationProps) {
  const [found, setFound] = useState<ReservationView | 'reading' | 'failed'>('reading')
  const words = useLookupWords()

  useEffect(() => {
    let current = true
    void findReservation(reference, email).then((result) => {
      if (current) setFound(result.ok ? result.data : 'failed')
    })
    return () => {
      current = false
    }
  }, [reference, email])

  if (found === 'failed') return fallback
  if (found === 'reading') {
    return (
      <p role="status" className="text-center text-muted">
        {words.loading}
      </p>
    )
  }
  return <BookingConfirmation reservation={found} email={email} />
}

import { useEffect, useRef, useState } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { useLookupWords } from '../../i18n/lookup'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { findReservation } from '../../lib/reservations-api'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import { paymentReturnOf } from './paying-guest'

// PayMongo's webhook usually lands within seconds; past a minute the guest is better told so.
const CHECK_EVERY_MS = 2000
const WAIT_AT_MOST_MS = 60_000

type PaymentReturnProps = {
  reservation: ReservationView
  email: string
  /** A newer state of the booking, read from the server. */
  onChange: (reservation: ReservationView) => void
}

/**
 * What the guest sees on coming back from PayMongo's page. The `payment=` in the address only
 * says which button they pressed there; whether anything was paid is the server's to say, and
 * the server learns it from PayMongo's webhook, which may come a little after the guest.
 */
export function PaymentReturn({ reservation, email, onChange }: PaymentReturnProps) {
  const outcome = paymentReturnOf(useHydratedSearch())
  const unpaid =
    reservation.status === 'awaiting_payment' && reservation.payment?.status === 'unpaid'
  const waiting = outcome === 'done' && unpaid
  const gaveUp = useWaitForPayment(waiting, reservation, email, onChange)
  const news = returnNews(outcome, reservation, { waiting, gaveUp, unpaid }, useLookupWords())
  // A return with nothing to tell (a balance's page left unpaid is told beside its button, in
  // pay-balance.tsx) leaves no box.
  if (news === null) return null

  // The way to pay again, and until when, are in the payment section below.
  return (
    <div className="mt-6 bg-white p-4">
      <p role="status" aria-live="polite">
        {news}
      </p>
    </div>
  )
}

function returnNews(
  outcome: 'done' | 'cancelled' | null,
  reservation: ReservationView,
  { waiting, gaveUp, unpaid }: { waiting: boolean; gaveUp: boolean; unpaid: boolean },
  words: LookupWords,
): string | null {
  if (waiting) return gaveUp ? words.paymentNotYet : words.paymentWaiting
  if (outcome === 'done' && reservation.status === 'confirmed') return words.paymentReceived
  if (outcome === 'cancelled' && unpaid) return words.paymentCancelled
  return null
}

/**
 * While `waiting`, asks the server every 2 s whether the payment arrived, for a minute at most;
 * a changed booking is handed to `onChange`. Returns whether it stopped without an answer.
 */
function useWaitForPayment(
  waiting: boolean,
  reservation: ReservationView,
  email: string,
  onChange: (reservation: ReservationView) => void,
): boolean {
  const [gaveUp, setGaveUp] = useState(false)
  // The latest of each, so a new render does not restart the minute.
  const latest = useRef({ reservation, onChange })
  useEffect(() => {
    latest.current = { reservation, onChange }
  })
  const { ref } = reservation

  useEffect(() => {
    if (!waiting) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const check = async () => {
      const result = await findReservation(ref, email)
      if (stopped) return
      const known = latest.current.reservation
      if (
        result.ok &&
        (result.data.status !== known.status ||
          result.data.payment?.status !== known.payment?.status)
      ) {
        latest.current.onChange(result.data)
        return
      }
      if (Date.now() - started + CHECK_EVERY_MS > WAIT_AT_MOST_MS) {
        setGaveUp(true)
        return
      }
      timer = setTimeout(() => void check(), CHECK_EVERY_MS)
    }
    timer = setTimeout(() => void check(), CHECK_EVERY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [waiting, ref, email])

  return gaveUp
}

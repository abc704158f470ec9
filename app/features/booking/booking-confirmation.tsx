import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ReservationView } from '../../../domain/api-contract'
import { toLookupPath } from '../../lib/paths'
import { receiptInReview, standingOf } from './guest-standing'
import { LOOKUP_STATE } from './lookup-state'
import { stayOfReservation } from './reservation-stay'
import { StaySummary } from './stay-summary'
import { TransferInstructions } from './transfer-instructions'

type BookingConfirmationProps = {
  /** The booking as the look-up reads it, so a reload shows what the server knows now. */
  reservation: ReservationView
  email: string
}

/**
 * After 'Request reservation', at `/reservation?ref=…` in the tab that booked (decision 039): the
 * reference, the stay, its state and what happens next.
 */
export function BookingConfirmation({ reservation, email }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Read from the server on every visit: after a receipt upload a reload must not ask for it again.
  const receiptSent = receiptInReview(reservation)
  const awaitingTransfer =
    reservation.status === 'awaiting_payment' &&
    reservation.payment?.method === 'transfer' &&
    !receiptSent
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)

  // The form the guest was in is gone: focus the news so it is read out.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  function copyReference() {
    navigator.clipboard.writeText(reservation.ref).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    )
  }

  return (
    <section aria-labelledby="confirmation-heading" className="mx-auto max-w-2xl">
      <h2
        id="confirmation-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-4xl text-sea-deep outline-none md:text-5xl"
      >
        {awaitingTransfer
          ? 'Room held: pay the deposit'
          : receiptSent
            ? 'Receipt received'
            : 'Reservation requested'}
      </h2>
      <div className="mt-8 bg-sand p-6 text-center md:p-8">
        <dl>
          <dt className="text-sm tracking-[0.25em] text-muted uppercase">Your reference</dt>
          <dd className="mt-2 font-mono text-4xl font-semibold tracking-[0.2em] break-all text-sea-deep select-all md:text-5xl">
            {reservation.ref}
          </dd>
        </dl>
        <button
          type="button"
          onClick={copyReference}
          className="mt-4 border border-sea-deep px-5 py-2 text-sm tracking-[0.2em] text-sea-deep uppercase hover:bg-sea-deep hover:text-white"
        >
          Copy reference
        </button>
        <p role="status" className="mt-2 min-h-6 text-sm text-muted">
          {copied === 'yes' && 'Reference copied.'}
          {copied === 'no' && 'Copying is not allowed here: select the reference to copy it.'}
        </p>
      </div>
      <p className="mt-8 text-lg">
        <span className="font-semibold">State: </span>
        {standingOf(reservation)}
      </p>
      <div className="mt-8">
        <StaySummary stay={{ ...stayOfReservation(reservation), deposit: reservation.deposit }} />
      </div>
      {awaitingTransfer ? (
        <>
          <h3 className="mt-10 font-display text-2xl text-sea-deep">Pay the deposit by transfer</h3>
          <div className="mt-4 bg-sand p-4 md:p-6">
            <TransferInstructions
              reference={reservation.ref}
              amount={reservation.deposit ?? reservation.total}
              deadline={reservation.payment?.deadline ?? null}
              headingLevel="h4"
            />
          </div>
          <ul className="mt-6 flex list-disc flex-col gap-2 pl-5">
            <li>
              When you have paid, upload a photo or PDF of the receipt on your reservation page. The
              resort checks it and your stay is confirmed.
            </li>
            <li>These details and your reference are also on their way to {email}.</li>
            <li>If the deposit is not received by then, the hold ends and the room is released.</li>
          </ul>
        </>
      ) : (
        <WhatHappensNext email={email} receiptSent={receiptSent} />
      )}
      <Link
        to={toLookupPath(reservation.ref)}
        state={LOOKUP_STATE}
        className="mt-10 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
      >
        {awaitingTransfer ? 'Upload the receipt' : 'View or cancel this reservation'}
      </Link>
    </section>
  )
}

function WhatHappensNext({ email, receiptSent }: { email: string; receiptSent: boolean }) {
  return (
    <>
      <h3 className="mt-10 font-display text-2xl text-sea-deep">What happens next</h3>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5">
        {receiptSent ? (
          <>
            <li>
              The resort checks your transfer and confirms your stay once the money has arrived.
            </li>
            <li>Your room is held for you until then, and you hear from us at {email}.</li>
          </>
        ) : (
          <>
            <li>The resort checks your request and confirms it, or tells you if it cannot.</li>
            <li>An email with your reference is on its way to {email}.</li>
            <li>Your room is held for you until the resort decides. Nothing is charged now.</li>
          </>
        )}
      </ul>
    </>
  )
}

import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ReservationView } from '../../../domain/api-contract'
import { toLookupPath } from '../../lib/paths'
import { pathIn } from '../../i18n/languages'
import { fill, useLocale } from '../../i18n/locale'
import { useLookupSpeech } from '../../i18n/lookup'
import { useBookingWords } from '../../i18n/use-booking-words'
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
  const speech = useLookupSpeech()
  // Read from the server on every visit: after a receipt upload a reload must not ask for it again.
  const receiptSent = receiptInReview(reservation)
  const awaitingTransfer =
    reservation.status === 'awaiting_payment' &&
    reservation.payment?.method === 'transfer' &&
    !receiptSent
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const words = useBookingWords()
  const { lang } = useLocale()

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
          ? words.roomHeld
          : receiptSent
            ? words.receiptReceived
            : words.reservationRequested}
      </h2>
      <div className="mt-8 bg-sand p-6 text-center md:p-8">
        <dl>
          <dt className="text-sm tracking-[0.25em] text-muted uppercase">{words.yourReference}</dt>
          <dd className="mt-2 font-mono text-4xl font-semibold tracking-[0.2em] break-all text-sea-deep select-all md:text-5xl">
            {reservation.ref}
          </dd>
        </dl>
        <button
          type="button"
          onClick={copyReference}
          className="mt-4 border border-sea-deep px-5 py-2 text-sm tracking-[0.2em] text-sea-deep uppercase hover:bg-sea-deep hover:text-white"
        >
          {words.copyReference}
        </button>
        <p role="status" className="mt-2 min-h-6 text-sm text-muted">
          {copied === 'yes' && words.referenceCopied}
          {copied === 'no' && words.copyNotAllowed}
        </p>
      </div>
      <p className="mt-8 text-lg">
        <span className="font-semibold">{words.state}</span>
        {standingOf(reservation, speech)}
      </p>
      <div className="mt-8">
        <StaySummary stay={{ ...stayOfReservation(reservation), deposit: reservation.deposit }} />
      </div>
      {awaitingTransfer ? (
        <>
          <h3 className="mt-10 font-display text-2xl text-sea-deep">{words.payByTransfer}</h3>
          <div className="mt-4 bg-sand p-4 md:p-6">
            <TransferInstructions
              reference={reservation.ref}
              amount={reservation.deposit ?? reservation.total}
              deadline={reservation.payment?.deadline ?? null}
              headingLevel="h4"
            />
          </div>
          <ul className="mt-6 flex list-disc flex-col gap-2 pl-5">
            <li>{words.transferUpload}</li>
            <li>{fill(words.transferEmail, { e: email })}</li>
            <li>{words.transferDeadline}</li>
          </ul>
        </>
      ) : (
        <WhatHappensNext email={email} receiptSent={receiptSent} />
      )}
      <Link
        to={pathIn(lang, toLookupPath(reservation.ref))}
        state={LOOKUP_STATE}
        className="mt-10 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
      >
        {awaitingTransfer ? words.uploadReceipt : words.viewOrCancel}
      </Link>
    </section>
  )
}

function WhatHappensNext({ email, receiptSent }: { email: string; receiptSent: boolean }) {
  const words = useBookingWords()
  return (
    <>
      <h3 className="mt-10 font-display text-2xl text-sea-deep">{words.whatHappensNext}</h3>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5">
        {receiptSent ? (
          <>
            <li>{words.receiptChecks}</li>
            <li>{fill(words.receiptHeld, { e: email })}</li>
          </>
        ) : (
          <>
            <li>{words.requestChecks}</li>
            <li>{fill(words.requestEmail, { e: email })}</li>
            <li>{words.requestHeld}</li>
          </>
        )}
      </ul>
    </>
  )
}

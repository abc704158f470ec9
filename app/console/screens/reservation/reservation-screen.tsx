import { useState } from 'react'
import { flushSync } from 'react-dom'
import { Link, useLocation } from 'react-router'
import type {
  Decision,
  ReservationDetail,
  StayChangeResponse,
} from '../../../../domain/staff-contract'
import { STAFF_PATHS } from '../../../../domain/staff-paths'
import { GuestDetailsForm } from './guest-details-form'
import { LoadProblem } from '../../parts/load-problem'
import { ChangeStay } from './change-stay'
import { ExtendHold } from './extend-hold'
import { stayChangedMessage } from './stay-change-words'
import { FrontDeskSection } from './front-desk-section'
import { InternalNotes } from './internal-notes'
import { FolioSection } from './folio-section'
import { ReservationActions } from './reservation-actions'
import { ReservationEvents } from './reservation-events'
import { ReservationFacts } from './reservation-facts'
import { ScreenTitle } from '../../ui/screen-title'
import { staffApi } from '../../api/staff-api'
import { statusMeaning, statusWord } from '../../ui/staff-words'
import { useStaffData } from '../../api/use-staff-data'

const DONE: Record<Decision, string> = {
  confirm: 'Confirmed.',
  decline: 'Declined.',
  cancel: 'Cancelled; the nights are free again.',
}

/** '/staff/reservation?ref=…': one reservation, its history and what can be done with it. */
export function ReservationScreen() {
  const ref = (new URLSearchParams(useLocation().search).get('ref') ?? '').trim().toUpperCase()
  if (!ref) {
    return (
      <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
        <ScreenTitle>Reservation</ScreenTitle>
        <p className="st:mt-4">
          No reference was given.{' '}
          <Link to={STAFF_PATHS.search} className="st:text-sea-deep st:underline">
            Search for a reservation
          </Link>
          .
        </p>
      </div>
    )
  }
  return <ReservationLoader key={ref} reference={ref} />
}

function ReservationLoader({ reference }: { reference: string }) {
  const { state, reload, replace } = useStaffData(reference, () => staffApi.reservation(reference))
  const [announcement, setAnnouncement] = useState('')

  function updated(detail: ReservationDetail, message: string) {
    // The button that had focus may be gone (a decision) or remade (the saved form): focus
    // goes to the message that says what happened.
    flushSync(() => {
      replace(detail)
      setAnnouncement(message)
    })
    document.getElementById('reservation-announcement')?.focus()
  }

  /** A change whose answer is not the whole reservation (a charge): it is read again. */
  function changedElsewhere(message: string) {
    flushSync(() => setAnnouncement(message))
    document.getElementById('reservation-announcement')?.focus()
    reload()
  }

  return (
    <div className="st:mx-auto st:max-w-6xl st:px-5 st:py-10">
      <ScreenTitle>
        Reservation <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
      </ScreenTitle>
      <p
        id="reservation-announcement"
        tabIndex={-1}
        role="status"
        className="st:mt-4 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0"
      >
        {announcement}
      </p>
      <div className="st:mt-6">
        {state.status === 'loading' && <p className="st:text-muted">Loading the reservation…</p>}
        {state.status === 'failed' &&
          (state.problem.code === 'not_found' ? (
            <p className="st:bg-white st:p-5">
              There is no reservation {reference}.{' '}
              <Link to={STAFF_PATHS.search} className="st:text-sea-deep st:underline">
                Search by name or email
              </Link>
              .
            </p>
          ) : (
            <LoadProblem problem={state.problem} onRetry={reload} />
          ))}
        {state.status === 'loaded' && (
          <ReservationBody
            detail={state.data}
            onDecided={(detail, decision) => updated(detail, DONE[decision])}
            onGuestSaved={(detail) => updated(detail, 'Guest details saved.')}
            onStayChanged={(changed) => updated(changed, stayChangedMessage(changed))}
            onChanged={updated}
            onCharged={changedElsewhere}
          />
        )}
      </div>
    </div>
  )
}

type ReservationBodyProps = {
  detail: ReservationDetail
  onDecided: (detail: ReservationDetail, decision: Decision) => void
  onGuestSaved: (detail: ReservationDetail) => void
  onStayChanged: (changed: StayChangeResponse) => void
  /** A unit given, a front desk move or a note: the new detail and what happened, in words. */
  onChanged: (detail: ReservationDetail, message: string) => void
  onCharged: (message: string) => void
}

function ReservationBody({
  detail,
  onDecided,
  onGuestSaved,
  onStayChanged,
  onChanged,
  onCharged,
}: ReservationBodyProps) {
  const { reservation, events, actions } = detail
  return (
    <div className="st:flex st:flex-col st:gap-6">
      <p className="st:bg-white st:p-5 st:text-lg">
        <span className="st:text-muted">Status: </span>
        <strong className="st:font-medium">{statusWord(reservation.status)}</strong>
        <span className="st:text-muted"> · {statusMeaning(reservation.status)}</span>
      </p>
      <FrontDeskSection detail={detail} onChanged={onChanged} />
      <ReservationFacts reservation={reservation} />
      <ReservationActions reservation={reservation} actions={actions} onDone={onDecided} />
      <ExtendHold reservation={reservation} onExtended={onChanged} />
      {actions.includes('change') && (
        <ChangeStay reservation={reservation} onChanged={onStayChanged} />
      )}
      {actions.includes('edit') && (
        // Keyed by the saved details, so the form starts from what the server now holds.
        <GuestDetailsForm
          key={`${reservation.guest.name}|${reservation.guest.email}|${reservation.guest.phone}|${reservation.notes}`}
          reservation={reservation}
          onSaved={onGuestSaved}
        />
      )}
      <FolioSection
        reference={reservation.ref}
        folio={detail.folio}
        money={detail.money}
        receipt={detail.receipt}
        invoiceable={reservation.status === 'checked_in' || reservation.status === 'checked_out'}
        invoicing={detail.invoicing}
        guests={reservation.adults + reservation.kids}
        onRecorded={onChanged}
        onCharged={onCharged}
      />
      <InternalNotes
        reference={reservation.ref}
        notes={detail.internalNotes}
        onAdded={(added) => onChanged(added, 'Note added.')}
      />
      <ReservationEvents events={events} />
    </div>
  )
}

import { useState } from 'react'
import { Link } from 'react-router'
import type { ReservationView } from '../../../../domain/api-contract'
import { formatStayDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { describeNights, describeParty } from '../../../lib/stay-words'
import { PRIMARY_BUTTON, DANGER_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { ReasonDialog } from '../../ui/reason-dialog'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { describeHold, formatResortTime } from '../../ui/staff-words'

export type Decided = { reservation: ReservationView; decision: 'confirm' | 'decline' }

type RequestCardProps = {
  request: ReservationView
  onDecided: (decided: Decided) => void
}

/** One request in the queue: what the guest asked for, and Confirm or Decline with a reason. */
export function RequestCard({ request, onDecided }: RequestCardProps) {
  const call = useStaffCall()
  const [declining, setDeclining] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const headingId = `request-${request.ref}`

  async function confirm() {
    if (confirming) return
    setProblem(null)
    setConfirming(true)
    const result = await call(staffApi.decide(request.ref, 'confirm'))
    setConfirming(false)
    if (result.ok) onDecided({ reservation: result.data.reservation, decision: 'confirm' })
    else setProblem(describeProblem(result.problem))
  }

  async function decline(reason: string): Promise<string | null> {
    const result = await call(staffApi.decide(request.ref, 'decline', reason))
    if (!result.ok) return result.problem.fields.reason ?? describeProblem(result.problem)
    setDeclining(false)
    onDecided({ reservation: result.data.reservation, decision: 'decline' })
    return null
  }

  const facts: [string, string][] = [
    ['Stay', `${formatStayDate(request.checkIn)} to ${formatStayDate(request.checkOut)}`],
    ['Nights', describeNights(request.nights)],
    ['Guests', describeParty(request)],
    ['Room', request.roomName],
    ['Rate', request.rateLabel],
    ['Total', formatCentavos(request.total)],
    ['Hold', describeHold(request.holdExpiresAt)],
    ['Requested', formatResortTime(request.createdAt)],
  ]

  return (
    <article
      aria-labelledby={headingId}
      className="st:border st:border-sand-deep st:bg-white st:p-5 st:md:p-6"
    >
      <h2 id={headingId} className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:gap-y-1">
        <Link
          to={toStaffReservationPath(request.ref)}
          className="st:font-mono st:text-lg st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
        >
          {request.ref}
        </Link>
        <span className="st:font-display st:text-2xl">{request.guest.name}</span>
      </h2>
      <p className="st:mt-1 st:text-sm st:wrap-anywhere st:text-muted">
        {[request.guest.email, request.guest.phone].filter(Boolean).join(' · ')}
      </p>
      <dl className="st:mt-4 st:grid st:gap-x-6 st:gap-y-2 st:sm:grid-cols-2">
        {facts.map(([term, detail]) => (
          <div key={term} className="st:flex st:gap-3">
            <dt className="st:w-24 st:shrink-0 st:text-muted">{term}</dt>
            <dd className={term === 'Total' ? 'st:font-medium' : undefined}>{detail}</dd>
          </div>
        ))}
      </dl>
      {request.notes && (
        <p className="st:mt-3 st:bg-sand st:p-3 st:text-sm">
          <span className="st:font-medium">Special requests: </span>
          {request.notes}
        </p>
      )}
      <div role="alert">{problem && <ErrorText>{problem}</ErrorText>}</div>
      <div className="st:mt-5 st:flex st:flex-wrap st:gap-3">
        <button
          type="button"
          onClick={confirm}
          aria-disabled={confirming}
          aria-describedby={headingId}
          className={PRIMARY_BUTTON}
        >
          Confirm
        </button>
        <button
          type="button"
          onClick={() => setDeclining(true)}
          aria-describedby={headingId}
          className={DANGER_BUTTON}
        >
          Decline
        </button>
      </div>
      <ReasonDialog
        open={declining}
        title={
          <>
            Decline <span className="st:font-mono st:tracking-[0.12em]">{request.ref}</span>
          </>
        }
        confirmLabel="Decline request"
        guestEmailed={request.guest.email !== ''}
        onClose={() => setDeclining(false)}
        onConfirm={decline}
      />
    </article>
  )
}

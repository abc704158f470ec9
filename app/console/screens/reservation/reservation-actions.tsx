import { useState } from 'react'
import type { ReservationView } from '../../../../domain/api-contract'
import type { Decision, ReservationDetail, StaffAction } from '../../../../domain/staff-contract'
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { ReasonDialog } from '../../ui/reason-dialog'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'

const DECISIONS: readonly Decision[] = ['confirm', 'decline', 'cancel']

type ReservationActionsProps = {
  reservation: ReservationView
  actions: StaffAction[]
  onDone: (detail: ReservationDetail, decision: Decision) => void
}

/** The decisions the API allows for this reservation now (its `actions`), and nothing else. */
export function ReservationActions({ reservation, actions, onDone }: ReservationActionsProps) {
  const call = useStaffCall()
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // The front desk's moves have their own section (reservation/front-desk-section.tsx).
  const decisions = actions.filter((action): action is Decision =>
    (DECISIONS as readonly StaffAction[]).includes(action),
  )
  if (decisions.length === 0) return null

  async function confirm() {
    if (confirming) return
    setProblem(null)
    setConfirming(true)
    const result = await call(staffApi.decide(reservation.ref, 'confirm'))
    setConfirming(false)
    if (result.ok) onDone(result.data, 'confirm')
    else setProblem(describeProblem(result.problem))
  }

  async function withReason(decision: 'decline' | 'cancel', reason: string) {
    const result = await call(staffApi.decide(reservation.ref, decision, reason))
    if (!result.ok) return result.problem.fields.reason ?? describeProblem(result.problem)
    setAsking(null)
    onDone(result.data, decision)
    return null
  }

  return (
    <section aria-labelledby="actions-heading" className="st:bg-white st:p-5 st:md:p-6">
      <h2 id="actions-heading" className="st:font-display st:text-2xl st:text-sea-deep">
        Decide
      </h2>
      <div className="st:mt-4 st:flex st:flex-wrap st:gap-3">
        {decisions.includes('confirm') && (
          <button
            type="button"
            onClick={confirm}
            aria-disabled={confirming}
            className={PRIMARY_BUTTON}
          >
            Confirm
          </button>
        )}
        {decisions.includes('decline') && (
          <button type="button" onClick={() => setAsking('decline')} className={DANGER_BUTTON}>
            Decline
          </button>
        )}
        {decisions.includes('cancel') && (
          <button type="button" onClick={() => setAsking('cancel')} className={DANGER_BUTTON}>
            Cancel reservation
          </button>
        )}
      </div>
      <div role="alert">{problem && <ErrorText>{problem}</ErrorText>}</div>
      <ReasonDialog
        open={asking === 'decline'}
        title={
          <>
            Decline <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
          </>
        }
        confirmLabel="Decline request"
        guestEmailed={reservation.guest.email !== ''}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => withReason('decline', reason)}
      />
      <ReasonDialog
        open={asking === 'cancel'}
        title={
          <>
            Cancel <span className="st:font-mono st:tracking-[0.12em]">{reservation.ref}</span>
          </>
        }
        confirmLabel="Cancel and free the nights"
        guestEmailed={reservation.guest.email !== ''}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => withReason('cancel', reason)}
      />
    </section>
  )
}

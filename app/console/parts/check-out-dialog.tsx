import { useId, useState, type FormEvent } from 'react'
import type { ReservationView } from '../../../domain/api-contract'
import { resortToday } from '../../../domain/calendar'
import type { ReservationDetail } from '../../../domain/staff-contract'
import { DialogForm } from '../ui/dialog-form'
import { describeProblem, staffApi } from '../api/staff-api'
import { useStaffCall } from '../api/staff-session'
import { useStaffData } from '../api/use-staff-data'
import {
  STARTING_CHECK_OUT,
  balanceAtCheckOut,
  checkCheckOutDraft,
  freedNightCharges,
  type CheckOutDraft,
} from './check-out-draft'
import { CheckOutMoney } from './check-out-money'
import { DESK_MOVE_LABELS, explainDeskMove } from './desk-move-words'

/**
 * The balance to take or give back before checking out, as the dialog shows it (the freed
 * nights' choice counted), and the choices made, to come back to once it is recorded.
 */
export type CheckOutSettling = {
  money: { due: number; paid: number; balance: number }
  draft: CheckOutDraft
}

export type CheckOutDialogProps = {
  reservation: ReservationView
  unit: string | null
  /** The choices made before leaving to record a payment. */
  resumed?: CheckOutDraft | undefined
  onClose: () => void
  onDone: (detail: ReservationDetail) => void
  /**
   * Takes or gives back the balance where the screen can ('Record payment' on the Reservation
   * screen); without it the dialog links to the reservation's page.
   */
  onSettle?: ((settling: CheckOutSettling) => void) | undefined
}

type FieldProblem = { field: 'leaveOwed' | 'reason'; problem: string }

/**
 * 'Check out': the balance from the folio as it is now, taken first or left owed with a reason,
 * and the nights an early check-out frees, kept charged or taken off. A balance the server
 * finds meanwhile (409 balance_due: a charge posted since) is said in its words, the folio read
 * again.
 */
export function CheckOutDialog({
  reservation,
  unit,
  resumed,
  onClose,
  onDone,
  onSettle,
}: CheckOutDialogProps) {
  const id = useId()
  const call = useStaffCall()
  const ref = reservation.ref
  const folio = useStaffData(`folio ${ref}`, () => staffApi.folio(ref))
  const [draft, setDraft] = useState<CheckOutDraft>(resumed ?? STARTING_CHECK_OUT)
  const [problem, setProblem] = useState<FieldProblem | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const today = resortToday(new Date())
  const loaded = folio.state.status === 'loaded' ? folio.state.data : null
  const freed = loaded ? freedNightCharges(reservation, loaded.lines, today) : []
  const balance = loaded ? balanceAtCheckOut(loaded.balance, freed, draft.keepEarlyNights) : 0

  function showProblem(found: FieldProblem) {
    setProblem(found)
    document.getElementById(`${id}-${found.field}`)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending || !loaded) return
    setRefusal(null)
    const checked = checkCheckOutDraft(draft, balance, freed)
    if ('problem' in checked) return showProblem(checked)
    setProblem(null)
    setSending(true)
    const result = await call(staffApi.checkOut(ref, checked.request))
    setSending(false)
    if (result.ok) return onDone(result.data)
    if (result.problem.code === 'balance_due') folio.reload()
    const reasonProblem = result.problem.fields.reason
    if (reasonProblem) showProblem({ field: 'reason', problem: reasonProblem })
    else setRefusal(describeProblem(result.problem))
  }

  return (
    <DialogForm
      open
      id={id}
      title={
        <>
          {DESK_MOVE_LABELS.check_out}{' '}
          <span className="st:font-mono st:tracking-[0.12em]">{ref}</span>
        </>
      }
      describedBy={`${id}-what`}
      confirmLabel={DESK_MOVE_LABELS.check_out}
      tone="primary"
      refusal={refusal}
      sending={sending || !loaded}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <div id={`${id}-what`} className="st:flex st:flex-col st:gap-2">
        {explainDeskMove('check_out', reservation, unit, today).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {folio.state.status === 'loading' && <p className="st:text-muted">Reading the folio…</p>}
      {folio.state.status === 'failed' && (
        <p role="alert">
          {describeProblem(folio.state.problem)}{' '}
          <button type="button" onClick={folio.reload} className="st:text-sea-deep st:underline">
            Try again
          </button>
        </p>
      )}
      {loaded && (
        <CheckOutMoney
          id={id}
          reference={ref}
          folio={loaded}
          freed={freed}
          balance={balance}
          draft={draft}
          problem={problem}
          onDraft={(change) => setDraft((current) => ({ ...current, ...change }))}
          onSettle={
            onSettle &&
            (() => onSettle({ money: { due: loaded.total, paid: loaded.paid, balance }, draft }))
          }
        />
      )}
    </DialogForm>
  )
}

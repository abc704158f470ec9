import { useState } from 'react'
import { Link } from 'react-router'
import { formatCentavos } from '../../../../domain/money'
import type { ReservationDetail, WaitingReceiptView } from '../../../../domain/staff-contract'
import { toStaffReservationPath } from '../../../../domain/staff-paths'
import { DANGER_BUTTON, PRIMARY_BUTTON } from '../../ui/button-styles'
import { ReasonDialog } from '../../ui/reason-dialog'
import { ReceiptView } from '../../ui/receipt-view'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { describeStayNights, formatResortTime, receiptHoldWords } from '../../ui/staff-words'
import { MarkPaidDialog } from './mark-paid-dialog'

export type ReceiptDecided = { detail: ReservationDetail; decision: 'paid' | 'rejected' }

type ReceiptCardProps = {
  receipt: WaitingReceiptView
  onDecided: (decided: ReceiptDecided) => void
}

/** One receipt waiting: whose, for which stay, what was asked, the picture, and the two decisions. */
export function ReceiptCard({ receipt, onDecided }: ReceiptCardProps) {
  const call = useStaffCall()
  const [dialog, setDialog] = useState<'paid' | 'reject' | null>(null)
  const headingId = `receipt-${receipt.ref}`

  async function reject(reason: string): Promise<string | null> {
    const result = await call(staffApi.rejectReceipt(receipt.ref, reason))
    if (!result.ok) return result.problem.fields.reason ?? describeProblem(result.problem)
    setDialog(null)
    onDecided({ detail: result.data, decision: 'rejected' })
    return null
  }

  const facts: [string, string][] = [
    ['Room', receipt.roomName],
    ['Stay', describeStayNights(receipt.checkIn, receipt.checkOut)],
    ['Total', formatCentavos(receipt.total)],
    ['Deposit asked', formatCentavos(receipt.deposit)],
    ['Uploaded', formatResortTime(receipt.uploadedAt)],
    ['Hold', receiptHoldWords(receipt, new Date())],
  ]

  return (
    <article
      aria-labelledby={headingId}
      className="st:border st:border-sand-deep st:bg-white st:p-5 st:md:p-6"
    >
      <h3 id={headingId} className="st:flex st:flex-wrap st:items-baseline st:gap-x-3 st:gap-y-1">
        <Link
          to={toStaffReservationPath(receipt.ref)}
          className="st:font-mono st:text-lg st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
        >
          {receipt.ref}
        </Link>
        <span className="st:font-display st:text-2xl">{receipt.guestName}</span>
      </h3>
      <dl className="st:mt-4 st:grid st:gap-x-6 st:gap-y-2 st:sm:grid-cols-2">
        {facts.map(([term, detail]) => (
          <div key={term} className="st:flex st:gap-3">
            <dt className="st:w-28 st:shrink-0 st:text-muted">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="st:mt-4">
        <ReceiptView receipt={receipt} reference={receipt.ref} />
      </div>
      <div className="st:mt-5 st:flex st:flex-wrap st:gap-3">
        <button
          type="button"
          onClick={() => setDialog('paid')}
          aria-describedby={headingId}
          className={PRIMARY_BUTTON}
        >
          Mark as paid
        </button>
        <button
          type="button"
          onClick={() => setDialog('reject')}
          aria-describedby={headingId}
          className={DANGER_BUTTON}
        >
          Reject receipt
        </button>
      </div>
      <MarkPaidDialog
        open={dialog === 'paid'}
        receipt={receipt}
        onClose={() => setDialog(null)}
        onPaid={(detail) => {
          setDialog(null)
          onDecided({ detail, decision: 'paid' })
        }}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={
          <>
            Reject the receipt for{' '}
            <span className="st:font-mono st:tracking-[0.12em]">{receipt.ref}</span>
          </>
        }
        confirmLabel="Reject receipt"
        guestEmailed
        onClose={() => setDialog(null)}
        onConfirm={reject}
      />
    </article>
  )
}

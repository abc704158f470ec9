import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { WaitingReceiptView } from '../../../../domain/staff-contract'
import { LoadProblem } from '../../parts/load-problem'
import { staffApi } from '../../api/staff-api'
import { useStaffData } from '../../api/use-staff-data'
import { AwaitingTransfer } from './awaiting-transfer'
import { ReceiptCard, type ReceiptDecided } from './receipt-card'

/**
 * Guests' receipts of transfer waiting for staff (docs/reservations.md, "States"), oldest first:
 * mark the deposit paid or reject the receipt; then the holds still awaiting a transfer. Shown
 * only when there is something, so a resort without transfers sees the Requests screen as before.
 */
export function ReceiptsWaiting({ changes }: { changes: number }) {
  // `changes` counts the live feed's changes to reservations, heard by the Requests screen (one
  // stream per screen): an upload or another desk's decision, and the list is read again.
  const { state, reload, replace } = useStaffData(`receipts ${changes}`, staffApi.receipts)
  const [announcement, setAnnouncement] = useState('')

  function onDecided(receipts: WaitingReceiptView[], { detail, decision }: ReceiptDecided) {
    const { ref } = detail.reservation
    const rest = receipts.filter((receipt) => receipt.ref !== ref)
    flushSync(() => replace({ receipts: rest, awaitingTransfer }))
    setAnnouncement(
      decision === 'paid'
        ? `Marked ${ref} as paid: it is ${detail.reservation.status === 'confirmed' ? 'confirmed and the guest is emailed' : 'recorded'}.`
        : `Rejected the receipt for ${ref}. The guest is emailed the reason.`,
    )
    document.getElementById('receipts-heading')?.focus()
  }

  const receipts = state.status === 'loaded' ? state.data.receipts : []
  const awaitingTransfer = state.status === 'loaded' ? state.data.awaitingTransfer : []
  return (
    <div className="st:mt-8">
      <p
        role="status"
        className="st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0"
      >
        {announcement}
      </p>
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {(receipts.length > 0 || announcement !== '') && (
        <section aria-labelledby="receipts-heading">
          <h2
            id="receipts-heading"
            tabIndex={-1}
            className="st:mt-4 st:font-display st:text-3xl st:text-sea-deep"
          >
            Receipts waiting
          </h2>
          {receipts.length === 0 ? (
            <p className="st:mt-3 st:text-muted">No receipts are waiting.</p>
          ) : (
            <ol
              aria-label="Receipts, oldest first"
              className="st:mt-4 st:flex st:flex-col st:gap-5"
            >
              {receipts.map((receipt) => (
                <li key={receipt.id}>
                  <ReceiptCard
                    receipt={receipt}
                    onDecided={(decided) => onDecided(receipts, decided)}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
      <AwaitingTransfer holds={awaitingTransfer} />
    </div>
  )
}

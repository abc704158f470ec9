import type { ReservationView } from '../../../domain/api-contract'
import { formatResortInstant } from '../../../domain/calendar'
import { endsUnlived } from '../../../domain/front-desk'
import { formatCentavos } from '../../../domain/money'
import { refundWords } from '../../../domain/refund-words'
import { TransferInstructions } from './transfer-instructions'

type Payable = ReservationView &
  Required<Pick<ReservationView, 'deposit' | 'paid' | 'balance' | 'payment'>>

/** Whether the booking was made with payments on, so it has money to show. */
export function isPayable(reservation: ReservationView): reservation is Payable {
  return (
    reservation.payment !== undefined &&
    reservation.deposit !== undefined &&
    reservation.paid !== undefined &&
    reservation.balance !== undefined
  )
}

/**
 * The booking's money as the server knows it (docs/reservations.md, "States"): the deposit, what
 * was paid, what is left, and what to do next while the deposit is unpaid.
 */
export function ReservationPayment({ reservation }: { reservation: Payable }) {
  const { payment, deposit, paid, balance } = reservation
  const awaiting = reservation.status === 'awaiting_payment'
  const deadline = payment.deadline ? formatResortInstant(new Date(payment.deadline)) : null
  return (
    <section aria-labelledby="payment-heading" className="mt-6 bg-white p-4 md:p-6">
      <h3 id="payment-heading" className="font-display text-2xl text-sea-deep">
        Payment
      </h3>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-muted">Deposit</dt>
          <dd className="font-semibold">{formatCentavos(deposit)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Paid</dt>
          <dd className="font-semibold">{formatCentavos(paid)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{balance < 0 ? 'To give back' : 'Balance'}</dt>
          <dd className="font-semibold">{formatCentavos(Math.abs(balance))}</dd>
        </div>
      </dl>
      <p className="mt-4">{paymentNews(reservation, deadline)}</p>
      {awaiting && payment.status === 'unpaid' && payment.method === 'online' && payment.url && (
        <a
          href={payment.url}
          className="mt-4 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
        >
          Pay the deposit
        </a>
      )}
      {awaiting && payment.method === 'transfer' && payment.status !== 'paid' && (
        <div className="mt-4 bg-sand p-3 md:p-4">
          <TransferInstructions
            reference={reservation.ref}
            amount={Math.max(0, deposit - paid)}
            deadline={payment.deadline}
            headingLevel="h4"
          />
        </div>
      )}
    </section>
  )
}

function paymentNews(reservation: Payable, deadline: string | null): string {
  const { payment, balance } = reservation
  switch (payment.status) {
    case 'refund_due':
      // The cancellation email's words: an online payment of a stay that ended goes back by itself.
      return `To be refunded: ${refundWords(-balance, payment.method === 'online' && endsUnlived(reservation.status))}`
    case 'refunded':
      // What the cancellation email promised, now done.
      return payment.method === 'online'
        ? `Refunded: ${refundWords(payment.refunded ?? 0, true)}`
        : `Refunded: ${formatCentavos(payment.refunded ?? 0)}.`
    case 'receipt_in_review':
      return 'We have your receipt: the resort is checking it, and your room stays held meanwhile.'
    case 'paid':
      return balance > 0
        ? `Deposit paid. The balance of ${formatCentavos(balance)} is due at check-in.`
        : 'Paid in full. Thank you.'
    case 'unpaid':
      if (reservation.status !== 'awaiting_payment') return 'Nothing was paid.'
      return payment.method === 'online'
        ? `The deposit is not paid yet. Pay it${deadline ? ` by ${deadline}` : ''} to confirm your stay; until then the room is held for you.`
        : `Transfer the deposit${deadline ? ` by ${deadline}` : ''}, then upload a photo or PDF of the receipt below.`
  }
}

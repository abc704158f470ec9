import type { ReservationView } from '../../../domain/api-contract'
import { endsUnlived } from '../../../domain/front-desk'
import { formatCentavos, type Centavos } from '../../../domain/money'
import { fill } from '../../i18n/locale'
import { formatInstantIn, useLookupSpeech } from '../../i18n/lookup'
import type { LookupWords } from '../../i18n/messages/lookup/en'
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
  const say = useLookupSpeech()
  const { words } = say
  const awaiting = reservation.status === 'awaiting_payment'
  const deadline = payment.deadline ? formatInstantIn(say, new Date(payment.deadline)) : null
  return (
    <section aria-labelledby="payment-heading" className="mt-6 bg-white p-4 md:p-6">
      <h3 id="payment-heading" className="font-display text-2xl text-sea-deep">
        {words.payment}
      </h3>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-muted">{words.deposit}</dt>
          <dd className="font-semibold">{formatCentavos(deposit)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{words.paid}</dt>
          <dd className="font-semibold">{formatCentavos(paid)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{balance < 0 ? words.toGiveBack : words.balance}</dt>
          <dd className="font-semibold">{formatCentavos(Math.abs(balance))}</dd>
        </div>
      </dl>
      <p className="mt-4">{paymentNews(reservation, deadline, words)}</p>
      {awaiting && payment.status === 'unpaid' && payment.method === 'online' && payment.url && (
        <a
          href={payment.url}
          className="mt-4 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
        >
          {words.payDeposit}
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

function paymentNews(reservation: Payable, deadline: string | null, words: LookupWords): string {
  const { payment, balance } = reservation
  switch (payment.status) {
    case 'refund_due':
      // The cancellation email's words: an online payment of a stay that ended goes back by itself.
      return fill(words.refundDue, {
        s: refundIn(
          words,
          -balance,
          payment.method === 'online' && endsUnlived(reservation.status),
        ),
      })
    case 'refunded':
      // What the cancellation email promised, now done.
      return payment.method === 'online'
        ? fill(words.refunded, { s: refundIn(words, payment.refunded ?? 0, true) })
        : fill(words.refundedAmount, { a: formatCentavos(payment.refunded ?? 0) })
    case 'receipt_in_review':
      return words.receiptChecking
    case 'paid':
      return balance > 0
        ? fill(words.depositPaid, { a: formatCentavos(balance) })
        : words.paidInFull
    case 'unpaid':
      if (reservation.status !== 'awaiting_payment') return words.nothingPaid
      if (payment.method === 'online') {
        return deadline ? fill(words.depositOnlineBy, { d: deadline }) : words.depositOnline
      }
      return deadline ? fill(words.depositTransferBy, { d: deadline }) : words.depositTransfer
  }
}

/**
 * domain/refund-words.ts's sentence (the emails') in the page's language: an online payment of a
 * stay that ended unlived goes back to the card by itself; anything else the desk gives back.
 */
function refundIn(words: LookupWords, amount: Centavos, backToCard: boolean): string {
  return fill(backToCard ? words.refundToCard : words.refundByHand, { a: formatCentavos(amount) })
}

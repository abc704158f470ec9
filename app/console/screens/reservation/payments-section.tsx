import { useState } from 'react'
import { PAYMENT_METHOD_WORDS, type DeskPaymentMethod } from '../../../../domain/ledger'
import { formatCentavos } from '../../../../domain/money'
import type {
  MoneyView,
  PaymentView,
  ReceiptSummary,
  ReservationDetail,
} from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ReceiptView } from '../../ui/receipt-view'
import { formatResortTime } from '../../ui/staff-words'
import { RecordPaymentDialog } from './record-payment-dialog'

type PaymentsSectionProps = {
  reference: string
  receipt?: ReceiptSummary | undefined
  payments: PaymentView[]
  money: MoneyView
  onRecorded: (detail: ReservationDetail, message: string) => void
}

/** The stay's money: due, paid and the balance, the ledger's rows, and 'Record payment'. */
export function PaymentsSection({
  reference,
  receipt,
  payments,
  money,
  onRecorded,
}: PaymentsSectionProps) {
  const [recording, setRecording] = useState(false)
  return (
    <section aria-labelledby="payments-heading" className="st:bg-white st:p-5 st:md:p-6">
      <div className="st:flex st:flex-wrap st:items-center st:justify-between st:gap-3">
        <h2 id="payments-heading" className="st:font-display st:text-2xl st:text-sea-deep">
          Payments
        </h2>
        <button type="button" onClick={() => setRecording(true)} className={SECONDARY_BUTTON}>
          Record payment
        </button>
      </div>
      <dl className="st:mt-3 st:grid st:grid-cols-3 st:gap-3">
        <Figure term="Due" value={formatCentavos(money.due)} />
        <Figure term="Paid" value={formatCentavos(money.paid)} />
        <Figure term={balanceTerm(money)} value={formatCentavos(Math.abs(money.balance))} strong />
      </dl>
      {money.deposit && (
        <p className="st:mt-3">
          Deposit asked at booking: {formatCentavos(money.deposit.amount)},{' '}
          {money.deposit.way === 'online' ? 'online' : 'by transfer with a receipt'}.
        </p>
      )}
      {payments.length === 0 ? (
        <p className="st:mt-4 st:text-muted">Nothing paid or given back yet.</p>
      ) : (
        <ol aria-label="Payments, oldest first" className="st:mt-4 st:flex st:flex-col">
          {payments.map((payment, index) => (
            <li
              key={`${payment.at} ${index}`}
              className="st:flex st:flex-wrap st:justify-between st:gap-x-4 st:border-b st:border-sand-deep st:py-3 st:last:border-0"
            >
              <span>
                <span className="st:font-medium">
                  {payment.amount > 0 ? 'Paid' : 'Given back'}{' '}
                  {formatCentavos(Math.abs(payment.amount))}
                </span>{' '}
                · {methodWords(payment.method)}
                {payment.note && <span className="st:block st:text-muted">{payment.note}</span>}
              </span>
              <span className="st:text-sm st:text-muted">
                {payment.who}, {formatResortTime(payment.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {receipt && <LatestReceipt reference={reference} receipt={receipt} />}
      <RecordPaymentDialog
        open={recording}
        reference={reference}
        money={money}
        onClose={() => setRecording(false)}
        onRecorded={(detail, entry) => {
          setRecording(false)
          const amount = formatCentavos(Math.abs(entry.amount))
          onRecorded(
            detail,
            `${entry.amount > 0 ? `Payment of ${amount}` : `${amount} given back`} recorded. ${balanceSentence(detail.money)}`,
          )
        }}
      />
    </section>
  )
}

const RECEIPT_WORDS: Record<ReceiptSummary['status'], string> = {
  waiting: 'waiting on the Requests screen',
  accepted: 'marked as paid',
  rejected: 'rejected',
}

/** The guest's newest receipt of transfer; staff decide on it from the Requests screen. */
function LatestReceipt({ reference, receipt }: { reference: string; receipt: ReceiptSummary }) {
  return (
    <div className="st:mt-4 st:border-t st:border-sand-deep st:pt-4">
      <p>
        <span className="st:font-medium">Receipt of transfer</span>, sent{' '}
        {formatResortTime(receipt.uploadedAt)}: {RECEIPT_WORDS[receipt.status]}
        {receipt.reason && ` (${receipt.reason})`}.
      </p>
      <div className="st:mt-3">
        <ReceiptView receipt={receipt} reference={reference} />
      </div>
    </div>
  )
}

function Figure({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="st:bg-sand st:p-3">
      <dt className="st:text-sm st:text-muted">{term}</dt>
      <dd className={strong ? 'st:text-lg st:font-medium' : 'st:text-lg'}>{value}</dd>
    </div>
  )
}

function balanceTerm(money: MoneyView): string {
  if (money.balance > 0) return 'Balance due'
  return money.balance < 0 ? 'To give back' : 'Balance'
}

function balanceSentence(money: MoneyView): string {
  if (money.balance > 0) return `${formatCentavos(money.balance)} is still due.`
  if (money.balance < 0) return `${formatCentavos(-money.balance)} is to be given back.`
  return 'Nothing is due.'
}

function methodWords(method: string): string {
  // Money through the gateway is recorded as 'paymongo', or 'paymongo:gcash' with its kind.
  if (method.startsWith('paymongo')) return 'Online (PayMongo)'
  return PAYMENT_METHOD_WORDS[method as DeskPaymentMethod] ?? method
}

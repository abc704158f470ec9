import { useState } from 'react'
import { formatStayDate } from '../../../../domain/calendar'
import { CHARGE_KIND_WORDS } from '../../../../domain/folio'
import { formatCentavos } from '../../../../domain/money'
import type {
  FolioLineView,
  FolioView,
  MoneyView,
  PaymentView,
  ReceiptSummary,
  ReservationDetail,
} from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ReceiptView } from '../../ui/receipt-view'
import { formatResortTime } from '../../ui/staff-words'
import {
  balanceSentence,
  balanceTerm,
  describeUnitPrice,
  paymentMethodWords,
  paymentRecordedMessage,
} from '../../parts/folio-words'
import { AddChargeDialog } from './add-charge-dialog'
import { chargePostedMessage } from './charge-draft'
import { DiscountsDialog } from './discounts-dialog'
import { describeBeneficiaries, discountsSavedMessage } from './discounts-draft'
import { FolioInvoices } from './folio-invoices'
import { CreditNoteDialog, IssueInvoiceDialog } from './invoice-dialogs'
import { issuedMessage } from './invoice-draft'
import { LocalFeesDialog } from './local-fees-dialog'
import { feesSavedMessage } from './local-fees-draft'
import { RecordPaymentDialog } from './record-payment-dialog'

type FolioSectionProps = {
  reference: string
  folio: FolioView
  money: MoneyView
  receipt?: ReceiptSummary | undefined
  /** In the house or checked out: the stay may be invoiced. */
  invoiceable: boolean
  /** The server issues invoices (INVOICES=on): without, nothing here offers them. */
  invoicing: boolean
  /** Adults and kids: each pays the local fees at their own tier. */
  guests: number
  onRecorded: (detail: ReservationDetail, message: string) => void
  /**
   * A charge posted, the senior / PWD list saved, an invoice or credit note issued: what it was,
   * in words; the screen reads the reservation again.
   */
  onCharged: (message: string) => void
}

/**
 * The stay's folio: every charge line and every payment, oldest first, then what they come to;
 * 'Add charge', 'Record payment', 'Senior / PWD' with who has that discount, 'Local fees' (each
 * guest's tier), and 'Issue invoice' with what was issued ('Print', 'Credit note').
 */
export function FolioSection({
  reference,
  folio,
  money,
  receipt,
  invoiceable,
  invoicing,
  guests,
  onRecorded,
  onCharged,
}: FolioSectionProps) {
  const [open, setOpen] = useState<'charge' | 'payment' | 'discounts' | 'fees' | 'invoice' | null>(
    null,
  )
  const [crediting, setCrediting] = useState<string | null>(null)
  return (
    <section aria-labelledby="folio-heading" className="st:bg-white st:p-5 st:md:p-6">
      <div className="st:flex st:flex-wrap st:items-center st:justify-between st:gap-3">
        <h2 id="folio-heading" className="st:font-display st:text-2xl st:text-sea-deep">
          Folio
        </h2>
        <div className="st:flex st:flex-wrap st:gap-3">
          <button type="button" onClick={() => setOpen('charge')} className={SECONDARY_BUTTON}>
            Add charge
          </button>
          <button type="button" onClick={() => setOpen('payment')} className={SECONDARY_BUTTON}>
            Record payment
          </button>
          <button type="button" onClick={() => setOpen('discounts')} className={SECONDARY_BUTTON}>
            Senior / PWD
          </button>
          {folio.localFees.length > 0 && (
            <button type="button" onClick={() => setOpen('fees')} className={SECONDARY_BUTTON}>
              Local fees
            </button>
          )}
          {invoicing && invoiceable && (
            <button type="button" onClick={() => setOpen('invoice')} className={SECONDARY_BUTTON}>
              Issue invoice
            </button>
          )}
        </div>
      </div>
      <ChargeLines lines={folio.lines} />
      <Payments payments={folio.payments} />
      <dl className="st:mt-4 st:grid st:grid-cols-3 st:gap-3 st:md:ml-auto st:md:max-w-2xl">
        <Figure term="Total" value={folio.total} />
        <Figure term="Paid" value={folio.paid} />
        <Figure term={balanceTerm(folio.balance)} value={Math.abs(folio.balance)} strong />
      </dl>
      {folio.beneficiaries.length > 0 && <Beneficiaries folio={folio} />}
      {invoicing && <FolioInvoices invoices={folio.invoices} onCredit={setCrediting} />}
      {money.deposit && (
        <p className="st:mt-3">
          Deposit asked at booking: {formatCentavos(money.deposit.amount)},{' '}
          {money.deposit.way === 'online' ? 'online' : 'by transfer with a receipt'}.
        </p>
      )}
      {receipt && <LatestReceipt reference={reference} receipt={receipt} />}
      <AddChargeDialog
        open={open === 'charge'}
        reference={reference}
        onClose={() => setOpen(null)}
        onPosted={(posted, charge) => {
          setOpen(null)
          onCharged(
            `${chargePostedMessage(charge, posted.lines.at(-1))} ${balanceSentence(posted.balance)}`,
          )
        }}
      />
      <RecordPaymentDialog
        open={open === 'payment'}
        reference={reference}
        money={money}
        onClose={() => setOpen(null)}
        onRecorded={(detail, entry) => {
          setOpen(null)
          onRecorded(detail, paymentRecordedMessage(entry.amount, detail.folio.balance))
        }}
      />
      <DiscountsDialog
        open={open === 'discounts'}
        reference={reference}
        beneficiaries={folio.beneficiaries}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          setOpen(null)
          onCharged(discountsSavedMessage(saved))
        }}
      />
      <LocalFeesDialog
        open={open === 'fees'}
        reference={reference}
        folio={folio}
        guests={guests}
        onClose={() => setOpen(null)}
        onSaved={(saved) => {
          setOpen(null)
          onCharged(feesSavedMessage(saved))
        }}
      />
      <IssueInvoiceDialog
        open={open === 'invoice'}
        reference={reference}
        onClose={() => setOpen(null)}
        onIssued={(issued) => {
          setOpen(null)
          onCharged(issuedMessage(issued))
        }}
      />
      <CreditNoteDialog
        number={crediting}
        onClose={() => setCrediting(null)}
        onIssued={(issued) => {
          setCrediting(null)
          onCharged(issuedMessage(issued))
        }}
      />
    </section>
  )
}

// A line a row: on a phone its words and amount, with the date, kind and price each beneath; from
// md up a ledger of columns (date, words, price each, amount), the amounts under one another.
const ROW =
  'st:grid st:grid-cols-[minmax(0,1fr)_auto] st:gap-x-4 st:border-b st:border-sand-deep st:py-3 st:last:border-0 st:md:grid-cols-[9rem_minmax(0,1fr)_8rem_8rem]'
const WORDS = 'st:col-start-1 st:row-start-1 st:wrap-anywhere st:md:col-start-2'
const AMOUNT =
  'st:col-start-2 st:row-start-1 st:text-right st:font-medium st:whitespace-nowrap st:tabular-nums st:md:col-start-4'
const SUBHEADING =
  'st:mt-5 st:text-sm st:font-medium st:tracking-[0.08em] st:text-sea-deep st:uppercase'

function ChargeLines({ lines }: { lines: FolioLineView[] }) {
  return (
    <section aria-labelledby="folio-charges-heading">
      <h3 id="folio-charges-heading" className={SUBHEADING}>
        Charges
      </h3>
      {lines.length === 0 ? (
        <p className="st:mt-2 st:text-muted">Nothing charged yet.</p>
      ) : (
        <ol aria-label="Charges, oldest first" className="st:mt-1 st:flex st:flex-col">
          {lines.map((line) => (
            <li key={line.id} className={ROW}>
              <p className={WORDS}>{line.description}</p>
              <p className={AMOUNT}>{formatCentavos(line.amount)}</p>
              {/* One line beneath on a phone; its parts take their own columns from md up. */}
              <p className="st:col-start-1 st:row-start-2 st:text-sm st:text-muted st:md:contents">
                <span className="st:md:col-start-1 st:md:row-start-1 st:md:self-baseline">
                  {formatStayDate(line.date)}
                </span>
                <Separator />
                <span className="st:md:col-start-2 st:md:row-start-2">
                  {CHARGE_KIND_WORDS[line.kind] ?? line.kind}
                </span>
                <Separator />
                <span className="st:whitespace-nowrap st:tabular-nums st:md:col-start-3 st:md:row-start-1 st:md:self-baseline st:md:text-right">
                  {describeUnitPrice(line)}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function Separator() {
  return (
    <span aria-hidden="true" className="st:md:hidden">
      {' · '}
    </span>
  )
}

function Payments({ payments }: { payments: PaymentView[] }) {
  return (
    <section aria-labelledby="folio-payments-heading">
      <h3 id="folio-payments-heading" className={SUBHEADING}>
        Payments
      </h3>
      {payments.length === 0 ? (
        <p className="st:mt-2 st:text-muted">Nothing paid or given back yet.</p>
      ) : (
        <ol aria-label="Payments, oldest first" className="st:mt-1 st:flex st:flex-col">
          {payments.map((payment, index) => (
            <li key={`${payment.at} ${index}`} className={ROW}>
              <div className="st:col-start-1 st:row-start-1 st:md:col-span-3">
                <p>
                  {payment.amount > 0 ? 'Paid' : 'Given back'} ·{' '}
                  {paymentMethodWords(payment.method)}
                </p>
                {payment.note && <p className="st:wrap-anywhere">{payment.note}</p>}
                <p className="st:text-sm st:text-muted st:wrap-anywhere">
                  {payment.who}, {formatResortTime(payment.at)}
                </p>
              </div>
              <p className={AMOUNT}>{formatCentavos(payment.amount)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Who has the discount, numbered as the folio's lines name them (which never name the guest). */
function Beneficiaries({ folio }: { folio: FolioView }) {
  return (
    <section aria-labelledby="folio-beneficiaries-heading">
      <h3 id="folio-beneficiaries-heading" className={SUBHEADING}>
        Senior citizens and PWDs
      </h3>
      <ul className="st:mt-2 st:flex st:flex-col st:gap-1">
        {describeBeneficiaries(folio.beneficiaries).map((words) => (
          <li key={words} className="st:wrap-anywhere">
            {words}
          </li>
        ))}
      </ul>
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

function Figure({ term, value, strong }: { term: string; value: number; strong?: boolean }) {
  return (
    // Three abreast on a phone too: a total in centavos (after a senior's discount, say) fits at
    // 390 px only a size down and with less padding.
    <div className="st:bg-sand st:px-2 st:py-3 st:sm:px-3">
      <dt className="st:text-sm st:text-muted">{term}</dt>
      <dd
        className={`st:text-base st:tabular-nums st:sm:text-lg ${strong ? 'st:font-medium' : ''}`}
      >
        {formatCentavos(value)}
      </dd>
    </div>
  )
}

import type { FolioInvoiceSummary } from '../../../../domain/staff-contract'
import { formatCentavos } from '../../../../domain/money'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { formatResortTime } from '../../ui/staff-words'
import { invoiceKindWord, invoicePdfHref } from './invoice-draft'

type FolioInvoicesProps = {
  invoices: readonly FolioInvoiceSummary[]
  onCredit: (number: string) => void
}

const SUBHEADING =
  'st:mt-5 st:text-sm st:font-medium st:tracking-[0.08em] st:text-sea-deep st:uppercase'

/**
 * What was issued for the stay, oldest first: 'Print' opens each one's PDF in a tab of its own;
 * an invoice also offers 'Credit note'.
 */
export function FolioInvoices({ invoices, onCredit }: FolioInvoicesProps) {
  if (invoices.length === 0) return null
  return (
    <section aria-labelledby="folio-invoices-heading">
      <h3 id="folio-invoices-heading" className={SUBHEADING}>
        Invoices
      </h3>
      <ol
        aria-label="Invoices and credit notes, oldest first"
        className="st:mt-1 st:flex st:flex-col"
      >
        {invoices.map((invoice) => (
          <li
            key={invoice.number}
            className="st:flex st:flex-wrap st:items-center st:gap-x-4 st:gap-y-2 st:border-b st:border-sand-deep st:py-3 st:last:border-0"
          >
            <div className="st:min-w-0 st:flex-1">
              <p>
                {invoiceKindWord(invoice.kind)}{' '}
                <span className="st:font-mono st:tracking-[0.08em]">{invoice.number}</span>
              </p>
              <p className="st:text-sm st:text-muted">{formatResortTime(invoice.issuedAt)}</p>
            </div>
            <p className="st:font-medium st:whitespace-nowrap st:tabular-nums">
              {formatCentavos(invoice.total)}
            </p>
            <div className="st:flex st:w-full st:gap-3 st:sm:w-60 st:sm:justify-end">
              <a
                href={invoicePdfHref(invoice.number)}
                target="_blank"
                rel="noopener"
                className={SECONDARY_BUTTON}
              >
                Print<span className="st:sr-only"> {invoice.number} (opens a new tab)</span>
              </a>
              {invoice.kind === 'invoice' && (
                <button
                  type="button"
                  onClick={() => onCredit(invoice.number)}
                  className={SECONDARY_BUTTON}
                >
                  Credit note<span className="st:sr-only"> for {invoice.number}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

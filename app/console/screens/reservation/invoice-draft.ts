/**
 * The invoice forms of the folio (docs/invoices.md): 'Issue invoice' with an optional buyer,
 * 'Credit note' with its reason and the lines it credits, and the words the desk reads after.
 */
import type { InvoiceDocument, InvoiceKind } from '../../../../domain/invoice'
import { formatCentavos } from '../../../../domain/money'
import type { CreditNoteRequest, InvoiceRequest } from '../../../../domain/staff-contract'
import { STAFF_API_BASE } from '../../../../domain/staff-endpoints'

export type BuyerDraft = { name: string; address: string; tin: string }
export const NO_BUYER: BuyerDraft = { name: '', address: '', tin: '' }

/** A TIN as the BIR writes it: nine digits, and the branch code of three to five. */
const TIN = /^\d{3}-\d{3}-\d{3}(-\d{3,5})?$/

export type BuyerProblems = Partial<Record<keyof BuyerDraft, string>>

/** The guest's name stands when no name is given; an address or TIN needs a name to go with. */
export function checkBuyer(
  draft: BuyerDraft,
): { request: InvoiceRequest } | { problems: BuyerProblems } {
  const name = draft.name.trim()
  const address = draft.address.trim()
  const tin = draft.tin.trim()
  const problems: BuyerProblems = {}
  if (!name && (address || tin))
    problems.name = 'Give the name the address and TIN belong to, as it should read on the invoice.'
  if (tin && !TIN.test(tin)) problems.tin = 'Write the TIN as 123-456-789 or 123-456-789-00000.'
  if (Object.keys(problems).length > 0) return { problems }
  if (!name) return { request: {} }
  return {
    request: { buyer: { name, ...(address ? { address } : {}), ...(tin ? { tin } : {}) } },
  }
}

export type CreditDraft = { reason: string; lines: readonly number[] }

/** No line ticked credits every line not yet credited. */
export function checkCredit(
  draft: CreditDraft,
): { request: CreditNoteRequest } | { problem: string } {
  const reason = draft.reason.trim()
  if (!reason)
    return { problem: 'Say why the invoice is credited: it is printed on the credit note.' }
  return { request: draft.lines.length > 0 ? { reason, lines: [...draft.lines] } : { reason } }
}

const KIND_WORDS: Record<InvoiceKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' }

export function invoiceKindWord(kind: InvoiceKind): string {
  return KIND_WORDS[kind]
}

/** Where 'Print' opens the document: the PDF the guest was sent. */
export function invoicePdfHref(number: string): string {
  return `${STAFF_API_BASE}/invoices/${encodeURIComponent(number)}.pdf`
}

export function issuedMessage(document: InvoiceDocument): string {
  const what = document.kind === 'invoice' ? 'Invoice' : 'Credit note'
  return `${what} ${document.number} issued for ${formatCentavos(document.figures.total)}.`
}

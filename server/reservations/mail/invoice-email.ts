/**
 * The guest's mail when check-out issues an invoice (docs/invoices.md): thanks for the stay,
 * the invoice's number and total, and the invoice itself, which the mail worker draws as a
 * PDF from the stored document at send time and attaches. A stay that is over gets no
 * calendar. The mail is in the guest's language, but the invoice stays English: it is the
 * legal document (docs/invoices.md), issued once under the BIR's rules and kept in the resort's
 * books exactly as the guest received it, the same for every guest.
 */
import { formatStayDate } from '../../../domain/calendar'
import type { ReservationView } from '../../../domain/api-contract'
import type { InvoiceDocument } from '../../../domain/invoice'
import { formatCentavos } from '../../../domain/money'
import { mailWordsIn } from './mail-words'
import type { OutgoingEmail } from './outbox'
import { guestEmail, paragraph, type MailContext } from './templates'

export const INVOICE_EMAIL_KIND = 'checked-out-invoice'

export function checkedOutEmail(
  view: ReservationView,
  invoice: InvoiceDocument,
  context: MailContext,
  reservationId: number,
): OutgoingEmail {
  const all = mailWordsIn(view.language)
  const words = all.invoice
  const email = guestEmail(view, context, reservationId, {
    kind: INVOICE_EMAIL_KIND,
    subject: words.subject(invoice.number, context.resortName),
    preview: words.preview(invoice.number, view.ref),
    blocks: [
      paragraph(words.thanks(context.resortName)),
      {
        kind: 'details',
        rows: [
          { label: words.number, value: invoice.number },
          { label: words.date, value: formatStayDate(invoice.date, all.locale) },
          { label: words.reservation, value: view.ref },
          { label: all.details.total, value: formatCentavos(invoice.figures.total) },
        ],
      },
      paragraph(words.attached),
    ],
    stay: null,
  })
  return email.letter ? { ...email, letter: { ...email.letter, invoice: invoice.number } } : email
}

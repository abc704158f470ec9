/**
 * The guest's mail when check-out issues an invoice (docs/invoices.md): thanks for the stay,
 * the invoice's number and total, and the invoice itself, which the mail worker draws as a
 * PDF from the stored document at send time and attaches. A stay that is over gets no
 * calendar.
 */
import { formatStayDate } from '../../../domain/calendar'
import type { ReservationView } from '../../../domain/api-contract'
import type { InvoiceDocument } from '../../../domain/invoice'
import { formatCentavos } from '../../../domain/money'
import type { OutgoingEmail } from './outbox'
import { guestEmail, paragraph, type MailContext } from './templates'

export const INVOICE_EMAIL_KIND = 'checked-out-invoice'

export function checkedOutEmail(
  view: ReservationView,
  invoice: InvoiceDocument,
  context: MailContext,
  reservationId: number,
): OutgoingEmail {
  const email = guestEmail(view, context, reservationId, {
    kind: INVOICE_EMAIL_KIND,
    subject: `Thank you for staying with us: invoice ${invoice.number} from ${context.resortName}`,
    preview: `Your invoice ${invoice.number} for reservation ${view.ref} is attached.`,
    blocks: [
      paragraph(
        `Thank you for staying with us at ${context.resortName}. We hope you leave rested, and that we will welcome you back soon.`,
      ),
      {
        kind: 'details',
        rows: [
          { label: 'Invoice', value: invoice.number },
          { label: 'Date', value: formatStayDate(invoice.date) },
          { label: 'Reservation', value: view.ref },
          { label: 'Total', value: formatCentavos(invoice.figures.total) },
        ],
      },
      paragraph(
        'Your invoice is attached to this email as a PDF. If it should carry the name, address or TIN of your company, reply to this email and we will issue it again in that name.',
      ),
    ],
    stay: null,
  })
  return email.letter ? { ...email, letter: { ...email.letter, invoice: invoice.number } } : email
}

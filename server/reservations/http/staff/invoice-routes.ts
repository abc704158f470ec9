/** Invoices and credit notes (docs/invoices.md): issued at the desk, read back whole. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { invoicePdf } from '../../mail/invoice-pdf'
import { invoiceFile, issueCreditNote, issueInvoice } from '../../services/invoices'
import { refusal } from '../responses'
import { serve } from '../serve-endpoint'
import { CreditNoteSchema, InvoiceSchema } from '../staff-schemas'
import type { StaffApiDependencies, StaffApp } from './staff-app'

export function registerInvoiceRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { db, desk } = deps
  serve(app, STAFF_API.issueInvoice, {
    body: InvoiceSchema,
    invalid: "Give the buyer's name, and their address and TIN if they want them on it.",
    status: 201,
    handle: async (c, { param, body }) =>
      issueInvoice(db, desk.seller, param('ref'), body, c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.creditNote, {
    body: CreditNoteSchema,
    invalid: 'Say why the invoice is credited, and which of its lines if not all.',
    status: 201,
    handle: async (c, { param, body }) =>
      issueCreditNote(db, desk.seller, param('number'), body, c.get('staff'), deps.now()),
  })
  // The same route as the `.json`, so the same roles: a `.pdf` is drawn here, and any other
  // name goes on to the JSON handler, which answers or refuses it.
  app.get(STAFF_API.invoice.route, async (c, next) => {
    const file = c.req.param('file')
    if (!file.endsWith('.pdf')) return next()
    const outcome = await invoiceFile(db, file, '.pdf')
    if (!outcome.ok) return refusal(c, outcome.problem)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `inline; filename="${outcome.value.number}.pdf"`)
    return c.body(new Uint8Array(await invoicePdf(outcome.value)))
  })
  serve(app, STAFF_API.invoice, {
    handle: async (_, { param }) => invoiceFile(db, param('file'), '.json'),
  })
}

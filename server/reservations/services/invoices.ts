/**
 * Invoices and credit notes at the desk (docs/invoices.md): what a stay's folio has not yet
 * been invoiced for becomes an invoice, numbered and stored in the transaction that holds the
 * stay's row; a credit note names an invoice and credits its lines, which may then be invoiced
 * again. Nothing issued is ever changed (decision 038).
 */
import type { Transaction } from 'kysely'
import { resortToday } from '../../../domain/calendar'
import { folioTotal } from '../../../domain/folio'
import {
  discountHoldersOf,
  invoiceDocument,
  invoiceLinesOf,
  linesLeftToInvoice,
  linesToCredit,
  readInvoiceNumber,
  type Buyer,
  type InvoiceDocument,
  type Seller,
} from '../../../domain/invoice'
import { lodgingOf } from '../../../domain/lodging-discounts'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { CreditNoteRequest, InvoiceRequest, StaffMember } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { folioLinesOf } from '../data/folio'
import { insertInvoice, invoiceNumbered, invoicesOf, takeNumber } from '../data/invoices'
import { insertEvent, touchReservation } from '../data/reservations'
import { stayDiscountsOf } from '../data/stay-discounts'
import type { Database, ReservationRow } from '../data/tables'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'
import { NOT_FOUND } from './staff-desk'

export const INVOICES_OFF: Problem = {
  code: 'not_found',
  message: 'Invoices are off at this resort: the server issues them once INVOICES is on.',
}
const NO_INVOICE: Problem = { code: 'not_found', message: 'There is no invoice with that number.' }
const NOTHING_LEFT: Problem = {
  code: 'wrong_state',
  message:
    'Nothing on this folio is left to invoice. To correct an invoice, issue a credit note for it; what it credits can then be invoiced again.',
}
const INVOICED_STATES: ReadonlySet<ReservationStatus> = new Set(['checked_in', 'checked_out'])

/** The stay as an invoice needs it, in the status it is in once the issuing move is made. */
export type InvoicedStay = Pick<ReservationRow, 'id' | 'ref' | 'adults' | 'kids' | 'guest_name'> & {
  status: ReservationStatus
}

/**
 * Invoices what the stay's folio has left to invoice, or issues nothing (null) when no line is
 * left or what is left comes to nothing or less (a credit note corrects that). The stay's row
 * must be held by `trx`.
 */
export async function invoiceWhatIsLeft(
  trx: Transaction<Database>,
  seller: Seller,
  stay: InvoicedStay,
  buyer: InvoiceRequest['buyer'],
  staff: StaffMember,
  now: Date,
): Promise<InvoiceDocument | null> {
  const lines = await folioLinesOf(trx, stay.id)
  const issued = await invoicesOf(trx, stay.id)
  const left = linesLeftToInvoice(
    lines,
    issued.map((invoice) => invoice.document),
  )
  if (left.length === 0 || folioTotal(left) <= 0) return null
  const billed = invoiceLinesOf(left, lodgingOf(lines, stay.adults + stay.kids))
  const beneficiaries = await stayDiscountsOf(trx, stay.id)
  const taken = await takeNumber(trx, 'invoice')
  const document = invoiceDocument({
    kind: 'invoice',
    number: taken.number,
    issuedAt: now.toISOString(),
    date: resortToday(now),
    seller,
    buyer: buyerOf(buyer, stay.guest_name),
    reservation: stay.ref,
    lines: billed,
    discountHolders: discountHoldersOf(billed, beneficiaries),
    credits: null,
  })
  await insertInvoice(trx, taken, document, stay.id, null, staff.id)
  await insertEvent(trx, {
    reservationId: stay.id,
    actor: { kind: 'staff', staffId: staff.id },
    at: document.issuedAt,
    from: stay.status,
    to: stay.status,
    note: `Invoice ${document.number} issued`,
  })
  return document
}

function buyerOf(given: InvoiceRequest['buyer'], guestName: string | null): Buyer {
  const words = (value: string | undefined) => value?.trim() || null
  return {
    name: words(given?.name) ?? guestName ?? 'Guest',
    address: words(given?.address),
    tin: words(given?.tin),
  }
}

/** `POST /api/staff/reservations/{ref}/invoice`. */
export async function issueInvoice(
  db: Db,
  seller: Seller | null,
  ref: string,
  request: InvoiceRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<InvoiceDocument>> {
  if (!seller) return refuse(INVOICES_OFF)
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  return db.transaction().execute(async (trx): Promise<Outcome<InvoiceDocument>> => {
    const row = await touchReservation(trx, reference, now.toISOString())
    if (!row) return refuse(NOT_FOUND)
    if (!INVOICED_STATES.has(row.status)) {
      return refuse({
        code: 'wrong_state',
        message: 'An invoice is issued for a stay in the house or checked out.',
      })
    }
    const document = await invoiceWhatIsLeft(trx, seller, row, request.buyer, staff, now)
    return document ? ok(document) : refuse(NOTHING_LEFT)
  })
}

/** `POST /api/staff/invoices/{number}/credit-note`. */
export async function issueCreditNote(
  db: Db,
  seller: Seller | null,
  number: string,
  request: CreditNoteRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<InvoiceDocument>> {
  if (!seller) return refuse(INVOICES_OFF)
  const wanted = readInvoiceNumber(number)
  if (!wanted) return refuse(NO_INVOICE)
  const reason = request.reason.trim()
  if (!reason) return refuse(invalid({ reason: 'Say why the invoice is credited.' }))
  return db.transaction().execute(async (trx): Promise<Outcome<InvoiceDocument>> => {
    const invoice = await invoiceNumbered(trx, wanted)
    if (!invoice || invoice.document.kind !== 'invoice') return refuse(NO_INVOICE)
    // The stay's row first, as every write to its folio takes it: an issue waits for this one.
    const row = await touchReservation(trx, invoice.document.reservation, now.toISOString())
    if (!row) return refuse(NO_INVOICE)
    const notes = (await invoicesOf(trx, row.id)).filter(
      (note) => note.creditedInvoiceId === invoice.id,
    )
    const credit = linesToCredit(
      invoice.document.lines,
      notes.map((note) => note.document),
      request.lines,
    )
    if (!credit.ok) {
      return refuse(
        credit.unknown
          ? invalid({ lines: credit.message })
          : { code: 'wrong_state', message: credit.message },
      )
    }
    const taken = await takeNumber(trx, 'credit_note')
    const document = invoiceDocument({
      kind: 'credit_note',
      number: taken.number,
      issuedAt: now.toISOString(),
      date: resortToday(now),
      seller,
      buyer: invoice.document.buyer,
      reservation: row.ref,
      lines: credit.lines,
      discountHolders: invoice.document.discountHolders.filter((holder) =>
        credit.lines.some((line) => line.description.startsWith(`${holder.label}: `)),
      ),
      credits: { invoice: invoice.document.number, reason },
    })
    await insertInvoice(trx, taken, document, row.id, invoice.id, staff.id)
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at: document.issuedAt,
      from: row.status,
      to: row.status,
      note: `Credit note ${document.number} for ${invoice.document.number}: ${reason}`,
    })
    return ok(document)
  })
}

/**
 * `GET /api/staff/invoices/{number}.json` or `.pdf`: the document as issued, whether invoices
 * are on now or not.
 */
export async function invoiceFile(
  db: Db,
  file: string,
  extension: '.json' | '.pdf',
): Promise<Outcome<InvoiceDocument>> {
  const number = file.endsWith(extension)
    ? readInvoiceNumber(file.slice(0, -extension.length))
    : null
  const invoice = number ? await invoiceNumbered(db, number) : undefined
  return invoice ? ok(invoice.document) : refuse(NO_INVOICE)
}

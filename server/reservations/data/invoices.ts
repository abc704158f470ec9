/**
 * Issued invoices and credit notes (migration 021): a number taken from its series' counter row
 * and the document written once, both in the caller's transaction; read back as issued. There
 * is no path that changes or removes one (decision 038).
 */
import type { Kysely, Transaction } from 'kysely'
import type { InvoiceDocument, InvoiceKind } from '../../../domain/invoice'
import { invoiceNumber, SERIES } from '../../../domain/invoice'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type StoredInvoice = {
  id: number
  reservationId: number
  creditedInvoiceId: number | null
  document: InvoiceDocument
}

/**
 * The next number of the kind's series. The counter row stays locked until the transaction
 * ends, so another issue waits for it, and a transaction rolled back gives the number back.
 */
export async function takeNumber(
  trx: Transaction<Database>,
  kind: InvoiceKind,
): Promise<{ series: string; serial: number; number: string }> {
  const series = SERIES[kind]
  const row = await trx
    .updateTable('invoice_series')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('series', '=', series)
    .returning('last_serial')
    .executeTakeFirstOrThrow()
  const serial = Number(row.last_serial)
  return { series, serial, number: invoiceNumber(kind, serial) }
}

export async function insertInvoice(
  trx: Transaction<Database>,
  taken: { series: string; serial: number },
  document: InvoiceDocument,
  reservationId: number,
  creditedInvoiceId: number | null,
  staffId: number | null,
): Promise<void> {
  await trx
    .insertInto('invoice')
    .values({
      number: document.number,
      kind: document.kind,
      series: taken.series,
      serial: taken.serial,
      reservation_id: reservationId,
      issued_at: document.issuedAt,
      issued_on: document.date,
      buyer_name: document.buyer.name,
      buyer_address: document.buyer.address,
      buyer_tin: document.buyer.tin,
      credited_invoice_id: creditedInvoiceId,
      total: document.figures.total,
      document: JSON.stringify(document),
      staff_id: staffId,
    })
    .execute()
}

type Row = {
  id: number
  reservation_id: number
  credited_invoice_id: number | null
  document: string
}

function stored(row: Row): StoredInvoice {
  return {
    id: Number(row.id),
    reservationId: Number(row.reservation_id),
    creditedInvoiceId: row.credited_invoice_id === null ? null : Number(row.credited_invoice_id),
    document: JSON.parse(row.document) as InvoiceDocument,
  }
}

const COLUMNS = ['id', 'reservation_id', 'credited_invoice_id', 'document'] as const

/** A stay's invoices and credit notes, in the order they were issued. */
export async function invoicesOf(db: Executor, reservationId: number): Promise<StoredInvoice[]> {
  const rows = await db
    .selectFrom('invoice')
    .select(COLUMNS)
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute()
  return rows.map(stored)
}

export async function invoiceNumbered(
  db: Executor,
  number: string,
): Promise<StoredInvoice | undefined> {
  const row = await db
    .selectFrom('invoice')
    .select(COLUMNS)
    .where('number', '=', number)
    .executeTakeFirst()
  return row ? stored(row) : undefined
}

/** The documents issued on the resort days from `from` to `to`, both included. */
export async function invoicesIssuedBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<InvoiceDocument[]> {
  const rows = await db
    .selectFrom('invoice')
    .select('document')
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .orderBy('id')
    .execute()
  return rows.map((row) => JSON.parse(row.document) as InvoiceDocument)
}

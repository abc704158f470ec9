/** A folio as staff read it: its lines and payments side by side, and what they come to. */
import { folioBalance } from '../../../domain/folio'
import type { FolioView, PaymentView } from '../../../domain/staff-contract'
import { folioLinesOf, type StoredFolioLine } from '../data/folio'
import { invoicesOf } from '../data/invoices'
import { localFeesOf, stayFeeTiersOf } from '../data/local-fees'
import { paymentsOf } from '../data/payments'
import { stayDiscountsOf } from '../data/stay-discounts'

type Executor = Parameters<typeof folioLinesOf>[0]

export async function readFolio(db: Executor, reservationId: number): Promise<FolioView> {
  const lines = await folioLinesOf(db, reservationId)
  const payments = (await paymentsOf(db, reservationId)).map(toPaymentView)
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0)
  const beneficiaries = await stayDiscountsOf(db, reservationId)
  const invoices = (await invoicesOf(db, reservationId)).map(({ document }) => ({
    number: document.number,
    kind: document.kind,
    total: document.figures.total,
    issuedAt: document.issuedAt,
  }))
  return {
    lines: lines.map(toLineView),
    payments,
    ...folioBalance(lines, paid),
    invoices,
    beneficiaries,
    feeTiers: await stayFeeTiersOf(db, reservationId),
    localFees: await localFeesOf(db),
  }
}

function toLineView(line: StoredFolioLine): FolioView['lines'][number] {
  const { id, kind, description, date, quantity, unitAmount, amount, vat, createdAt } = line
  const who =
    line.createdBy === 'staff'
      ? (line.staffEmail ?? 'Staff')
      : line.createdBy === 'guest'
        ? 'Guest'
        : 'System'
  return { id, kind, description, date, quantity, unitAmount, amount, vat, createdAt, who }
}

function toPaymentView(payment: Awaited<ReturnType<typeof paymentsOf>>[number]): PaymentView {
  return {
    at: payment.at,
    amount: payment.amount,
    method: payment.method,
    note: payment.note,
    who: payment.staff_email ?? 'Payment provider',
  }
}

/** What a guest's page shows of a booking's money: read from the ledger, never from the URL. */
import { folioTotalOf } from '../data/folio'
import { paidByReservation, refundedTo } from '../data/payments'
import { hasWaitingReceipt } from '../data/receipts'
import type { Db } from '../data/connect'
import type { ReservationRow } from '../data/tables'
import type { Transaction } from 'kysely'
import type { Database } from '../data/tables'
import type { PaymentProgress } from './reservation-view'

export async function paymentProgressOf(
  db: Db | Transaction<Database>,
  row: ReservationRow,
): Promise<PaymentProgress> {
  if (row.deposit === null) return { paid: 0, receiptInReview: false }
  const paid = (await paidByReservation(db, [row.id])).get(row.id) ?? 0
  const receiptInReview = row.payment_way === 'transfer' && (await hasWaitingReceipt(db, row.id))
  const charged = await folioTotalOf(db, row.id)
  const refunded = await refundedTo(db, row.id)
  return { paid, receiptInReview, url: row.checkout_url, charged, refunded }
}

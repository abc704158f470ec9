/** The payment ledger's rows: written once, read, and their notes erased with guest data. */
import type { Kysely, Transaction } from 'kysely'
import type { Database, PaymentTable } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type NewPayment = {
  reservationId: number
  amount: number
  method: string
  providerRef: string | null
  note: string
  recordedBy: PaymentTable['recorded_by']
  staffId: number | null
  at: string
}

export async function insertPayment(trx: Executor, payment: NewPayment): Promise<void> {
  await trx
    .insertInto('payment')
    .values({
      reservation_id: payment.reservationId,
      amount: payment.amount,
      method: payment.method,
      provider_ref: payment.providerRef,
      note: payment.note,
      recorded_by: payment.recordedBy,
      staff_id: payment.staffId,
      at: payment.at,
    })
    .execute()
}

/** A reservation's ledger, oldest first, with the email of whoever on staff recorded each row. */
export async function paymentsOf(db: Executor, reservationId: number) {
  const rows = await db
    .selectFrom('payment')
    .leftJoin('staff', 'staff.id', 'payment.staff_id')
    .select([
      'payment.at as at',
      'payment.amount as amount',
      'payment.method as method',
      'payment.note as note',
      'payment.recorded_by as recorded_by',
      'staff.email as staff_email',
    ])
    .where('payment.reservation_id', '=', reservationId)
    .orderBy('payment.id')
    .execute()
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

/** Data care: a staff note on a payment may speak of the guest; the money stays. */
export async function erasePaymentNotesOf(trx: Executor, reservationId: number): Promise<void> {
  await trx
    .updateTable('payment')
    .set({ note: '' })
    .where('reservation_id', '=', reservationId)
    .where('note', '<>', '')
    .execute()
}

/** What each of `reservationIds` has paid, by id; one query for a list of stays. */
export async function paidByReservation(
  db: Executor,
  reservationIds: readonly number[],
): Promise<Map<number, number>> {
  if (reservationIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('payment')
    .select(['reservation_id', (eb) => eb.fn.sum<number | string>('amount').as('paid')])
    .where('reservation_id', 'in', reservationIds)
    .groupBy('reservation_id')
    .execute()
  return new Map(rows.map((row) => [row.reservation_id, Number(row.paid)]))
}

/** What went back to a reservation's guest: its refund rows, added up as a positive amount. */
export async function refundedTo(db: Executor, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('refunded'))
    .where('reservation_id', '=', reservationId)
    .where('amount', '<', 0)
    .executeTakeFirst()
  return Math.abs(Number(row?.refunded ?? 0))
}

/** What PayMongo was paid for a reservation, refunds aside: the sum of its payments in. */
export async function paidOnline(db: Executor, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('paid'))
    .where('reservation_id', '=', reservationId)
    .where('recorded_by', '=', 'provider')
    .where('amount', '>', 0)
    .executeTakeFirst()
  return Number(row?.paid ?? 0)
}

/**
 * What PayMongo is still to give back for a reservation: refunds queued or being sent, not yet
 * in the ledger. The desk must not give the same money back by hand meanwhile.
 */
export async function refundsOnTheirWay(db: Executor, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom('refund')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('reservation_id', '=', reservationId)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * Refunds of online deposits (docs/reservations.md, "States"): a cancellation writes what is
 * owed back to the `refund` outbox in its own transaction, and the refund worker asks PayMongo
 * for it afterwards. The ledger's negative row is written only once PayMongo took the refund,
 * so the ledger always says what PayMongo saw.
 */
import type { Transaction } from 'kysely'
import { folioTotalOf } from '../data/folio'
import type { Database, ReservationRow } from '../data/tables'

/**
 * Writes the refunds a stay that ended unlived (cancelled, or its hold ran out with part of its
 * deposit paid) is owed, against its PayMongo payments, newest first: what was paid less what
 * its folio still says is owed (the policy's charge, and any adjustment staff made; the move's
 * lines are written before this) and less refunds already on their way. Money paid
 * another way (a transfer, the desk) is the desk's to give back. Returns what will be refunded.
 */
export async function scheduleOnlineRefunds(
  trx: Transaction<Database>,
  reservation: ReservationRow,
  now: Date,
): Promise<number> {
  const ledger = await trx
    .selectFrom('payment')
    .select(['amount', 'provider_ref', 'recorded_by', 'method'])
    .where('reservation_id', '=', reservation.id)
    .orderBy('id', 'desc')
    .execute()
  const online = ledger.filter(
    (row) =>
      Number(row.amount) > 0 &&
      row.recorded_by === 'provider' &&
      row.provider_ref !== null &&
      row.method.startsWith('paymongo'),
  )
  if (online.length === 0) return 0
  const queued = await trx
    .selectFrom('refund')
    .select(['payment_ref', 'amount', 'status'])
    .where('reservation_id', '=', reservation.id)
    .execute()
  const paid = ledger.reduce((sum, row) => sum + Number(row.amount), 0)
  // Sent refunds are in the ledger already; pending and failed ones are still owed.
  const owed = queued
    .filter((refund) => refund.status !== 'sent')
    .reduce((sum, refund) => sum + Number(refund.amount), 0)
  let left = paid - owed - (await folioTotalOf(trx, reservation.id))
  let scheduled = 0
  for (const payment of online) {
    if (left <= 0) break
    const taken = queued
      .filter((refund) => refund.payment_ref === payment.provider_ref)
      .reduce((sum, refund) => sum + Number(refund.amount), 0)
    const amount = Math.min(left, Number(payment.amount) - taken)
    if (amount <= 0) continue
    await trx
      .insertInto('refund')
      .values({
        reservation_id: reservation.id,
        amount,
        payment_ref: payment.provider_ref!,
        status: 'pending',
        provider_ref: null,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
        sent_at: null,
      })
      .execute()
    left -= amount
    scheduled += amount
  }
  return scheduled
}

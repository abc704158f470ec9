/**
 * The expiry sweep (docs/reservations.md): requests and unpaid bookings whose hold ran out become
 * `expired` and give their nights back; a guest whose deposit never came is told by email
 * (docs/reservations.md, "States"). Safe on several servers at once, and beside guests and staff:
 * each row is locked and looked at again before it moves, so a hold another server expired first,
 * or one a receipt or staff kept meanwhile, is skipped.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../data/tables'
import { expiredHolds, findReservationByRef, lockIfHoldRanOut } from '../data/reservations'
import { enqueueEmails, withdrawUnsent } from '../mail/outbox'
import { refundsOnTheirWay } from '../data/payments'
import { paidAfterHoldEmail, paymentExpiredEmail } from '../mail/payment-templates'
import { EMAIL_KINDS, type MailContext } from '../mail/templates'
import type { BookableRoom } from './catalog'
import { moveReservation } from './move-reservation'
import { paymentProgressOf } from './payment-progress'
import { toReservationView } from './reservation-view'

const BATCH = 100
// Bounds one sweep; the next minute's sweep carries on with what is left.
const MAX_BATCHES = 20

/** What the email to a guest whose deposit never came needs. */
export type ExpiryMail = { context: MailContext; rooms: readonly BookableRoom[] }

export async function expireHolds(
  db: Kysely<Database>,
  now: Date,
  mail?: ExpiryMail,
): Promise<number> {
  let expired = 0
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await expiredHolds(db, now.toISOString(), BATCH)
    for (const seen of due) {
      const moved = await db.transaction().execute(async (trx) => {
        const reservation = await lockIfHoldRanOut(trx, seen.id, now.toISOString())
        if (!reservation) return false
        const result = await moveReservation(
          trx,
          reservation,
          'expired',
          { kind: 'system', staffId: null },
          reservation.status === 'awaiting_payment'
            ? 'The deposit was not paid in time'
            : 'The hold ran out',
          now,
        )
        if (result === 'moved' && mail && reservation.status === 'awaiting_payment') {
          const row = await findReservationByRef(trx, reservation.ref)
          if (!row) throw new Error('a reservation vanished inside its own transaction')
          const progress = await paymentProgressOf(trx, row)
          const view = toReservationView(row, mail.rooms, progress)
          // Part of a deposit paid: online money went back with the move (online-refunds.ts);
          // the rest is for the desk to give back.
          const byHand = progress.paid - (await refundsOnTheirWay(trx, row.id))
          // A reminder to pay that has not gone yet would ask for a deposit no longer wanted.
          await withdrawUnsent(trx, row.id, EMAIL_KINDS.depositReminder, now)
          await enqueueEmails(
            trx,
            [
              ...(row.guest_email ? [paymentExpiredEmail(view, mail.context, row.id)] : []),
              ...(byHand > 0 ? [paidAfterHoldEmail(view, mail.context, row.id)] : []),
            ],
            now,
          )
        }
        return result === 'moved'
      })
      if (moved) expired += 1
    }
    if (due.length < BATCH) break
  }
  return expired
}

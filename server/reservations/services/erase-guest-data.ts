/**
 * Data care (docs/reservations.md, "Security"): a configurable number of days after check-out
 * (default 365) a reservation's personal data is erased, name, email, phone, special requests,
 * the names and ID numbers of its senior citizens and PWDs, the words of staff's internal notes
 * and the bodies of its emails, while the stay, the totals and the event log stay; and the
 * summaries of channel calendars' events (which may name a guest) that ended as long ago. Receipts of transfer go too: their files are deleted once the
 * rows no longer name them, so a crash between the two leaves an orphan file and never a row
 * pointing at nothing.
 */
import type { Kysely } from 'kysely'
import { addDays, resortToday } from '../../../domain/calendar'
import { eraseChannelGuestData } from '../data/channels'
import { eraseNotesOf } from '../data/notes'
import { erasePaymentNotesOf } from '../data/payments'
import { eraseStayDiscountsOf } from '../data/stay-discounts'
import { forgetReceiptFilesOf } from '../data/receipts'
import type { ReceiptStore } from '../payments/receipt-store'
import { insertEvent } from '../data/reservations'
import { eraseMailOfKind } from '../mail/outbox'
import { EMAIL_KINDS } from '../mail/templates'
import type { Database } from '../data/tables'

const BATCH = 200

export async function eraseGuestData(
  db: Kysely<Database>,
  afterDays: number,
  now: Date,
  receipts?: Pick<ReceiptStore, 'remove'>,
): Promise<number> {
  const lastCheckOut = addDays(resortToday(now), -afterDays)
  const due = await db
    .selectFrom('reservation')
    .select(['id', 'status'])
    .where('check_out', '<=', lastCheckOut)
    .where((eb) =>
      eb.or([
        eb('guest_name', 'is not', null),
        eb('guest_email', 'is not', null),
        eb('guest_phone', 'is not', null),
      ]),
    )
    .orderBy('check_out')
    .limit(BATCH)
    .execute()
  const at = now.toISOString()
  for (const reservation of due) {
    const files = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservation')
        .set({ guest_name: null, guest_email: null, guest_phone: null, notes: '', updated_at: at })
        .where('id', '=', reservation.id)
        .execute()
      await trx
        .updateTable('email_outbox')
        .set({ to_address: '', text_body: '', letter: null })
        .where('reservation_id', '=', reservation.id)
        .execute()
      await eraseNotesOf(trx, reservation.id)
      await eraseStayDiscountsOf(trx, reservation.id)
      await erasePaymentNotesOf(trx, reservation.id)
      await insertEvent(trx, {
        reservationId: reservation.id,
        actor: { kind: 'system', staffId: null },
        at,
        from: reservation.status,
        to: reservation.status,
        note: `Guest details erased ${afterDays} days after check-out`,
      })
      return forgetReceiptFilesOf(trx, reservation.id)
    })
    for (const file of files) await receipts?.remove(file)
  }
  // Channels' summaries may name a guest too, in blocks and in the conflict emails that quote
  // them, and so may staff's notes on conflicts; they go as long after.
  await eraseChannelGuestData(db, lastCheckOut)
  await eraseMailOfKind(db, EMAIL_KINDS.channelConflict, `${lastCheckOut}T00:00:00.000Z`)
  return due.length
}

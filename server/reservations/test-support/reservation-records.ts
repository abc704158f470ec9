/** What the API tests read back from the database about one reservation, by its reference. */
import type { Kysely } from 'kysely'
import type { Database } from '../data/tables'

/** The mail queued for the reservation, oldest first. */
export function mailsOf(db: Kysely<Database>, ref: string) {
  return db
    .selectFrom('email_outbox')
    .innerJoin('reservation', 'reservation.id', 'email_outbox.reservation_id')
    .select(['email_outbox.kind', 'email_outbox.to_address', 'email_outbox.text_body'])
    .where('reservation.ref', '=', ref)
    .orderBy('email_outbox.id')
    .execute()
}

/** How many units of its room type are booked on the stay's first night. */
export async function heldNights(db: Kysely<Database>, ref: string): Promise<number> {
  const row = await db
    .selectFrom('reservation')
    .select(['room_type_id', 'check_in'])
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow()
  const night = await db
    .selectFrom('inventory_night')
    .select('booked')
    .where('room_type_id', '=', row.room_type_id)
    .where('night', '=', row.check_in)
    .executeTakeFirst()
  return Number(night?.booked ?? 0)
}

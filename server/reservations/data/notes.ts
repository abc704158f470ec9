/** Staff's internal notes on reservations: reads and writes. Nothing here reaches a guest. */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export async function insertNote(
  trx: Executor,
  note: { reservationId: number; staffId: number; at: string; text: string },
): Promise<void> {
  await trx
    .insertInto('reservation_note')
    .values({
      reservation_id: note.reservationId,
      staff_id: note.staffId,
      at: note.at,
      text: note.text,
    })
    .execute()
}

/** A reservation's notes, oldest first, with the email of the staff member who wrote each. */
export async function notesOf(
  db: Executor,
  reservationId: number,
): Promise<{ at: string; staff_email: string; text: string }[]> {
  return db
    .selectFrom('reservation_note')
    .innerJoin('staff', 'staff.id', 'reservation_note.staff_id')
    .select([
      'reservation_note.at as at',
      'staff.email as staff_email',
      'reservation_note.text as text',
    ])
    .where('reservation_note.reservation_id', '=', reservationId)
    .orderBy('reservation_note.id')
    .execute()
}

/** Data care: a note may name or describe a guest, so its words go with the guest's details. */
export async function eraseNotesOf(trx: Executor, reservationId: number): Promise<void> {
  await trx
    .updateTable('reservation_note')
    .set({ text: '' })
    .where('reservation_id', '=', reservationId)
    .execute()
}

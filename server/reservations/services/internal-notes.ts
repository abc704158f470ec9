/**
 * Internal notes (docs/reservations.md, "The staff console"): words for staff alone, with who and
 * when. They live in their own table, which no guest answer, email or channel calendar reads.
 */
import { normalizeReference } from '../../../domain/reference'
import {
  STAFF_TEXT_LIMITS,
  type ReservationDetail,
  type StaffMember,
} from '../../../domain/staff-contract'
import { insertNote } from '../data/notes'
import { findReservationByRef, insertEvent } from '../data/reservations'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'

export const MAX_NOTE_LENGTH = STAFF_TEXT_LIMITS.internalNote

export async function addInternalNote(
  context: DeskContext,
  ref: string,
  textInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  const text = textInput.trim()
  if (text === '') return refuse(invalid({ text: 'Write the note.' }))
  if (text.length > MAX_NOTE_LENGTH)
    return refuse(invalid({ text: `Use at most ${MAX_NOTE_LENGTH} characters.` }))
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await findReservationByRef(trx, reference)
    if (!row) return refuse(NOT_FOUND)
    const at = now.toISOString()
    await insertNote(trx, { reservationId: row.id, staffId: staff.id, at, text })
    // The event says a note was added, not what it says: the note has its own place.
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at,
      from: row.status,
      to: row.status,
      note: 'Internal note added',
    })
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

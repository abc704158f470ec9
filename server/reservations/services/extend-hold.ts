/**
 * More time for a booking that holds its room while it waits (a request, or a deposit not yet
 * paid): staff give the guest a few hours more, from the hold's end or from now if it has
 * passed and the sweep has not yet come. The hold's end is what the sweep reads, so nothing
 * else moves.
 */
import { formatResortInstant } from '../../../domain/calendar'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationDetail, StaffMember } from '../../../domain/staff-contract'
import { stateInWords } from '../../../domain/front-desk'
import { insertEvent, setHoldExpiry, touchReservation } from '../data/reservations'
import { invalid, ok, refuse, type Outcome } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'

/** Three days at most at a time: a hold is a promise to other guests that the room comes back. */
export const MAX_HOLD_EXTENSION_HOURS = 72

export async function extendHold(
  context: DeskContext,
  ref: string,
  hours: number,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOLD_EXTENSION_HOURS)
    return refuse(invalid({ hours: `Give whole hours from 1 to ${MAX_HOLD_EXTENSION_HOURS}.` }))
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const at = now.toISOString()
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<null>> => {
    const row = await touchReservation(trx, reference, at)
    if (!row) return refuse(NOT_FOUND)
    if ((row.status !== 'requested' && row.status !== 'awaiting_payment') || !row.hold_expires_at)
      return refuse({
        code: 'wrong_state',
        message: `${stateInWords(row.status)}: only a request or a booking awaiting payment holds its room for a time.`,
      })
    const from = Math.max(now.getTime(), Date.parse(row.hold_expires_at))
    const until = new Date(from + hours * 3_600_000)
    await setHoldExpiry(trx, row.id, until.toISOString())
    await insertEvent(trx, {
      reservationId: row.id,
      actor: { kind: 'staff', staffId: staff.id },
      at,
      from: row.status,
      to: row.status,
      note: `Hold extended by ${hours === 1 ? '1 hour' : `${hours} hours`}, to ${formatResortInstant(until)}`,
    })
    return ok(null)
  })
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/**
 * The front desk's moves (docs/reservations.md, "States"): check-in (giving a free unit when
 * the stay has none), check-out and no-show, each allowed by domain/front-desk.ts and made by
 * moveReservation, which gives back the nights not used and leaves the event.
 */
import {
  deskClockAt,
  DESK_MOVE_TARGET,
  refuseDeskMove,
  type DeskMove,
} from '../../../domain/front-desk'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationDetail, StaffMember } from '../../../domain/staff-contract'
import { findReservationByRef } from '../data/reservations'
import { deskStayOf, moveReservation } from './move-reservation'
import { ok, refuse, type Outcome } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'
import { CHANGED_MEANWHILE, Refused, giveFreeUnit, refusedOutcome } from './unit-assignment'

const NOTES: Record<DeskMove, string> = {
  check_in: 'Checked in',
  check_out: 'Checked out',
  no_show: 'Marked a no-show',
}

export async function makeDeskMove(
  context: DeskContext,
  ref: string,
  move: DeskMove,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const outcome = await context.db
    .transaction()
    .execute(async (trx): Promise<Outcome<null>> => {
      const row = await findReservationByRef(trx, reference)
      if (!row) return refuse(NOT_FOUND)
      const refusal = refuseDeskMove(
        move,
        deskStayOf(row),
        deskClockAt(now, context.noShowFromHour),
      )
      if (refusal) return refuse({ code: 'wrong_state', message: refusal })
      let note = NOTES[move]
      if (move === 'check_in' && row.unit_id === null) {
        const label = await giveFreeUnit(trx, row, now)
        note = label
          ? `${note}; unit ${label} given`
          : `${note}; no unit is free for every night left: assign one`
      }
      const moved = await moveReservation(
        trx,
        row,
        DESK_MOVE_TARGET[move],
        { kind: 'staff', staffId: staff.id },
        note,
        now,
      )
      // A unit may have been given above: it goes back with the rest.
      if (moved !== 'moved') throw new Refused(CHANGED_MEANWHILE)
      return ok(null)
    })
    .catch(refusedOutcome)
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

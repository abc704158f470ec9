/**
 * Undoing a desk move (docs/reservations.md, "Settling at the desk"): a check-in, check-out or
 * no-show made the same resort day is taken back. The stay returns to the state before it, takes
 * again the nights (and its unit's nights) the move gave back, and the folio lines the move wrote
 * are reversed, all in one transaction conditional on the state read: of two undos at once one
 * wins, and of an undo and another stay wanting a night it gave back, whichever comes first.
 */
import type { Transaction } from 'kysely'
import { formatStayDate, type IsoDate } from '../../../domain/calendar'
import { reversalLines } from '../../../domain/folio'
import { DESK_MOVE_TARGET, type DeskMove } from '../../../domain/front-desk'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationDetail, StaffMember } from '../../../domain/staff-contract'
import { STATE_BEFORE, nightsTakenBack, refuseUndo } from '../../../domain/undo'
import { folioLinesOf, insertFolioLines } from '../data/folio'
import { holdNights } from '../data/inventory'
import {
  eventsOf,
  findReservationByRef,
  insertEvent,
  restoreStatus,
  type Actor,
} from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { takeUnitNights, unitById } from '../data/units'
import { deskStayOf } from './move-reservation'
import { ok, refuse, type Outcome, type Problem } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'
import { CHANGED_MEANWHILE, Refused, refusedOutcome } from './unit-assignment'

const NOTES: Record<DeskMove, string> = {
  check_in: 'Check-in undone',
  check_out: 'Check-out undone',
  no_show: 'No-show undone',
}

export async function undoDeskMove(
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
      const madeAt = await whenMoved(trx, row.id, move)
      const refusal = refuseUndo(move, row.status, madeAt, now)
      if (refusal) return refuse({ code: 'wrong_state', message: refusal })
      const at = now.toISOString()
      const actor: Actor = { kind: 'staff', staffId: staff.id }
      if (!(await restoreStatus(trx, row.id, row.status, STATE_BEFORE[move], at)))
        throw new Refused(CHANGED_MEANWHILE)
      const nights = nightsTakenBack(deskStayOf(row))
      await takeNightsBack(trx, row, nights)
      // The lines the move wrote share its event's time (services/move-reservation.ts).
      const written = (await folioLinesOf(trx, row.id)).filter((line) => line.createdAt === madeAt)
      await insertFolioLines(
        trx,
        row.id,
        reversalLines(written, () => true),
        actor,
        at,
      )
      await insertEvent(trx, {
        reservationId: row.id,
        actor,
        at,
        from: row.status,
        to: STATE_BEFORE[move],
        note: [NOTES[move], nights.length > 0 ? takenBackWords(nights.length) : '']
          .filter(Boolean)
          .join('. '),
      })
      return ok(null)
    })
    .catch(refusedOutcome)
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/** When the stay was last moved this way: its event's time, or null when it never was. */
async function whenMoved(
  trx: Transaction<Database>,
  reservationId: number,
  move: DeskMove,
): Promise<string | null> {
  const made = (await eventsOf(trx, reservationId)).findLast(
    (event) =>
      event.from_status === STATE_BEFORE[move] && event.to_status === DESK_MOVE_TARGET[move],
  )
  return made?.at ?? null
}

/**
 * Each night again from inventory, then from the stay's unit, night by night so a refusal names
 * the night another stay took since (or staff closed); the transaction is rolled back then.
 */
async function takeNightsBack(
  trx: Transaction<Database>,
  row: ReservationRow,
  nights: readonly IsoDate[],
): Promise<void> {
  for (const night of nights) {
    if (!(await holdNights(trx, row.room_type_id, [night])))
      throw new Refused(
        taken(`The night of ${formatStayDate(night)} is no longer free for this room`),
      )
  }
  if (row.unit_id === null) return
  const unit = await unitById(trx, Number(row.unit_id))
  for (const night of nights) {
    if (!(await takeUnitNights(trx, Number(row.unit_id), row.id, [night])))
      throw new Refused(
        taken(`${unit?.label ?? 'Its unit'} is given to another stay on ${formatStayDate(night)}`),
      )
  }
}

function taken(what: string): Problem {
  return {
    code: 'conflict',
    message: `${what}: the stay cannot take it back, so the move stays as it is.`,
  }
}

function takenBackWords(count: number): string {
  return `${count === 1 ? '1 night' : `${count} nights`} taken back`
}

/**
 * Giving a stay a unit (docs/reservations.md, "Units"): the unit is taken for each of the
 * stay's nights from today on, in the transaction that records it, and unit_night's primary key
 * refuses a night another stay has; so of any number of desks giving one unit at once, one wins.
 */
import type { Transaction } from 'kysely'
import { resortToday, type IsoDate } from '../../../domain/calendar'
import { nightsToAssign, stateInWords } from '../../../domain/front-desk'
import { normalizeReference } from '../../../domain/reference'
import type { ReservationDetail, StaffMember } from '../../../domain/staff-contract'
import { findReservationByRef, insertEvent } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import {
  clearReservationUnit,
  releaseUnitNights,
  setReservationUnit,
  takeUnitNights,
  unitById,
  unitByLabel,
  unitsFreeOn,
  type UnitRecord,
} from '../data/units'
import { deskStayOf } from './move-reservation'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'
import { NOT_FOUND, reservationDetail, type DeskContext } from './staff-desk'

const MAX_LABEL_LENGTH = 32

/** Thrown inside a transaction to roll back what was taken before the refusal. */
export class Refused extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message)
  }
}

export async function assignUnit(
  context: DeskContext,
  ref: string,
  labelInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<ReservationDetail>> {
  const label = labelInput.trim()
  if (label === '' || label.length > MAX_LABEL_LENGTH)
    return refuse(invalid({ unit: "Give the unit's label, e.g. H3." }))
  const reference = normalizeReference(ref)
  if (!reference) return refuse(NOT_FOUND)
  const outcome = await context.db
    .transaction()
    .execute(async (trx): Promise<Outcome<null>> => {
      const row = await findReservationByRef(trx, reference)
      if (!row) return refuse(NOT_FOUND)
      const nights = nightsToAssign(deskStayOf(row), resortToday(now))
      if (nights.length === 0) {
        return refuse({
          code: 'wrong_state',
          message: `${stateInWords(row.status)}: it holds no nights to give a unit for.`,
        })
      }
      const unit = await unitByLabel(trx, label)
      const roomName = context.rooms.find((room) => room.id === row.room_type_id)?.name
      if (!unit || unit.roomTypeId !== row.room_type_id)
        return refuse(invalid({ unit: `${label} is not one of the units of ${roomName}.` }))
      const previous = row.unit_id === null ? undefined : await unitById(trx, Number(row.unit_id))
      await giveUnit(trx, row, unit, nights, now)
      await insertEvent(trx, {
        reservationId: row.id,
        actor: { kind: 'staff', staffId: staff.id },
        at: now.toISOString(),
        from: row.status,
        to: row.status,
        note:
          previous && previous.id !== unit.id
            ? `Moved from unit ${previous.label} to ${unit.label}`
            : `Unit ${unit.label} assigned`,
      })
      return ok(null)
    })
    .catch(refusedOutcome)
  return outcome.ok ? reservationDetail(context, reference, now) : outcome
}

/**
 * A free unit of the stay's room type for every night it has left, for a guest checking in
 * without one; its label, or null when no single unit is free for all of them (staff then
 * assign one, or move the guest during the stay).
 */
export async function giveFreeUnit(
  trx: Transaction<Database>,
  row: ReservationRow,
  now: Date,
): Promise<string | null> {
  const nights = nightsToAssign(deskStayOf(row), resortToday(now))
  for (const unit of await unitsFreeOn(trx, row.room_type_id, nights)) {
    // The stay's row before the unit's nights, in the order assignUnit takes them, so two desks
    // busy with one stay never wait on each other in opposite orders.
    if (!(await setReservationUnit(trx, row, unit.id, now.toISOString())))
      throw new Refused(CHANGED_MEANWHILE)
    if (await takeUnitNights(trx, unit.id, row.id, nights)) return unit.label
    // Another desk took it a moment ago: drop what this one took and try the next unit.
    await releaseUnitNights(trx, row.id, nights)
  }
  await clearReservationUnit(trx, row.id)
  return null
}

async function giveUnit(
  trx: Transaction<Database>,
  row: ReservationRow,
  unit: UnitRecord,
  nights: IsoDate[],
  now: Date,
): Promise<void> {
  // The stay's row first: its lock orders this against a cancellation of the same stay.
  if (!(await setReservationUnit(trx, row, unit.id, now.toISOString())))
    throw new Refused(CHANGED_MEANWHILE)
  await releaseUnitNights(trx, row.id, nights)
  if (!(await takeUnitNights(trx, unit.id, row.id, nights))) {
    throw new Refused({
      code: 'unit_taken',
      message: `${unit.label} is given to another stay on one of these nights. Choose another unit.`,
    })
  }
}

export const CHANGED_MEANWHILE: Problem = {
  code: 'conflict',
  message: 'Someone changed this reservation a moment ago. Reload it.',
}

export function refusedOutcome(error: unknown): Outcome<never> {
  if (error instanceof Refused) return refuse(error.problem)
  throw error
}

/**
 * Giving a stay a unit (docs/reservations.md, "Units"): the unit is taken for each of the
 * stay's nights from today on, in the transaction that records it, and unit_night's primary key
 * refuses a night another stay has; so of any number of desks giving one unit at once, one wins.
 */
import type { Transaction } from 'kysely'
import { formatStayDate, resortToday, type IsoDate } from '../../../domain/calendar'
import { isReady, outOfOrderOn, UNIT_STATUS_WORDS } from '../../../domain/housekeeping'
import { nightsToAssign, stateInWords } from '../../../domain/front-desk'
import { normalizeReference } from '../../../domain/reference'
import type { CheckInRequest, ReservationDetail, StaffMember } from '../../../domain/staff-contract'
import { findReservationByRef, insertEvent } from '../data/reservations'
import type { Database, ReservationRow } from '../data/tables'
import { lockUnit, markDirty } from '../data/unit-status'
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
      if (previous && previous.id !== unit.id) await leftUnit(trx, row, previous.id, now)
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
    // Taken out of order a moment ago, by a desk that held its row first.
    if (outOfOrderOn(await lockUnit(trx, unit.id), nights)) continue
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
  // Then the unit's: a desk taking it out of order meanwhile waits, or is seen.
  const spell = outOfOrderOn(await lockUnit(trx, unit.id), nights)
  if (spell) {
    throw new Refused({
      code: 'unit_taken',
      message: `${unit.label} is out of order from ${formatStayDate(spell.from)} to ${formatStayDate(spell.to)}. Choose another unit.`,
    })
  }
  await releaseUnitNights(trx, row.id, nights)
  if (!(await takeUnitNights(trx, unit.id, row.id, nights))) {
    throw new Refused({
      code: 'unit_taken',
      message: `${unit.label} is given to another stay on one of these nights. Choose another unit.`,
    })
  }
}

/**
 * A guest in the house moved off a unit has slept in it: it needs cleaning. A stay not yet
 * checked in leaves the unit as it was.
 */
async function leftUnit(
  trx: Transaction<Database>,
  row: ReservationRow,
  unitId: number,
  now: Date,
): Promise<void> {
  if (row.status === 'checked_in') await markDirty(trx, [unitId], now.toISOString())
}

/**
 * The unit a guest checks in to (docs/reservations.md, "Housekeeping"): the one the desk chose
 * (given to the stay first), else the stay's own, else a free one (ready ones first). One not
 * clean or inspected is refused unless the desk overrides with a reason, which the check-in's
 * event records with the account. Gives the words the event adds.
 */
export async function unitForCheckIn(
  trx: Transaction<Database>,
  context: DeskContext,
  row: ReservationRow,
  request: CheckInRequest,
  staff: StaffMember,
  now: Date,
): Promise<string> {
  const notes: string[] = []
  let unitId = row.unit_id === null ? null : Number(row.unit_id)
  const chosen = request.unit?.trim()
  if (chosen) {
    const unit = await unitByLabel(trx, chosen)
    if (!unit || unit.roomTypeId !== row.room_type_id) {
      const roomName = context.rooms.find((room) => room.id === row.room_type_id)?.name
      throw new Refused(invalid({ unit: `${chosen} is not one of the units of ${roomName}.` }))
    }
    if (unit.id !== unitId) {
      await giveUnit(trx, row, unit, nightsToAssign(deskStayOf(row), resortToday(now)), now)
      notes.push(`unit ${unit.label} given`)
      unitId = unit.id
    }
  } else if (unitId === null) {
    const label = await giveFreeUnit(trx, row, now)
    if (!label) return 'no unit is free for every night left: assign one'
    notes.push(`unit ${label} given`)
    unitId = Number((await unitByLabel(trx, label))?.id)
  }
  if (unitId === null) return notes.join('; ')
  const unit = await unitById(trx, unitId)
  if (unit && !isReady(unit.status)) {
    const reason = request.reason?.trim() ?? ''
    if (!request.override) {
      throw new Refused({
        code: 'not_ready',
        message: `${unit.label} is ${UNIT_STATUS_WORDS[unit.status].toLowerCase()}, not ready for a guest. Choose a clean or inspected unit, or check in anyway and say why.`,
      })
    }
    if (reason === '')
      throw new Refused(invalid({ reason: `Say why the guest takes ${unit.label} as it is.` }))
    notes.push(
      `${unit.label} was ${UNIT_STATUS_WORDS[unit.status].toLowerCase()}: checked in anyway by ${staff.email}: ${reason}`,
    )
  }
  return notes.join('; ')
}

export const CHANGED_MEANWHILE: Problem = {
  code: 'conflict',
  message: 'Someone changed this reservation a moment ago. Reload it.',
}

export function refusedOutcome(error: unknown): Outcome<never> {
  if (error instanceof Refused) return refuse(error.problem)
  throw error
}

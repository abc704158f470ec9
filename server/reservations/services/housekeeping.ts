/**
 * Housekeeping (docs/reservations.md, "Housekeeping"): the day's units with who leaves, stays on
 * or arrives; a status set by hand, where out of order takes its nights out of inventory by the
 * bookings' own conditional update; and the morning move of slept-in units to dirty.
 */
import type { Kysely } from 'kysely'
import {
  addDays,
  formatStayDate,
  parseIsoDate,
  resortHour,
  resortToday,
  type IsoDate,
} from '../../../domain/calendar'
import { checkStatusChange, outOfOrderNights } from '../../../domain/housekeeping'
import type {
  HousekeepingGuest,
  HousekeepingResponse,
  HousekeepingUnit,
  StaffMember,
  UnitStatusRequest,
} from '../../../domain/staff-contract'
import { holdNights, lockNights, releaseNights } from '../data/inventory'
import type { Database } from '../data/tables'
import {
  claimHousekeepingDay,
  lockUnit,
  markDirty,
  unitGivenOn,
  unitStatuses,
  unitStaysOn,
  unitsSleptIn,
  writeUnitStatus,
  type UnitStatusRecord,
  type UnitStay,
} from '../data/unit-status'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'
import { Refused, refusedOutcome } from './unit-assignment'

const UNIT_NOT_FOUND: Problem = { code: 'not_found', message: 'No unit has that number.' }

export async function housekeepingDay(
  db: Kysely<Database>,
  dateInput: string | undefined,
  now: Date,
): Promise<Outcome<HousekeepingResponse>> {
  const today = resortToday(now)
  const date = dateInput === undefined ? today : parseIsoDate(dateInput)
  if (!date) return refuse(invalid({ date: 'Give the day as a date, e.g. 2026-12-01.' }))
  const units = await unitsOn(db, date)
  return ok({ date, today, units })
}

async function unitsOn(
  db: Kysely<Database>,
  date: IsoDate,
  unitId?: number,
): Promise<HousekeepingUnit[]> {
  const lastNight = addDays(date, -1)
  const [statuses, stays] = await Promise.all([
    unitStatuses(db, unitId),
    unitStaysOn(db, [lastNight, date]),
  ])
  return statuses.map((unit) => unitView(unit, stays, lastNight, date))
}

/**
 * A stay with the unit last night and not tonight leaves it on the day; with both, stays on;
 * with tonight alone, arrives to it.
 */
function unitView(
  unit: UnitStatusRecord,
  stays: readonly UnitStay[],
  lastNight: IsoDate,
  date: IsoDate,
): HousekeepingUnit {
  const own = stays.filter((stay) => stay.unitId === unit.id)
  const before = own.find((stay) => stay.night === lastNight)
  const tonight = own.find((stay) => stay.night === date)
  const view: HousekeepingUnit = {
    id: unit.id,
    label: unit.label,
    roomId: unit.roomTypeId,
    status: unit.status,
    updatedAt: unit.updatedAt,
    updatedBy: unit.updatedBy,
  }
  if (unit.status === 'out_of_order' && unit.reason && unit.from && unit.to)
    Object.assign(view, { reason: unit.reason, from: unit.from, to: unit.to })
  if (before && tonight?.ref === before.ref) view.stayingOver = guestOf(before)
  else {
    if (before) view.departing = guestOf(before)
    if (tonight) view.arriving = guestOf(tonight)
  }
  return view
}

function guestOf(stay: UnitStay): HousekeepingGuest {
  return {
    ref: stay.ref,
    name: stay.name,
    adults: stay.adults,
    kids: stay.kids,
    requests: stay.notes,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    status: stay.status,
  }
}

/**
 * Sets a unit's status by hand. Out of order holds one unit of its room type on each of its
 * nights, refused (`sold_out`) while every unit of one is sold, and refused (`unit_taken`)
 * while a stay has this unit on one; leaving out of order gives those nights back.
 */
export async function changeUnitStatus(
  db: Kysely<Database>,
  idInput: string,
  request: UnitStatusRequest,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<HousekeepingUnit>> {
  const id = Number(idInput)
  if (!Number.isSafeInteger(id) || id <= 0) return refuse(UNIT_NOT_FOUND)
  const checked = checkStatusChange(request)
  if ('fields' in checked) return refuse(invalid(checked.fields))
  const { change } = checked
  const today = resortToday(now)
  if (change.status === 'out_of_order' && change.from < today) {
    return refuse(invalid({ from: 'The first night out of order cannot be before today.' }))
  }
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<Outcome<null>> => {
      const [unit] = await unitStatuses(trx, id)
      if (!unit) return refuse(UNIT_NOT_FOUND)
      const held = unit.from && unit.to ? outOfOrderNights(unit.from, unit.to) : []
      const wanted =
        change.status === 'out_of_order' ? outOfOrderNights(change.from, change.to) : []
      // The nights first, in date order as a booking takes them, then the unit's row.
      await lockNights(trx, unit.roomTypeId, [...held, ...wanted])
      await lockUnit(trx, id)
      const given = await unitGivenOn(trx, id, wanted)
      if (given) {
        throw new Refused({
          code: 'unit_taken',
          message: `${unit.label} is given to a stay on ${formatStayDate(given)}. Give that stay another unit first.`,
        })
      }
      await releaseNights(trx, unit.roomTypeId, held)
      if (!(await holdNights(trx, unit.roomTypeId, wanted))) {
        throw new Refused({
          code: 'sold_out',
          message: `Every unit of this room is sold or closed on a night from ${formatStayDate(wanted[0] ?? today)} to ${formatStayDate(wanted.at(-1) ?? today)}: ${unit.label} cannot be taken out of order then.`,
        })
      }
      await writeUnitStatus(
        trx,
        id,
        change.status === 'out_of_order'
          ? change
          : { status: change.status, reason: null, from: null, to: null },
        now.toISOString(),
        staff.id,
      )
      return ok(null)
    })
    .catch(refusedOutcome)
  if (!outcome.ok) return outcome
  const [view] = await unitsOn(db, today, id)
  return view ? ok(view) : refuse(UNIT_NOT_FOUND)
}

/**
 * From `dayHour` each resort day, every unit a guest in the house slept in last night becomes
 * dirty: once a day across all servers (the day's row decides), whenever the first sweep after
 * the hour runs. How many units changed, or null before the hour or when done already.
 */
export async function morningMove(
  db: Kysely<Database>,
  dayHour: number,
  now: Date,
): Promise<number | null> {
  if (resortHour(now) < dayHour) return null
  const today = resortToday(now)
  return db.transaction().execute(async (trx) => {
    if (!(await claimHousekeepingDay(trx, today, now.toISOString()))) return null
    return markDirty(trx, await unitsSleptIn(trx, addDays(today, -1)), now.toISOString())
  })
}

/**
 * A changed stay's unit: kept when the stay stays in its room type and the unit is free and in
 * service on every night it does not have yet, otherwise dropped (staff assign another, or
 * check-in gives one). Its unit_night rows move in the change's transaction; the primary key
 * (unit, night) still decides any race for a night.
 */
import type { Transaction } from 'kysely'
import { nightsOf, type IsoDate } from '../../../domain/calendar'
import { nightsToAssign } from '../../../domain/front-desk'
import { outOfOrderOn } from '../../../domain/housekeeping'
import type { StayTerms } from '../../../domain/stay-change'
import type { Database, ReservationRow } from '../data/tables'
import { lockUnit } from '../data/unit-status'
import { clearReservationUnit, releaseUnitNights, takeUnitNights, unitById } from '../data/units'

export type UnitOutcome = { label: string; kept: boolean; note: string }

/** null for a stay that had no unit. */
export async function keepOrDropUnit(
  trx: Transaction<Database>,
  row: ReservationRow,
  from: StayTerms,
  to: StayTerms,
  today: IsoDate,
): Promise<UnitOutcome | null> {
  if (row.unit_id === null) return null
  const unit = await unitById(trx, Number(row.unit_id))
  if (!unit) return null
  const before = nightsOf(from.checkIn, from.checkOut)
  if (from.roomId !== to.roomId) {
    await dropUnit(trx, row.id, before)
    return {
      label: unit.label,
      kept: false,
      note: `unit ${unit.label} given up: another room type`,
    }
  }
  const after = new Set(nightsOf(to.checkIn, to.checkOut))
  const had = new Set(before)
  // Nights the stay shares with its old dates keep their unit: only new ones need it free.
  const wanted = nightsToAssign({ status: row.status, ...to, releasedFrom: null }, today).filter(
    (night) => !had.has(night),
  )
  // The unit's row before its nights, as 'Assign room' takes them: out of order on a new night,
  // the stay cannot keep it.
  if (outOfOrderOn(await lockUnit(trx, unit.id), wanted)) {
    await dropUnit(trx, row.id, before)
    return {
      label: unit.label,
      kept: false,
      note: `unit ${unit.label} given up: it is out of order on a new night`,
    }
  }
  if (!(await takeUnitNights(trx, unit.id, row.id, wanted))) {
    // Another stay has the unit on one of them: drop the nights just taken, then the unit.
    await releaseUnitNights(trx, row.id, wanted)
    await dropUnit(trx, row.id, before)
    return {
      label: unit.label,
      kept: false,
      note: `unit ${unit.label} given up: it is not free on every new night`,
    }
  }
  await releaseUnitNights(
    trx,
    row.id,
    before.filter((night) => !after.has(night)),
  )
  return { label: unit.label, kept: true, note: `unit ${unit.label} kept` }
}

async function dropUnit(trx: Transaction<Database>, reservationId: number, nights: IsoDate[]) {
  await releaseUnitNights(trx, reservationId, nights)
  await clearReservationUnit(trx, reservationId)
}

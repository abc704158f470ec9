/**
 * docs/reservations.md, "Units": each room type's labelled units, in step with its number
 * of units. The number wanted is the most a night has from today on, or the room type's own
 * (content's) when that is more, so a night raised to 8 units has 8 rooms to give out.
 */
import type { Kysely, Transaction } from 'kysely'
import { resortToday } from '../../../domain/calendar'
import type { UnitsResponse } from '../../../domain/staff-contract'
import { checkUnitLabel, freeLabel, planUnits } from '../../../domain/unit-labels'
import type { Db } from '../data/connect'
import { roomTypeUnits } from '../data/inventory'
import type { Database } from '../data/tables'
import {
  insertUnits,
  relabelUnit,
  mostNightUnitsFrom,
  setRetired,
  storedUnits,
  unitsGivenFrom,
} from '../data/units'
import type { BookableRoom } from './catalog'
import { invalid, ok, refuse, type Outcome, type Problem } from './problem'

type Executor = Kysely<Database> | Transaction<Database>

export async function keepUnitsInStep(
  db: Executor,
  room: Pick<BookableRoom, 'id' | 'unitPrefix'>,
  now: Date,
): Promise<void> {
  const today = resortToday(now)
  // One after another: inside a transaction the queries share one connection.
  const units = await roomTypeUnits(db)
  const mostOnANight = await mostNightUnitsFrom(db, room.id, today)
  const stored = await storedUnits(db, room.id)
  const wanted = Math.max(units.get(room.id) ?? 0, mostOnANight)
  const given = await unitsGivenFrom(
    db,
    stored.filter((unit) => unit.position > wanted).map((unit) => unit.id),
    today,
  )
  const plan = planUnits(
    stored.map((unit) => ({ ...unit, givenFromToday: given.has(unit.id) })),
    wanted,
    room.unitPrefix,
  )
  const idsAt = (positions: number[]) =>
    stored.filter((unit) => positions.includes(unit.position)).map((unit) => unit.id)
  const taken = new Set((await storedUnits(db)).map((unit) => unit.label.toLowerCase()))
  const added = plan.add.map((unit) => {
    const label = freeLabel(unit.label, taken)
    taken.add(label.toLowerCase())
    return { ...unit, label, roomTypeId: room.id }
  })
  await insertUnits(db, added)
  await setRetired(db, idsAt(plan.retire), now.toISOString())
  await setRetired(db, idsAt(plan.restore), null)
}

/** At start, after the room types took content's numbers of units. */
export async function syncUnits(db: Db, rooms: readonly BookableRoom[], now: Date): Promise<void> {
  for (const room of rooms) {
    await db.transaction().execute((trx) => keepUnitsInStep(trx, room, now))
  }
}

/** `GET /api/staff/units`: the units in service, per room type in content's order. */
export async function unitsOverview(
  db: Db,
  rooms: readonly BookableRoom[],
): Promise<UnitsResponse> {
  const units = await storedUnits(db)
  return {
    rooms: rooms.map((room) => ({
      roomId: room.id,
      units: units
        .filter((unit) => unit.roomTypeId === room.id && !unit.retired)
        .map((unit) => ({ id: unit.id, label: unit.label })),
    })),
  }
}

/** `POST /api/staff/units/{id}` `{label}`: staff name a unit as its door or key tag says. */
export async function renameUnit(
  db: Db,
  rooms: readonly BookableRoom[],
  idInput: string,
  labelInput: string,
): Promise<Outcome<UnitsResponse>> {
  const id = /^\d{1,9}$/.test(idInput) ? Number(idInput) : null
  if (id === null) return refuse(NO_UNIT)
  const checked = checkUnitLabel(labelInput)
  if ('problem' in checked) return refuse(invalid({ label: checked.problem }))
  const done = await relabelUnit(db, id, checked.label)
  if (done === 'missing') return refuse(NO_UNIT)
  if (done === 'taken') {
    const message = `Another unit is already called ${checked.label}.`
    return refuse({ code: 'conflict', message, fields: { label: message } })
  }
  return ok(await unitsOverview(db, rooms))
}

const NO_UNIT: Problem = { code: 'not_found', message: 'There is no such unit.' }

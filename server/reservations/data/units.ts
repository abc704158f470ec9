/**
 * Units (the labelled rooms of a room type) and the nights they are given to stays: reads and
 * writes, no decisions. A unit is never given to two stays on one night because
 * (unit_id, night) is unit_night's primary key: the database refuses the second, on both
 * engines and under any concurrency (docs/reservations.md, "Units").
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { UnitStatus } from '../../../domain/housekeeping'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { isUniqueIndexViolation } from './errors'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type UnitRecord = {
  id: number
  roomTypeId: number
  position: number
  label: string
  retired: boolean
  status: UnitStatus
  /** The nights out of order, both included, while it is. */
  outOfOrder: { from: IsoDate; to: IsoDate } | null
}

function toRecord(row: {
  id: number
  room_type_id: number
  position: number
  label: string
  retired_at: string | null
  status: UnitStatus
  out_of_order_from: string | null
  out_of_order_to: string | null
}): UnitRecord {
  return {
    id: Number(row.id),
    roomTypeId: row.room_type_id,
    position: row.position,
    label: row.label,
    retired: row.retired_at !== null,
    status: row.status,
    outOfOrder:
      row.out_of_order_from && row.out_of_order_to
        ? { from: row.out_of_order_from, to: row.out_of_order_to }
        : null,
  }
}

const UNIT_COLUMNS = [
  'id',
  'room_type_id',
  'position',
  'label',
  'retired_at',
  'status',
  'out_of_order_from',
  'out_of_order_to',
] as const

/** Every unit, retired ones too, by room type and position; or those of one room type. */
export async function storedUnits(db: Executor, roomTypeId?: number): Promise<UnitRecord[]> {
  let query = db.selectFrom('unit').select(UNIT_COLUMNS)
  if (roomTypeId !== undefined) query = query.where('room_type_id', '=', roomTypeId)
  const rows = await query.orderBy('room_type_id').orderBy('position').execute()
  return rows.map(toRecord)
}

/** Adds units; a unit another server added a moment before is left as it is. */
export async function insertUnits(
  trx: Executor,
  units: readonly { roomTypeId: number; position: number; label: string }[],
): Promise<void> {
  if (units.length === 0) return
  await trx
    .insertInto('unit')
    .values(
      units.map((unit) => ({
        room_type_id: unit.roomTypeId,
        position: unit.position,
        label: unit.label,
        retired_at: null,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

/** Retires units (`at`) or brings them back (null). */
export async function setRetired(
  trx: Executor,
  unitIds: readonly number[],
  at: string | null,
): Promise<void> {
  if (unitIds.length === 0) return
  await trx.updateTable('unit').set({ retired_at: at }).where('id', 'in', unitIds).execute()
}

/** Which of these units are given to a stay on a night from `from` on. */
export async function unitsGivenFrom(
  db: Executor,
  unitIds: readonly number[],
  from: IsoDate,
): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('unit_night')
    .select('unit_id')
    .distinct()
    .where('unit_id', 'in', unitIds)
    .where('night', '>=', from)
    .execute()
  return new Set(rows.map((row) => row.unit_id))
}

/** The most units any stored night of a room type has from `from` on, or 0 without nights. */
export async function mostNightUnitsFrom(
  db: Executor,
  roomTypeId: number,
  from: IsoDate,
): Promise<number> {
  const row = await db
    .selectFrom('inventory_night')
    .select((eb) => eb.fn.max('units').as('most'))
    .where('room_type_id', '=', roomTypeId)
    .where('night', '>=', from)
    .executeTakeFirst()
  return Number(row?.most ?? 0)
}

/** A unit in service, by its label, whatever its case ('h1' is H1). */
export async function unitByLabel(db: Executor, label: string): Promise<UnitRecord | undefined> {
  const row = await db
    .selectFrom('unit')
    .select(UNIT_COLUMNS)
    .where(sql<string>`upper(label)`, '=', label.toUpperCase())
    .where('retired_at', 'is', null)
    .executeTakeFirst()
  return row && toRecord(row)
}

export async function unitById(db: Executor, id: number): Promise<UnitRecord | undefined> {
  const row = await db
    .selectFrom('unit')
    .select(UNIT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toRecord(row)
}

/** Which unit each of these reservations has on `night`, by reservation id. */
export async function unitLabelsOn(
  db: Executor,
  reservationIds: readonly number[],
  night: IsoDate,
): Promise<Map<number, string>> {
  if (reservationIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('unit_night')
    .innerJoin('unit', 'unit.id', 'unit_night.unit_id')
    .select(['unit_night.reservation_id as reservationId', 'unit.label as label'])
    .where('unit_night.reservation_id', 'in', reservationIds)
    .where('unit_night.night', '=', night)
    .execute()
  return new Map(rows.map((row) => [Number(row.reservationId), row.label]))
}

/**
 * The units in service of a room type that no stay has on any of these nights and that are not
 * out of order on one of them: those ready for a guest (clean or inspected) first, then by
 * position.
 */
export async function unitsFreeOn(
  db: Executor,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<UnitRecord[]> {
  if (nights.length === 0) return []
  const rows = await db
    .selectFrom('unit')
    .select(UNIT_COLUMNS)
    .where('room_type_id', '=', roomTypeId)
    .where('retired_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('unit_night')
            .select('unit_night.night')
            .whereRef('unit_night.unit_id', '=', 'unit.id')
            .where('unit_night.night', 'in', nights),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('out_of_order_from', 'is', null),
        eb('out_of_order_from', '>', nights.reduce(later)),
        eb('out_of_order_to', '<', nights.reduce(earlier)),
      ]),
    )
    .orderBy(sql`case when status in ('clean', 'inspected') then 0 else 1 end`)
    .orderBy('position')
    .execute()
  return rows.map(toRecord)
}

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b)
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b)

/**
 * Gives the unit to the reservation for every night, or reports false when another stay has
 * it on any of them. The caller must roll the transaction back on false: some nights may have
 * been taken. A night another transaction is giving at the same moment waits for it (PostgreSQL)
 * or was given before this one began (SQLite's single writer), so exactly one of them gets it.
 */
export async function takeUnitNights(
  trx: Transaction<Database>,
  unitId: number,
  reservationId: number,
  nights: readonly IsoDate[],
): Promise<boolean> {
  if (nights.length === 0) return true
  const taken = await trx
    .insertInto('unit_night')
    .values(
      [...nights]
        .sort()
        .map((night) => ({ unit_id: unitId, night, reservation_id: reservationId })),
    )
    .onConflict((conflict) => conflict.columns(['unit_id', 'night']).doNothing())
    .returning('night')
    .execute()
  return taken.length === nights.length
}

/** Takes the reservation's unit off these nights. */
export async function releaseUnitNights(
  trx: Executor,
  reservationId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  if (nights.length === 0) return
  await trx
    .deleteFrom('unit_night')
    .where('reservation_id', '=', reservationId)
    .where('night', 'in', nights)
    .execute()
}

/**
 * Records the reservation's unit, conditional on the state it was read in: a stay cancelled a
 * moment ago is given no unit. False when the state changed meanwhile.
 */
export async function setReservationUnit(
  trx: Transaction<Database>,
  reservation: { id: number; status: ReservationStatus },
  unitId: number,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('reservation')
    .set({ unit_id: unitId, updated_at: at })
    .where('id', '=', reservation.id)
    .where('status', '=', reservation.status)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The stay has no unit: it ended unlived, or none was free for it. */
export async function clearReservationUnit(trx: Executor, reservationId: number): Promise<void> {
  await trx
    .updateTable('reservation')
    .set({ unit_id: null })
    .where('id', '=', reservationId)
    .execute()
}

/**
 * Gives the unit of `id` the label; 'taken' when another unit has it in any case (the database's
 * unique index on the folded label decides, also between two desks at once).
 */
export async function relabelUnit(
  db: Executor,
  id: number,
  label: string,
): Promise<'done' | 'missing' | 'taken'> {
  try {
    const result = await db
      .updateTable('unit')
      .set({ label })
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1 ? 'done' : 'missing'
  } catch (error) {
    if (isUniqueIndexViolation(error, 'unit_label_folded')) return 'taken'
    throw error
  }
}

/**
 * Housekeeping's reads and writes (docs/reservations.md, "Housekeeping"): each unit's status,
 * who is in which unit around a day, and the days whose morning move was made. No decisions.
 */
import { type Kysely, type Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { UnitStatus } from '../../../domain/housekeeping'
import type { ReservationStatus } from '../../../domain/reservation-status'
import { engineOf } from './engine'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type UnitStatusRecord = {
  id: number
  roomTypeId: number
  label: string
  status: UnitStatus
  reason: string | null
  from: IsoDate | null
  to: IsoDate | null
  updatedAt: string
  updatedBy: string | null
}

/** Every unit in service (out of order or not), by room type and position; or one of them. */
export async function unitStatuses(db: Executor, unitId?: number): Promise<UnitStatusRecord[]> {
  let query = db
    .selectFrom('unit')
    .leftJoin('staff', 'staff.id', 'unit.status_by')
    .select([
      'unit.id',
      'unit.room_type_id',
      'unit.label',
      'unit.status',
      'unit.status_reason',
      'unit.out_of_order_from',
      'unit.out_of_order_to',
      'unit.status_at',
      'staff.email',
    ])
    .where('unit.retired_at', 'is', null)
  if (unitId !== undefined) query = query.where('unit.id', '=', unitId)
  const rows = await query.orderBy('unit.room_type_id').orderBy('unit.position').execute()
  return rows.map((row) => ({
    id: Number(row.id),
    roomTypeId: row.room_type_id,
    label: row.label,
    status: row.status,
    reason: row.status_reason,
    from: row.out_of_order_from,
    to: row.out_of_order_to,
    updatedAt: row.status_at,
    updatedBy: row.email,
  }))
}

/**
 * The unit's row, locked on PostgreSQL for the rest of the transaction: a status change and a
 * stay given the unit queue on it, so neither misses the other's nights or out-of-order spell.
 */
export async function lockUnit(
  trx: Transaction<Database>,
  unitId: number,
): Promise<{ status: UnitStatus; from: IsoDate | null; to: IsoDate | null } | undefined> {
  let query = trx
    .selectFrom('unit')
    .select(['status', 'out_of_order_from', 'out_of_order_to'])
    .where('id', '=', unitId)
    .where('retired_at', 'is', null)
  // NO KEY UPDATE: a stay naming the unit (reservation.unit_id) holds a key-share lock on its
  // row, which FOR UPDATE would wait on, deadlocking two desks. SQLite's write transaction
  // already holds the whole database.
  if (engineOf(trx) === 'postgres') query = query.forNoKeyUpdate()
  const row = await query.executeTakeFirst()
  return row && { status: row.status, from: row.out_of_order_from, to: row.out_of_order_to }
}

export type StatusWrite = {
  status: UnitStatus
  reason: string | null
  from: IsoDate | null
  to: IsoDate | null
}

export async function writeUnitStatus(
  trx: Executor,
  unitId: number,
  write: StatusWrite,
  at: string,
  staffId: number | null,
): Promise<void> {
  await trx
    .updateTable('unit')
    .set({
      status: write.status,
      status_reason: write.reason,
      out_of_order_from: write.from,
      out_of_order_to: write.to,
      status_at: at,
      status_by: staffId,
    })
    .where('id', '=', unitId)
    .execute()
}

/**
 * The server's own moves to dirty: a unit out of order keeps its spell (the nights it holds),
 * and one dirty already keeps the time it became so. How many changed.
 */
export async function markDirty(
  trx: Executor,
  unitIds: readonly number[],
  at: string,
): Promise<number> {
  if (unitIds.length === 0) return 0
  const result = await trx
    .updateTable('unit')
    .set({ status: 'dirty', status_at: at, status_by: null })
    .where('id', 'in', unitIds)
    .where('status', 'in', ['clean', 'inspected'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Units a guest now checked in slept in on `night`. */
export async function unitsSleptIn(db: Executor, night: IsoDate): Promise<number[]> {
  const rows = await db
    .selectFrom('unit_night')
    .innerJoin('reservation', 'reservation.id', 'unit_night.reservation_id')
    .select('unit_night.unit_id')
    .where('unit_night.night', '=', night)
    .where('reservation.status', '=', 'checked_in')
    .execute()
  return rows.map((row) => Number(row.unit_id))
}

/** Records the resort day's morning move as made; false when a server made it already. */
export async function claimHousekeepingDay(
  trx: Executor,
  day: IsoDate,
  at: string,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('housekeeping_day')
    .values({ day, done_at: at })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .execute()
  return claimed.length === 1
}

/** Whether a stay has the unit on any of these nights. */
export async function unitGivenOn(
  db: Executor,
  unitId: number,
  nights: readonly IsoDate[],
): Promise<IsoDate | null> {
  if (nights.length === 0) return null
  const row = await db
    .selectFrom('unit_night')
    .select('night')
    .where('unit_id', '=', unitId)
    .where('night', 'in', nights)
    .orderBy('night')
    .executeTakeFirst()
  return row?.night ?? null
}

export type UnitStay = {
  unitId: number
  night: IsoDate
  ref: string
  name: string | null
  adults: number
  kids: number
  notes: string
  checkIn: IsoDate
  checkOut: IsoDate
  status: ReservationStatus
}

/** The stays given a unit on these nights, with what housekeeping needs of each. */
export async function unitStaysOn(db: Executor, nights: readonly IsoDate[]): Promise<UnitStay[]> {
  const rows = await db
    .selectFrom('unit_night')
    .innerJoin('reservation', 'reservation.id', 'unit_night.reservation_id')
    .select([
      'unit_night.unit_id',
      'unit_night.night',
      'reservation.ref',
      'reservation.guest_name',
      'reservation.adults',
      'reservation.kids',
      'reservation.notes',
      'reservation.check_in',
      'reservation.check_out',
      'reservation.status',
    ])
    .where('unit_night.night', 'in', nights)
    .execute()
  return rows.map((row) => ({
    unitId: Number(row.unit_id),
    night: row.night,
    ref: row.ref,
    name: row.guest_name,
    adults: row.adults,
    kids: row.kids,
    notes: row.notes,
    checkIn: row.check_in,
    checkOut: row.check_out,
    status: row.status,
  }))
}

/** Status changes since an instant, for the live feed. */
export async function unitChangesSince(
  db: Executor,
  since: string,
): Promise<{ id: number; status: UnitStatus; at: string }[]> {
  const rows = await db
    .selectFrom('unit')
    .select(['id', 'status', 'status_at'])
    .where('status_at', '>=', since)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ id: Number(row.id), status: row.status, at: row.status_at }))
}

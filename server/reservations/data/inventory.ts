/**
 * Inventory nights: the only place that counts rooms. Holding a stay is one conditional
 * UPDATE per night (docs/reservations.md, "No double booking, proven"), in date order so two
 * transactions never wait on each other's rows in opposite orders.
 */
import type { Kysely, Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { NightInventory } from '../../../domain/availability'
import type { Engine } from './engine'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

/** Creates the nights' rows that do not exist yet, each starting with the room type's units. */
export async function ensureNights(
  trx: Executor,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  if (nights.length === 0) return
  const roomType = await trx
    .selectFrom('room_type')
    .select('units')
    .where('id', '=', roomTypeId)
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('inventory_night')
    .values(
      nights.map((night) => ({
        room_type_id: roomTypeId,
        night,
        units: roomType.units,
        booked: 0,
        closed: 0,
      })),
    )
    .onConflict((conflict) => conflict.columns(['room_type_id', 'night']).doNothing())
    .execute()
}

/**
 * Creates the nights and locks their rows in date order for the rest of the transaction, for a
 * transaction that then takes and gives back nights in no one order. SQLite's write transaction
 * already holds the whole database.
 */
export async function lockNights(
  trx: Transaction<Database>,
  engine: Engine,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  const sorted = [...new Set(nights)].sort()
  await ensureNights(trx, roomTypeId, sorted)
  if (engine === 'postgres' && sorted.length > 0) {
    await trx
      .selectFrom('inventory_night')
      .select('night')
      .where('room_type_id', '=', roomTypeId)
      .where('night', 'in', sorted)
      .orderBy('night')
      .forUpdate()
      .execute()
  }
}

/**
 * Takes one unit of every night, or reports false when any night is full or closed. The caller
 * must roll the transaction back on false: some nights may already have been taken.
 */
export async function holdNights(
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<boolean> {
  for (const night of [...nights].sort()) {
    const result = await trx
      .updateTable('inventory_night')
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', night)
      .whereRef('booked', '<', 'units')
      .where('closed', '=', 0)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
  }
  return true
}

/** Gives one unit of every night back. */
export async function releaseNights(
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  for (const night of [...nights].sort()) {
    await trx
      .updateTable('inventory_night')
      .set((eb) => ({ booked: eb('booked', '-', 1) }))
      .where('room_type_id', '=', roomTypeId)
      .where('night', '=', night)
      .where('booked', '>', 0)
      .execute()
  }
}

/** The stored nights of [from, to) for every room type, keyed by room type then night. */
export async function storedNights(
  db: Executor,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, Map<IsoDate, NightInventory>>> {
  const rows = await db
    .selectFrom('inventory_night')
    .select(['room_type_id', 'night', 'units', 'booked', 'closed'])
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute()
  const byRoom = new Map<number, Map<IsoDate, NightInventory>>()
  for (const row of rows) {
    const nights = byRoom.get(row.room_type_id) ?? new Map<IsoDate, NightInventory>()
    nights.set(row.night, { units: row.units, booked: row.booked, closed: row.closed === 1 })
    byRoom.set(row.room_type_id, nights)
  }
  return byRoom
}

/** The room types as stored: units for nights not created yet. */
export async function roomTypeUnits(db: Executor): Promise<Map<number, number>> {
  const rows = await db.selectFrom('room_type').select(['id', 'units']).execute()
  return new Map(rows.map((row) => [row.id, row.units]))
}

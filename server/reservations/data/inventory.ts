/**
 * Inventory nights: the only place that counts rooms. A new booking takes its nights with one
 * conditional upsert, every other move with one conditional UPDATE (docs/reservations.md, "No
 * double booking, proven"); rows are locked in date order so two transactions never wait on
 * each other's rows in opposite orders.
 */
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { NightInventory } from '../../../domain/availability'
import { engineOf } from './engine'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

/** Creates the nights' rows that do not exist yet, each starting with the room type's units. */
export async function ensureNights(
  trx: Executor,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  if (nights.length === 0) return
  // In date order: two stays creating the same new nights must not wait on each other's
  // uncommitted rows in opposite orders (a deadlock on PostgreSQL).
  const sorted = [...new Set(nights)].sort()
  // The units read inside the INSERT: one round trip, where a booking counts every one.
  await trx
    .insertInto('inventory_night')
    .values((eb) =>
      sorted.map((night) => ({
        room_type_id: roomTypeId,
        night,
        units: eb.selectFrom('room_type').select('units').where('id', '=', roomTypeId),
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
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  const sorted = [...new Set(nights)].sort()
  await ensureNights(trx, roomTypeId, sorted)
  if (engineOf(trx) === 'postgres' && sorted.length > 0) {
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
 * Takes one unit of every night in one statement, or reports false when any night is full or
 * closed. The caller must roll the transaction back on false: some nights may have been taken.
 */
export async function holdNights(
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<boolean> {
  const wanted = [...new Set(nights)]
  if (wanted.length === 0) return true
  const result = await trx
    .updateTable('inventory_night')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where((eb) => nightsInOrder(eb, trx, roomTypeId, wanted))
    .whereRef('booked', '<', 'units')
    .where('closed', '=', 0)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === wanted.length
}

/**
 * A new stay's nights in one statement: each night not stored yet is created with one of the
 * room type's units taken, each stored one takes a unit if it has one free and is open; false
 * when any night could not be taken. The caller must roll back on false. SQLite's booking takes
 * its nights here; PostgreSQL's takes them by the same upsert as the first part of the one
 * statement that writes the booking (new-booking.ts, savedInOneStatement): a change to the
 * rule here is a change there.
 *
 * The upsert's update is decided on the newest committed row, after waiting for any writer of
 * it (PostgreSQL's rule for ON CONFLICT DO UPDATE), so two stays never both take the last unit;
 * rows are inserted or locked in date order, as everywhere nights are locked.
 */
export async function takeNights(
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<boolean> {
  const sorted = [...new Set(nights)].sort()
  if (sorted.length === 0) return true
  const taken = await trx
    .insertInto('inventory_night')
    .columns(['room_type_id', 'night', 'units', 'booked', 'closed'])
    .expression((eb) =>
      eb
        .selectFrom(
          // `column1`: both engines' name for a VALUES list's column.
          sql<{
            column1: IsoDate
          }>`(values ${sql.join(sorted.map((night) => sql`(${night})`))})`.as('wanted'),
        )
        .innerJoin('room_type', (join) => join.onTrue())
        .select((select) => [
          'room_type.id',
          'wanted.column1 as night',
          'room_type.units',
          select.lit(1).as('booked'),
          select.lit(0).as('closed'),
        ])
        .where('room_type.id', '=', roomTypeId)
        // A room type with no units has no unit to take on a new night.
        .where('room_type.units', '>', 0)
        .orderBy('wanted.column1'),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['room_type_id', 'night'])
        .doUpdateSet((eb) => ({ booked: eb('inventory_night.booked', '+', 1) }))
        .where((eb) =>
          eb.and([
            eb('inventory_night.booked', '<', eb.ref('inventory_night.units')),
            eb('inventory_night.closed', '=', 0),
          ]),
        ),
    )
    .returning('night')
    .execute()
  return taken.length === sorted.length
}

/** Gives one unit of every night back, in one statement. */
export async function releaseNights(
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
): Promise<void> {
  const given = [...new Set(nights)]
  if (given.length === 0) return
  await trx
    .updateTable('inventory_night')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where((eb) => nightsInOrder(eb, trx, roomTypeId, given))
    .where('booked', '>', 0)
    .execute()
}

/**
 * The rows of a room type's nights, for an UPDATE. On PostgreSQL, more than one night is
 * locked first by a sub-select in date order (an UPDATE alone locks in whatever order its plan
 * reads): two stays over the same nights then queue instead of deadlocking. SQLite's write
 * transaction holds the whole database.
 */
function nightsInOrder(
  eb: ExpressionBuilder<Database, 'inventory_night'>,
  trx: Transaction<Database>,
  roomTypeId: number,
  nights: readonly IsoDate[],
) {
  const ofRoom = eb('room_type_id', '=', roomTypeId)
  if (nights.length === 1 || engineOf(trx) === 'sqlite') {
    return eb.and([ofRoom, eb('night', 'in', nights)])
  }
  return eb.and([
    ofRoom,
    eb(
      'night',
      'in',
      eb
        .selectFrom('inventory_night as locked')
        .select('locked.night')
        .where('locked.room_type_id', '=', roomTypeId)
        .where('locked.night', 'in', nights)
        .orderBy('locked.night')
        .forUpdate(),
    ),
  ])
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

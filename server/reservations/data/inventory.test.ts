/**
 * The statements that count rooms, on each engine: a stay's nights are created, taken and
 * given back each in one statement, all of them or (after the caller's rollback) none.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Transaction } from 'kysely'
import { freshDatabase, ENGINES, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from './connect'
import { ensureNights, holdNights, releaseNights, takeNights } from './inventory'
import { syncRoomTypes } from './room-types'
import type { Database } from './tables'

const ROOM = { id: 7, name: 'Test Villa', maxPerson: 2, units: 2 }
const NO_UNITS = { id: 8, name: 'Closed Wing', maxPerson: 2, units: 0 }
const NIGHTS = ['2027-03-01', '2027-03-02', '2027-03-03']

class RolledBack extends Error {}

describe.each(ENGINES)('inventory nights on %s', (engine) => {
  let fresh: FreshDatabase
  let database: OpenDatabase

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    database = await openDatabase(fresh.target)
    await syncRoomTypes(database.db, [ROOM, NO_UNITS])
  })
  afterAll(async () => {
    await database.close()
    await fresh.cleanup()
  })

  const booked = async () =>
    Object.fromEntries(
      (
        await database.db
          .selectFrom('inventory_night')
          .select(['night', 'booked', 'units'])
          .where('room_type_id', '=', ROOM.id)
          .orderBy('night')
          .execute()
      ).map((row) => [row.night, `${row.booked}/${row.units}`]),
    )

  /** Holds the nights; on false, rolls back as every caller does. */
  const hold = async (nights: string[]) =>
    inTransaction(async (trx) => {
      await ensureNights(trx, ROOM.id, nights)
      return holdNights(trx, ROOM.id, nights)
    })

  /** A new booking's way: created and taken in one statement; rolled back on false. */
  const take = (nights: string[], roomId = ROOM.id) =>
    inTransaction((trx) => takeNights(trx, roomId, nights))

  const inTransaction = async (
    step: (trx: Transaction<Database>) => Promise<boolean>,
  ): Promise<boolean> => {
    try {
      return await database.db.transaction().execute(async (trx) => {
        if (!(await step(trx))) throw new RolledBack()
        return true
      })
    } catch (error) {
      if (error instanceof RolledBack) return false
      throw error
    }
  }

  test("new nights start with the room type's units, and a stay takes one of each", async () => {
    expect(await hold(NIGHTS)).toBe(true)
    expect(await booked()).toEqual({
      '2027-03-01': '1/2',
      '2027-03-02': '1/2',
      '2027-03-03': '1/2',
    })
  })

  test('a stay with one full night takes none of its nights', async () => {
    expect(await hold(['2027-03-02'])).toBe(true)
    expect(await hold(NIGHTS)).toBe(false)
    expect(await booked()).toEqual({
      '2027-03-01': '1/2',
      '2027-03-02': '2/2',
      '2027-03-03': '1/2',
    })
  })

  test('a closed night is not taken, and a night named twice is taken once', async () => {
    await database.db
      .updateTable('inventory_night')
      .set({ closed: 1 })
      .where('night', '=', '2027-03-03')
      .execute()
    expect(await hold(['2027-03-01', '2027-03-03'])).toBe(false)
    expect(await hold(['2027-03-01', '2027-03-01'])).toBe(true)
    expect(await booked()).toMatchObject({ '2027-03-01': '2/2', '2027-03-03': '1/2' })
  })

  test('giving nights back lowers each once, never below nothing', async () => {
    await database.db.transaction().execute(async (trx) => {
      await releaseNights(trx, ROOM.id, NIGHTS)
      await releaseNights(trx, ROOM.id, NIGHTS)
      await releaseNights(trx, ROOM.id, NIGHTS)
    })
    expect(await booked()).toEqual({
      '2027-03-01': '0/2',
      '2027-03-02': '0/2',
      '2027-03-03': '0/2',
    })
  })

  test('many overlapping stays at once, their nights named in either order: each night ends at its units, never past them, and none fails', async () => {
    const stays = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? ['2027-04-01', '2027-04-02', '2027-04-03'] : ['2027-04-03', '2027-04-02'],
    )
    const results = await Promise.all(stays.map((nights) => hold(nights)))
    expect(results.filter(Boolean)).toHaveLength(ROOM.units)
    const april = Object.entries(await booked()).filter(([night]) => night.startsWith('2027-04'))
    expect(Object.fromEntries(april)).toMatchObject({ '2027-04-02': '2/2', '2027-04-03': '2/2' })
  })

  test('taking new and stored nights in one statement: the new ones created with one unit taken, a full one refusing the whole stay', async () => {
    expect(await take(['2027-05-02', '2027-05-01'])).toBe(true)
    expect(await take(['2027-05-02', '2027-05-03'])).toBe(true)
    expect(await take(['2027-05-01', '2027-05-02', '2027-05-03'])).toBe(false)
    const may = Object.entries(await booked()).filter(([night]) => night.startsWith('2027-05'))
    expect(Object.fromEntries(may)).toEqual({
      '2027-05-01': '1/2',
      '2027-05-02': '2/2',
      '2027-05-03': '1/2',
    })
  })

  test('taking refuses a closed night, and a room type with no units on a new night', async () => {
    expect(await take(['2027-05-10'])).toBe(true)
    await database.db
      .updateTable('inventory_night')
      .set({ closed: 1 })
      .where('night', '=', '2027-05-10')
      .execute()
    expect(await take(['2027-05-10'])).toBe(false)
    expect(await take(['2027-05-11'], NO_UNITS.id)).toBe(false)
    expect(await take(['2027-05-11', '2027-05-11'])).toBe(true)
    expect(await booked()).toMatchObject({ '2027-05-10': '1/2', '2027-05-11': '1/2' })
    const noUnits = await database.db
      .selectFrom('inventory_night')
      .select('night')
      .where('room_type_id', '=', NO_UNITS.id)
      .execute()
    expect(noUnits).toEqual([])
  })

  test('many stays taking new overlapping nights at once, named in either order: each night ends at its units and none fails', async () => {
    const stays = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? ['2027-06-01', '2027-06-02', '2027-06-03'] : ['2027-06-03', '2027-06-02'],
    )
    const results = await Promise.all(stays.map((nights) => take(nights)))
    expect(results.filter(Boolean)).toHaveLength(ROOM.units)
    const june = Object.entries(await booked()).filter(([night]) => night.startsWith('2027-06'))
    expect(Object.fromEntries(june)).toMatchObject({ '2027-06-02': '2/2', '2027-06-03': '2/2' })
  })
})

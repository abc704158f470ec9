/**
 * Housekeeping's migration on both engines: units made before it are clean, never set by anyone,
 * and the database itself refuses a status that is not one of the four.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES } from '../../../test-support/test-database'
import {
  openFreshDatabase,
  type FreshMigrationDatabase,
} from '../../test-support/unmigrated-database'
import type { Database } from '../tables'

describe.each(ENGINES)('unit statuses brought in on %s', (engine) => {
  let database: FreshMigrationDatabase
  let db: Kysely<Database>

  beforeAll(async () => {
    database = await openFreshDatabase(engine)
    db = database.db
    await database.migrateTo('018-unlogged-rate-limits')
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 2 })
      .execute()
    // As the code before the migration wrote units: without any housekeeping column.
    await sql`insert into unit (room_type_id, position, label, retired_at)
      values (1, 1, 'H1', null), (1, 2, 'H2', ${'2025-01-01T00:00:00.000Z'})`.execute(db)
    await database.migrateTo('020-housekeeping')
  })
  afterAll(async () => {
    await database.close()
  })

  test('units made before it are clean, set by nobody, with no out-of-order spell', async () => {
    const units = await db
      .selectFrom('unit')
      .select(['label', 'status', 'status_reason', 'out_of_order_from', 'status_at', 'status_by'])
      .orderBy('position')
      .execute()

    expect(units).toEqual([
      {
        label: 'H1',
        status: 'clean',
        status_reason: null,
        out_of_order_from: null,
        status_at: '',
        status_by: null,
      },
      {
        label: 'H2',
        status: 'clean',
        status_reason: null,
        out_of_order_from: null,
        status_at: '',
        status_by: null,
      },
    ])
  })

  test('the database refuses a status that is not one of the four', async () => {
    await expect(
      sql`update unit set status = 'sparkling' where label = 'H1'`.execute(db),
    ).rejects.toThrow()
  })
})

/** A connection that runs no migrations of its own, so the test can stop at one. */

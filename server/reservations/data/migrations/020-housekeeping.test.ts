/**
 * Housekeeping's migration on both engines: units made before it are clean, never set by anyone,
 * and the database itself refuses a status that is not one of the four.
 */
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../../test-support/test-database'
import type { DatabaseTarget } from '../../config'
import { migrationsFor } from '../migrations'
import type { Database } from '../tables'

describe.each(ENGINES)('unit statuses brought in on %s', (engine) => {
  let fresh: FreshDatabase
  let db: Kysely<Database>

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    db = unmigrated(fresh.target)
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(engine) },
    })
    expect((await migrator.migrateTo('018-unlogged-rate-limits')).error).toBeUndefined()
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 2 })
      .execute()
    // As the code before the migration wrote units: without any housekeeping column.
    await sql`insert into unit (room_type_id, position, label, retired_at)
      values (1, 1, 'H1', null), (1, 2, 'H2', ${'2025-01-01T00:00:00.000Z'})`.execute(db)
    expect((await migrator.migrateTo('020-housekeeping')).error).toBeUndefined()
  })
  afterAll(async () => {
    await db.destroy()
    await fresh.cleanup()
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
function unmigrated(target: DatabaseTarget): Kysely<Database> {
  return target.engine === 'sqlite'
    ? new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(target.path) }) })
    : new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url }) }),
      })
}

/**
 * The roles' migration on both engines: accounts made before it become managers, and the
 * database itself takes no role but the three.
 */
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../../test-support/test-database'
import type { DatabaseTarget } from '../../config'
import { migrationsFor } from '../migrations'
import type { Database } from '../tables'

const CREATED = '2026-01-10T02:00:00.000Z'

describe.each(ENGINES)('staff roles brought in on %s', (engine) => {
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
    // Written as the code before roles wrote accounts: no role column yet.
    for (const [email, removed] of [
      ['owner@resort.example', null],
      ['gone@resort.example', CREATED],
    ] as const) {
      await sql`INSERT INTO staff (email, password_hash, created_at, removed_at)
        VALUES (${email}, 'a hash', ${CREATED}, ${removed})`.execute(db)
    }
    expect((await migrator.migrateTo('019-staff-roles')).error).toBeUndefined()
  })
  afterAll(async () => {
    await db.destroy()
    await fresh.cleanup()
  })

  test('every account made before roles is a manager, removed or not', async () => {
    const rows = await db.selectFrom('staff').select(['email', 'role']).orderBy('email').execute()

    expect(rows).toEqual([
      { email: 'gone@resort.example', role: 'manager' },
      { email: 'owner@resort.example', role: 'manager' },
    ])
  })

  test('the database refuses a role that is not one of the three', async () => {
    const unknown = sql`UPDATE staff SET role = 'owner' WHERE email = 'owner@resort.example'`

    await expect(unknown.execute(db)).rejects.toThrow(/check/i)
    await db
      .updateTable('staff')
      .set({ role: 'housekeeping' })
      .where('email', '=', 'owner@resort.example')
      .execute()
  })
})

function unmigrated(target: DatabaseTarget): Kysely<Database> {
  return target.engine === 'sqlite'
    ? new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(target.path) }) })
    : new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url }) }),
      })
}

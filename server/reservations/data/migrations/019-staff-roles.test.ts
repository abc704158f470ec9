/**
 * The roles' migration on both engines: accounts made before it become managers, and the
 * database itself takes no role but the three.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES } from '../../../test-support/test-database'
import {
  openFreshDatabase,
  type FreshMigrationDatabase,
} from '../../test-support/unmigrated-database'
import type { Database } from '../tables'

const CREATED = '2026-01-10T02:00:00.000Z'

describe.each(ENGINES)('staff roles brought in on %s', (engine) => {
  let database: FreshMigrationDatabase
  let db: Kysely<Database>

  beforeAll(async () => {
    database = await openFreshDatabase(engine)
    db = database.db
    await database.migrateTo('018-unlogged-rate-limits')
    // Written as the code before roles wrote accounts: no role column yet.
    for (const [email, removed] of [
      ['owner@resort.example', null],
      ['gone@resort.example', CREATED],
    ] as const) {
      await sql`INSERT INTO staff (email, password_hash, created_at, removed_at)
        VALUES (${email}, 'a hash', ${CREATED}, ${removed})`.execute(db)
    }
    await database.migrateTo('019-staff-roles')
  })
  afterAll(async () => {
    await database.close()
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

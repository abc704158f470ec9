/**
 * A migration's test on either engine: a fresh database with no migration run yet, where the
 * test writes rows as the code before the migration did and then migrates up to it.
 */
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { expect } from 'vitest'
import { freshDatabase, type TestEngine } from '../../test-support/test-database'
import type { DatabaseTarget } from '../config'
import { migrationsFor } from '../data/migrations'
import type { Database } from '../data/tables'

export type FreshMigrationDatabase = Awaited<ReturnType<typeof openFreshDatabase>>

export async function openFreshDatabase(engine: TestEngine) {
  const fresh = await freshDatabase(engine)
  const db = unmigrated(fresh.target)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
  })
  return {
    db,
    /** Runs the migrations up to `name` (e.g. '019-staff-roles'); any error fails the test. */
    async migrateTo(name: string) {
      expect((await migrator.migrateTo(name)).error).toBeUndefined()
    },
    async close() {
      await db.destroy()
      await fresh.cleanup()
    },
  }
}

// Kysely alone, not openDatabase: that would run every migration at once.
function unmigrated(target: DatabaseTarget): Kysely<Database> {
  return target.engine === 'sqlite'
    ? new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(target.path) }) })
    : new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url }) }),
      })
}

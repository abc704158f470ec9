/**
 * The sweep runs one at a time across all servers (docs/reservations.md, "Scale"). PostgreSQL: a
 * session advisory lock, taken with try so a server that finds it held skips this round.
 * SQLite: one process owns the file, so a flag per database is the whole lock.
 */
import { sql, type Kysely } from 'kysely'
import type { OpenDatabase } from './connect'
import type { Database } from './tables'

// Any fixed 64-bit number; it only has to be the same on every server of this application.
export const SWEEP_LOCK_KEY = 7_245_318_601

const running = new WeakSet<object>()

/** Runs `work` when no other sweep runs; null when one does. */
export async function withSweepLock<T>(
  database: Pick<OpenDatabase, 'db' | 'engine'>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T | null> {
  if (database.engine === 'sqlite') {
    if (running.has(database.db)) return null
    running.add(database.db)
    try {
      return await work(database.db)
    } finally {
      running.delete(database.db)
    }
  }
  return database.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_lock(${SWEEP_LOCK_KEY}) as locked`.execute(connection)
    if (!rows[0]?.locked) return null
    try {
      return await work(connection)
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection)
    }
  })
}

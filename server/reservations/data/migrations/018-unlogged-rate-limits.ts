import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'

/**
 * PostgreSQL: the rate-limit counters leave the write-ahead log. Every guest request writes
 * one, and a logged write waits for its own flush to disk; a counter is worth no flush; after
 * a crash the table comes back empty, which only forgives the limits once. SQLite keeps its
 * counters in memory (../rate-limit-store.ts) and has nothing to change.
 */
export function unloggedRateLimits(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') await sql`ALTER TABLE rate_limit SET UNLOGGED`.execute(db)
    },
  }
}

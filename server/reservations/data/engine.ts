/**
 * SQLite's transactions start deferred: two writers that both read first can deadlock, and the
 * loser gets SQLITE_BUSY at once instead of waiting. docs/reservations.md asks for BEGIN IMMEDIATE,
 * which takes the write lock up front. Kysely's SQLite driver only says BEGIN, so this dialect
 * changes that one statement, and waits for the lock the way beginImmediate does.
 */
import type BetterSqlite3 from 'better-sqlite3'
import { SqliteDialect, type Driver } from 'kysely'

export type Engine = 'sqlite' | 'postgres'

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database
  readonly #waitMs: number

  constructor(database: BetterSqlite3.Database, waitMs: number) {
    super({ database })
    this.#database = database
    this.#waitMs = waitMs
  }

  override createDriver(): Driver {
    const driver = super.createDriver()
    // Kysely holds its one connection (this database) while a transaction begins, so the
    // statement can go to the database directly.
    driver.beginTransaction = () => beginImmediate(this.#database, this.#waitMs)
    return driver
  }
}

const SQLITE_LOCK_RETRY_MS = 25

/**
 * Runs `work` inside one SQLite write transaction (BEGIN IMMEDIATE … COMMIT), waiting up to
 * `waitMs` for another connection's write lock. Kysely's migrator takes no lock on SQLite
 * (its adapter says "one connection": true of one process only), so two servers starting
 * on one fresh file both ran migration 001 and the second failed. The wait is a retry loop
 * with the busy timeout off, not the busy timeout itself: that one blocks the whole thread,
 * so a holder in the same process, suspended between its awaits, could never finish.
 */
export async function withSqliteWriteLock<T>(
  database: BetterSqlite3.Database,
  waitMs: number,
  work: () => Promise<T>,
): Promise<T> {
  await beginImmediate(database, waitMs)
  try {
    const result = await work()
    database.exec('COMMIT')
    return result
  } catch (error) {
    if (database.inTransaction) database.exec('ROLLBACK')
    throw error
  }
}

/**
 * BEGIN IMMEDIATE, waiting up to `waitMs` for another connection's write lock by retrying with
 * the busy timeout off: the busy timeout would block the whole thread, so this process's other
 * requests (and a holder in the same process) would stop too. Still busy after that:
 * SQLITE_BUSY, which the API answers with 503.
 */
export async function beginImmediate(
  database: BetterSqlite3.Database,
  waitMs: number,
): Promise<void> {
  const busyTimeout = database.pragma('busy_timeout', { simple: true }) as number
  database.pragma('busy_timeout = 0')
  try {
    const attempts = Math.max(1, Math.ceil(waitMs / SQLITE_LOCK_RETRY_MS))
    for (let attempt = 1; ; attempt += 1) {
      try {
        database.exec('BEGIN IMMEDIATE')
        return
      } catch (error) {
        if (!isBusy(error) || attempt >= attempts) throw error
        await new Promise((resolve) => setTimeout(resolve, SQLITE_LOCK_RETRY_MS))
      }
    }
  } finally {
    database.pragma(`busy_timeout = ${busyTimeout}`)
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED'
}

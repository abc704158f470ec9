/**
 * Opens the database named by the configuration, runs the migrations under a lock and hands
 * back one Kysely instance. Every difference between the two engines lives here and in
 * ./engine.ts, nowhere else.
 */
import SqliteDatabase from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely'
import pg from 'pg'
import type { DatabaseTarget } from '../config'
import { startCheckpointer, INLINE_CHECKPOINT_PAGES } from './checkpointer'
import { DurableSqliteDialect, preparingPool, withSqliteWriteLock, type Engine } from './engine'
import { createPrivateFile } from './private-files'
import { migrationsFor } from './migrations'
import type { Database } from './tables'
import { walFileSync } from './wal-sync'

export type { Engine } from './engine'
export type Db = Kysely<Database>
export type OpenDatabase = {
  db: Db
  engine: Engine
  /** PostgreSQL's connection pool, for the few parts that speak to it directly (rate limits). */
  pool: pg.Pool | null
  close: () => Promise<void>
}

// How long a SQLite writer waits for another process's write lock before giving up.
const SQLITE_BUSY_TIMEOUT_MS = 5000

export type OpenOptions = {
  /** SQLite: checkpoint the log on a thread of its own (./checkpointer.ts), as the server does;
   * otherwise SQLite's own checkpoints, inside commits, for short-lived commands and tests. */
  checkpointThread?: { log: (line: string) => void }
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<OpenDatabase> {
  if (target.engine === 'postgres') return migrated(openPostgres(target.url), migrate)
  const { opened, database } = openSqlite(target.path, options)
  return migrated(opened, () =>
    withSqliteWriteLock(database, SQLITE_BUSY_TIMEOUT_MS, () => migrate(opened)),
  )
}

async function migrated(
  opened: OpenDatabase,
  run: (opened: OpenDatabase) => Promise<void>,
): Promise<OpenDatabase> {
  try {
    await run(opened)
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

function openSqlite(
  path: string,
  options: OpenOptions,
): { opened: OpenDatabase; database: SqliteDatabase.Database } {
  const inMemory = path === ':memory:'
  if (!inMemory) createPrivateFile(path)
  const database = new SqliteDatabase(path, { timeout: SQLITE_BUSY_TIMEOUT_MS })
  // WAL lets readers go on while one writer commits. NORMAL leaves out only the log's sync at
  // each commit, which the driver makes itself off the event loop before a commit counts
  // (./wal-sync.ts): a booking the server acknowledged survives a crash or a power cut.
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.pragma('foreign_keys = ON')
  const checkpointer =
    options.checkpointThread && !inMemory
      ? startCheckpointer(path, options.checkpointThread.log)
      : null
  if (checkpointer) database.pragma(`wal_autocheckpoint = ${INLINE_CHECKPOINT_PAGES}`)
  const db = new Kysely<Database>({
    dialect: new DurableSqliteDialect(database, {
      waitMs: SQLITE_BUSY_TIMEOUT_MS,
      walSync: inMemory ? null : walFileSync(path),
    }),
  })
  const close = async () => {
    await checkpointer?.stop()
    await db.destroy()
  }
  return { opened: { db, engine: 'sqlite', pool: null, close }, database }
}

function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
  // A client losing its server (a restart, a failover) emits 'error': idle ones on the pool,
  // busy ones on themselves. Either must not crash the process: the query in progress fails
  // (answered with 503) and the pool replaces the client for the next one.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
  return { db, engine: 'postgres', pool, close: () => db.destroy() }
}

/**
 * Runs under a lock, so two servers starting together migrate once, one after the other: on
 * PostgreSQL Kysely's migrator locks a row itself; on SQLite it takes none, so openDatabase
 * wraps it in one write transaction (withSqliteWriteLock), which also makes it all or nothing.
 */
async function migrate({ db, engine }: OpenDatabase): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`database migration${failed ? ` ${failed}` : ''} failed: ${describe(error)}`)
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

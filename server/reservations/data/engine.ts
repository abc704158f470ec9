/**
 * Kysely over better-sqlite3, the way the reservations need it (its own SqliteDriver does not):
 * - Transactions begin IMMEDIATE. SQLite's start deferred: two writers that both read first can
 *   deadlock, and the loser gets SQLITE_BUSY at once instead of waiting. docs/reservations.md
 *   asks for BEGIN IMMEDIATE, which takes the write lock up front, waited for as beginImmediate
 *   does.
 * - A write is acknowledged only once it is on disk, with the sync made off the event loop
 *   (./wal-sync.ts, docs/decisions/021): the connection is handed to the next request at the
 *   commit, and the committing one waits for the sync on its own.
 * - Statements are prepared once: Kysely's driver prepared every statement on every call.
 * And PostgreSQL's statements are prepared once per connection (preparingPool, below).
 */
import { createHash } from 'node:crypto'
import type BetterSqlite3 from 'better-sqlite3'
import {
  CompiledQuery,
  PostgresAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type QueryResult,
} from 'kysely'
import type pg from 'pg'
import type { WalSync } from './wal-sync'

export type Engine = 'sqlite' | 'postgres'

/** The engine behind a connection or transaction, for a statement written two ways. */
export function engineOf(executor: { getExecutor(): { adapter: unknown } }): Engine {
  return executor.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

export class DurableSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database
  readonly #options: DurableSqliteOptions

  constructor(database: BetterSqlite3.Database, options: DurableSqliteOptions) {
    super({ database })
    this.#database = database
    this.#options = options
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.#database, this.#options)
  }
}

type DurableSqliteOptions = {
  /** How long a transaction waits for another connection's write lock. */
  waitMs: number
  /** Null for a database in memory, which has nothing to sync. */
  walSync: WalSync | null
}

// Enough for every statement the server writes; statements with a list of values (IN (...))
// come in a few lengths each.
const STATEMENT_CACHE_SIZE = 500

class DurableSqliteDriver extends SqliteDriver {
  readonly #database: BetterSqlite3.Database
  readonly #options: DurableSqliteOptions
  readonly #statements = new Map<string, BetterSqlite3.Statement>()
  #turn: Promise<void> = Promise.resolve()

  constructor(database: BetterSqlite3.Database, options: DurableSqliteOptions) {
    super({ database })
    this.#database = database
    this.#options = options
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    // One connection, taken in turn: each lease waits for the one before it to end.
    const before = this.#turn
    let end = () => {}
    this.#turn = new Promise((resolve) => (end = resolve))
    await before
    return new Lease((sql) => this.#prepare(sql), end)
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    leaseOf(connection)
    await beginImmediate(this.#database, this.#options.waitMs)
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#database.exec('COMMIT')
    await this.#end(leaseOf(connection))
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = leaseOf(connection)
    // Kysely rolls back when the commit throws; once COMMIT has run, the connection may
    // already be in the next request's transaction, which is not this one's to undo.
    if (lease.ended) return
    this.#database.exec('ROLLBACK')
    lease.wrote = false
  }

  // Kysely passes the connection, though SqliteDriver's own signature leaves it out.
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    await this.#end(leaseOf(connection))
  }

  override async destroy(): Promise<void> {
    await this.#options.walSync?.close()
    await super.destroy()
  }

  /** Hands the connection on, then waits until what the lease wrote is on disk. */
  #end(lease: Lease): Promise<void> {
    if (lease.ended) return lease.ended
    // Still in a transaction: one begun outside Kysely (the migrations' lock), whose COMMIT is
    // yet to come, so there is nothing committed to sync.
    const committed = lease.wrote && !this.#database.inTransaction
    lease.handOn()
    const { walSync } = this.#options
    lease.ended = committed && walSync ? walSync.afterCommit() : Promise.resolve()
    return lease.ended
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    const cached = this.#statements.get(sql)
    if (cached) return cached
    const statement = this.#database.prepare(sql)
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value
      if (oldest !== undefined) this.#statements.delete(oldest)
    }
    this.#statements.set(sql, statement)
    return statement
  }
}

/** The connection for one turn: what Kysely runs statements on between acquire and release. */
class Lease implements DatabaseConnection {
  /** Whether a statement of this turn (or of its open transaction) changed the database. */
  wrote = false
  ended: Promise<void> | null = null
  readonly #prepare: (sql: string) => BetterSqlite3.Statement
  readonly #handOn: () => void

  constructor(prepare: (sql: string) => BetterSqlite3.Statement, handOn: () => void) {
    this.#prepare = prepare
    this.#handOn = handOn
  }

  handOn(): void {
    this.#handOn()
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.ended) throw new Error('a statement ran on a connection already handed on')
    const statement = this.#prepare(compiled.sql)
    const parameters = compiled.parameters as unknown[]
    // A statement with RETURNING both reads and writes: readonly, not reader, tells a write.
    if (!statement.readonly) this.wrote = true
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
  }

  // eslint-disable-next-line require-yield -- the server never streams; Kysely's interface asks for it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite')
  }
}

function leaseOf(connection: DatabaseConnection | undefined): Lease {
  if (connection instanceof Lease) return connection
  throw new Error('not a connection of this driver')
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

// Statements with a list of values come in a few lengths each; past this many on one
// connection, new ones go unnamed rather than fill the server's memory.
const PREPARED_PER_CONNECTION = 500
// Longer lists (a range of nights for staff) are one-offs, not worth a name.
const MAX_PREPARED_PARAMETERS = 64
// Texts whose names are remembered, so a statement is hashed once, not on every call.
const NAMES_REMEMBERED = 2000
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>()
const namesByText = new Map<string, string>()

/**
 * pg's pool for Kysely, with every query prepared once per connection under a name made from
 * its text. An unnamed statement is parsed and planned again on each call, which was most of
 * PostgreSQL's work per booking (docs/decisions/036-prepared-statements-on-postgresql.md).
 *
 * A prepared statement goes stale when another server's migration changes the columns it
 * returns (a `select *` after a column is added): PostgreSQL then refuses it on that connection
 * for good. Outside a transaction the query is sent again unnamed; inside one the transaction
 * has failed, so the request fails (503, and the guest's retry with its Idempotency-Key is
 * safe). Either way the connection is closed, not reused, and the next one prepares afresh.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new PreparingClient(await pool.connect()),
    end: () => pool.end(),
  }
}

class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient
  #stale = false
  #inTransaction = false

  constructor(client: pg.PoolClient) {
    this.#client = client
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      return (this.#client.query as (cursor: unknown) => PostgresCursor<R>)(sqlOrCursor)
    }
    return this.#run<R>(sqlOrCursor, [...(parameters ?? [])])
  }

  async #run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    this.#followTransaction(text)
    const name = this.#stale ? null : this.#nameFor(text, values.length)
    try {
      const result = await this.#client.query(name ? { name, text, values } : { text, values })
      return result as unknown as PostgresQueryResult<R>
    } catch (error) {
      if (!name || !isStaleStatement(error)) throw error
      this.#stale = true
      if (this.#inTransaction) throw error
      return (await this.#client.query({ text, values })) as unknown as PostgresQueryResult<R>
    }
  }

  release(): void {
    this.#client.release(this.#stale ? new Error('stale prepared statement') : undefined)
  }

  /** Kysely's own statements for a transaction (postgres-driver.js), and its savepoints'. */
  #followTransaction(text: string) {
    if (/^(begin|start transaction)\b/i.test(text)) this.#inTransaction = true
    else if (/^(commit|rollback)$/i.test(text)) this.#inTransaction = false
  }

  #nameFor(sql: string, parameters: number): string | null {
    if (parameters > MAX_PREPARED_PARAMETERS) return null
    const name = statementName(sql)
    if (!name) return null
    let names = preparedOn.get(this.#client)
    if (!names) preparedOn.set(this.#client, (names = new Set()))
    if (names.has(name)) return name
    if (names.size >= PREPARED_PER_CONNECTION) return null
    names.add(name)
    return name
  }
}

function statementName(sql: string): string | null {
  const known = namesByText.get(sql)
  if (known) return known
  if (!PREPARABLE.test(sql)) return null
  const name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`
  if (namesByText.size < NAMES_REMEMBERED) namesByText.set(sql, name)
  return name
}

/**
 * A prepared statement this connection can no longer run: its result changed shape ("cached
 * plan must not change result type"; matched by the routine, which the server never
 * translates), or pg dropped it after failing to bind values while still counting it as
 * prepared ("prepared statement does not exist").
 */
function isStaleStatement(error: unknown): boolean {
  const { code, routine } = (error ?? {}) as { code?: unknown; routine?: unknown }
  return (code === '0A000' && routine === 'RevalidateCachedQuery') || code === '26000'
}

/**
 * The SQLite driver on a real file: a write counts only once the log is synced, the sync
 * happens after the connection has gone on to the next request, and statements are prepared
 * once. The sync itself is the real fdatasync, held back by the test where timing matters.
 */
import SqliteDatabase from 'better-sqlite3'
import { Kysely, sql, type Generated } from 'kysely'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { INLINE_CHECKPOINT_PAGES } from './checkpointer'
import { openDatabase } from './connect'
import { DurableSqliteDialect } from './engine'
import { walFileSync, type WalSync } from './wal-sync'

type Scratch = { note: { id: Generated<number>; text: string } }

let scratch: string
let database: SqliteDatabase.Database
let db: Kysely<Scratch>
let syncs: { started: number; gate: Promise<void>; open: () => void }

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'durable-sqlite-'))
  const path = join(scratch, 'test.db')
  database = new SqliteDatabase(path)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  database.exec('create table note (id integer primary key, text text not null)')
  const real = walFileSync(path)
  let open = () => {}
  syncs = { started: 0, gate: new Promise((resolve) => (open = resolve)), open: () => open() }
  // The real sync, started only once the test opens the gate.
  const held: WalSync = {
    afterCommit: () => {
      syncs.started += 1
      return syncs.gate.then(() => real.afterCommit())
    },
    close: () => real.close(),
  }
  db = new Kysely<Scratch>({
    dialect: new DurableSqliteDialect(database, { waitMs: 1000, walSync: held }),
  })
})

afterEach(async () => {
  syncs.open()
  await db.destroy()
  rmSync(scratch, { recursive: true, force: true })
})

const flag = (promise: Promise<unknown>) => {
  const state = { done: false, promise }
  void promise.then(() => (state.done = true))
  return state
}
const ticks = () => new Promise((resolve) => setTimeout(resolve, 10))

test('a transaction that wrote returns only after the log is synced, while others go on', async () => {
  const booking = flag(
    db.transaction().execute((trx) => trx.insertInto('note').values({ text: 'held' }).execute()),
  )
  await ticks()
  expect(booking.done).toBe(false)
  expect(syncs.started).toBe(1)

  // The connection was handed on at COMMIT: another request reads (and sees the commit).
  const rows = await db.selectFrom('note').select('text').execute()
  expect(rows).toEqual([{ text: 'held' }])
  expect(booking.done).toBe(false)

  syncs.open()
  await booking.promise
  expect(booking.done).toBe(true)
})

test('a write outside a transaction waits for the sync too; reads and rolled-back work do not', async () => {
  const insert = flag(db.insertInto('note').values({ text: 'alone' }).execute())
  const returning = flag(
    db.insertInto('note').values({ text: 'returning' }).returning('id').execute(),
  )
  await ticks()
  expect(insert.done).toBe(false)
  expect(returning.done).toBe(false)

  await db.selectFrom('note').selectAll().execute()
  await db.transaction().execute((trx) => trx.selectFrom('note').selectAll().execute())
  await expect(
    db.transaction().execute(async (trx) => {
      await trx.insertInto('note').values({ text: 'undone' }).execute()
      throw new Error('sold out')
    }),
  ).rejects.toThrow('sold out')
  expect(syncs.started).toBe(2)

  syncs.open()
  await Promise.all([insert.promise, returning.promise])
  const texts = (await db.selectFrom('note').select('text').execute()).map((row) => row.text)
  expect(texts).toEqual(['alone', 'returning'])
})

test('a sync that fails fails its commit, and never rolls back the next transaction', async () => {
  await db.destroy()
  let next: Promise<unknown> | null = null
  const failing: WalSync = {
    afterCommit: async () => {
      if (next) return
      // The next request's transaction is open on the connection when this sync fails.
      next = db.transaction().execute(async (trx) => {
        await trx.insertInto('note').values({ text: 'next' }).execute()
        await new Promise((resolve) => setTimeout(resolve, 20))
      })
      await new Promise((resolve) => setTimeout(resolve, 5))
      throw new Error('EIO')
    },
    close: async () => {},
  }
  database = new SqliteDatabase(join(scratch, 'test.db'))
  db = new Kysely<Scratch>({
    dialect: new DurableSqliteDialect(database, { waitMs: 1000, walSync: failing }),
  })

  await expect(
    db.transaction().execute((trx) => trx.insertInto('note').values({ text: 'first' }).execute()),
  ).rejects.toThrow('EIO')
  await next
  const texts = (await db.selectFrom('note').select('text').orderBy('id').execute()).map(
    (row) => row.text,
  )
  expect(texts).toEqual(['first', 'next'])
})

test('a statement is prepared once, however often it runs', async () => {
  syncs.open()
  let prepared = 0
  const prepare = database.prepare.bind(database)
  database.prepare = ((source: string) => {
    prepared += 1
    return prepare(source)
  }) as typeof database.prepare
  for (let index = 0; index < 5; index += 1) {
    await db
      .insertInto('note')
      .values({ text: `note ${index}` })
      .execute()
    await db.selectFrom('note').select('id').where('id', '=', index).execute()
  }
  expect(prepared).toBe(2)
})

test('the connection is synchronous = NORMAL, with the sync made by the driver', async () => {
  const opened = await openDatabase({ engine: 'sqlite', path: join(scratch, 'opened.db') })
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(opened.db)
    expect(rows[0]?.synchronous).toBe(1)
  } finally {
    await opened.close()
  }
})

test('with the checkpoint thread, the log reaches the database file without a commit doing it', async () => {
  const path = join(scratch, 'checkpointed.db')
  const logs: string[] = []
  const opened = await openDatabase(
    { engine: 'sqlite', path },
    { checkpointThread: { log: (line) => logs.push(line) } },
  )
  try {
    const { rows } = await sql<{
      wal_autocheckpoint: number
    }>`pragma wal_autocheckpoint`.execute(opened.db)
    expect(rows[0]?.wal_autocheckpoint).toBe(INLINE_CHECKPOINT_PAGES)
    await sql`create table blob (id integer primary key, body text not null)`.execute(opened.db)
    const before = statSync(path).size
    // About 4 MB, 1,000 pages: SQLite's default mark, far below the server connection's own,
    // so only the thread can have copied them into the database file.
    const body = 'x'.repeat(4000)
    for (let index = 0; index < 1000; index += 1)
      await sql`insert into blob (body) values (${body})`.execute(opened.db)

    let size = before
    for (let poll = 0; poll < 50 && size < before + 3_000_000; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      size = statSync(path).size
    }
    expect(size).toBeGreaterThan(before + 3_000_000)
    expect(logs).toEqual([])
  } finally {
    await opened.close()
  }
})

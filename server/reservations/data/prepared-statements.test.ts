/**
 * PostgreSQL's statements are prepared once per connection (./engine.ts, preparingPool), and a
 * connection whose prepared statement another server's migration made stale is not reused.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from './connect'

let fresh: FreshDatabase
let database: OpenDatabase

beforeAll(async () => {
  fresh = await freshDatabase('postgres')
  database = await openDatabase(fresh.target)
})
afterAll(async () => {
  await database.close()
  await fresh.cleanup()
})

test('a query run twice on one connection is parsed once, under a name', async () => {
  const prepared = await database.db.connection().execute(async (connection) => {
    const read = () =>
      connection.selectFrom('room_type').select('units').where('id', '=', 1).execute()
    await read()
    await read()
    return sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(connection)
  })
  const reads = prepared.rows.filter((row) => row.statement.includes('from "room_type"'))
  expect(reads).toHaveLength(1)
  expect(reads[0]?.name).toMatch(/^s[0-9a-f]{24}$/)
})

/** A table every connection of the pool has read with `select *`, then given a new column. */
async function staleOnEveryConnection(table: string) {
  await sql`create table ${sql.table(table)} (a integer)`.execute(database.db)
  await sql`insert into ${sql.table(table)} values (1)`.execute(database.db)
  const read = (executor: Pick<OpenDatabase['db'], 'connection'>) =>
    executor
      .connection()
      .execute((connection) =>
        sql<Record<string, number>>`select * from ${sql.table(table)}`.execute(connection),
      )
  // Ten at once: every connection of the pool prepares the statement.
  await Promise.all(Array.from({ length: 10 }, () => read(database.db)))
  await sql`alter table ${sql.table(table)} add column b integer default 2`.execute(database.db)
}

test('outside a transaction, a statement made stale by a new column is sent again unnamed', async () => {
  await staleOnEveryConnection('stale_outside')
  const reads = await Promise.all(
    Array.from({ length: 10 }, () =>
      sql<Record<string, number>>`select * from ${sql.table('stale_outside')}`.execute(database.db),
    ),
  )
  for (const result of reads) expect(result.rows).toEqual([{ a: 1, b: 2 }])
})

test('inside a transaction it fails that one, and its connection is not used again', async () => {
  await staleOnEveryConnection('stale_inside')
  const transactions = () =>
    Promise.allSettled(
      Array.from({ length: 10 }, () =>
        database.db
          .transaction()
          .execute((trx) =>
            sql<Record<string, number>>`select * from ${sql.table('stale_inside')}`.execute(trx),
          ),
      ),
    )

  const first = await transactions()
  const failures = first.filter((outcome) => outcome.status === 'rejected')
  expect(failures.length).toBeGreaterThan(0)
  for (const failure of failures) expect(String(failure.reason)).toMatch(/cached plan/)

  const again = await transactions()
  for (const outcome of again) {
    expect(outcome.status).toBe('fulfilled')
    if (outcome.status === 'fulfilled') expect(outcome.value.rows).toEqual([{ a: 1, b: 2 }])
  }
})

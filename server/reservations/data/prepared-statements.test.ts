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

test('a statement made stale by a change of columns fails once, then runs again', async () => {
  await sql`create table stale_probe (a integer)`.execute(database.db)
  await sql`insert into stale_probe values (1)`.execute(database.db)
  const read = () => database.db.connection().execute((connection) =>
    sql<Record<string, number>>`select * from stale_probe`.execute(connection),
  )
  // Every connection of the pool prepares the statement, so whichever runs it next is stale.
  await Promise.all(Array.from({ length: 10 }, read))
  await sql`alter table stale_probe add column b integer default 2`.execute(database.db)

  const outcomes = await Promise.allSettled(Array.from({ length: 10 }, read))
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected')
  expect(failures.length).toBeGreaterThan(0)
  for (const failure of failures) expect(String(failure.reason)).toMatch(/cached plan/)

  const after = await Promise.all(Array.from({ length: 10 }, read))
  for (const result of after) expect(result.rows).toEqual([{ a: 1, b: 2 }])
})

import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freshDatabase, type FreshDatabase } from '../../../test-support/test-database'
import { openDatabase, type OpenDatabase } from '../connect'

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

test('on PostgreSQL the rate-limit counters are unlogged, and the bookings are not', async () => {
  const persistence = await sql<{ relname: string; relpersistence: string }>`
    select relname, relpersistence from pg_class
    where relname in ('rate_limit', 'reservation', 'inventory_night') order by relname`.execute(
    database.db,
  )
  expect(persistence.rows).toEqual([
    { relname: 'inventory_night', relpersistence: 'p' },
    { relname: 'rate_limit', relpersistence: 'u' },
    { relname: 'reservation', relpersistence: 'p' },
  ])
})

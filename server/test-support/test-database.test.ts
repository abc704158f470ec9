import { existsSync } from 'node:fs'
import pg from 'pg'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { openDatabase, type OpenDatabase } from '../reservations/data/connect'
import { migrationsFor } from '../reservations/data/migrations'
import { ENGINES, freshDatabase, type FreshDatabase } from './test-database'

// Like servers started together by a process manager; more than two makes the race likelier.
const RACERS = 4

describe.each(ENGINES)('%s', (engine) => {
  const toClose: OpenDatabase[] = []
  const toClean: FreshDatabase[] = []
  const fresh = async () => {
    const database = await freshDatabase(engine)
    toClean.push(database)
    return database
  }
  const open = async (database: FreshDatabase) => {
    const opened = await openDatabase(database.target)
    toClose.push(opened)
    return opened
  }

  afterEach(async () => {
    await Promise.all(toClose.splice(0).map((opened) => opened.close()))
    await Promise.all(toClean.splice(0).map((database) => database.cleanup()))
  })

  test('a fresh database opens on its engine with every table migrated', async () => {
    const { db, engine: opened } = await open(await fresh())

    expect(opened).toBe(engine)
    expect(await db.selectFrom('email_outbox').selectAll().execute()).toEqual([])
    expect(await migratedNames(db)).toEqual(Object.keys(migrationsFor(engine)))
  })

  test('servers opening one fresh database together all start, and it is migrated once', async () => {
    const database = await fresh()

    const results = await Promise.allSettled(Array.from({ length: RACERS }, () => open(database)))

    expect(results.map((result) => result.status)).toEqual(Array(RACERS).fill('fulfilled'))
    const [first] = toClose
    expect(await migratedNames(first!.db)).toEqual(Object.keys(migrationsFor(engine)))
  })

  test('opening an already migrated database again changes nothing and works', async () => {
    const database = await fresh()
    const { db } = await open(database)
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 6 })
      .execute()

    const again = await open(database)

    expect(await again.db.selectFrom('room_type').select('name').execute()).toEqual([
      { name: 'Hotel Rooms' },
    ])
  })

  test('two fresh databases do not share rows', async () => {
    const one = await open(await fresh())
    const other = await open(await fresh())

    await one.db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 6 })
      .execute()

    expect(await other.db.selectFrom('room_type').selectAll().execute()).toEqual([])
  })

  test('cleanup removes the database', async () => {
    const database = await freshDatabase(engine)
    const opened = await openDatabase(database.target)
    await opened.close()

    await database.cleanup()

    expect(await exists(database)).toBe(false)
  })
})

async function migratedNames(db: OpenDatabase['db']): Promise<string[]> {
  // Kysely's own bookkeeping table, outside our schema type.
  const rows = await db
    .withoutPlugins()
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute()
  return rows.map((row) => (row as { name: string }).name)
}

async function exists({ target }: FreshDatabase): Promise<boolean> {
  if (target.engine === 'sqlite') return existsSync(target.path)
  const client = new pg.Client({ connectionString: inject('postgresUrl') })
  await client.connect()
  try {
    const name = new URL(target.url).pathname.slice(1)
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    return found.rowCount === 1
  } finally {
    await client.end()
  }
}

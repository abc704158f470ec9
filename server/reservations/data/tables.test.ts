/**
 * The schema is written in two places: the migrations make it, tables.ts types it. The compiler
 * holds tables.ts's COLUMNS to its types; this holds a freshly migrated database to COLUMNS, on
 * both engines, so neither can gain, lose or loosen a column without the other.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES, freshDatabase, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from './connect'
import { COLUMNS } from './tables'

// rate-limiter-flexible's counters, which it reads through the pool in a layout of its own
// (./rate-limit-store.ts), never through the typed schema.
const OUTSIDE_THE_TYPED_SCHEMA = ['rate_limit']

type Columns = Record<string, Record<string, boolean>>

describe.each(ENGINES)('%s', (engine) => {
  let fresh: FreshDatabase
  let opened: OpenDatabase
  let migrated: Columns

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    opened = await openDatabase(fresh.target)
    migrated = await columnsOf(opened)
  })

  afterAll(async () => {
    await opened.close()
    await fresh.cleanup()
  })

  test('the database has the tables tables.ts declares, and no others', () => {
    expect(Object.keys(migrated).sort()).toEqual(
      [...Object.keys(COLUMNS), ...OUTSIDE_THE_TYPED_SCHEMA].sort(),
    )
  })

  test.each(Object.keys(COLUMNS))(
    '%s has the columns tables.ts declares, null where it says',
    (table) => {
      expect(migrated[table]).toEqual(COLUMNS[table as keyof typeof COLUMNS])
    },
  )
})

/** Every table's columns and whether each may be null, as the database itself says. */
async function columnsOf({ db, engine }: OpenDatabase): Promise<Columns> {
  const columns: Columns = {}
  for (const table of await db.introspection.getTables()) {
    const primaryKey = engine === 'sqlite' ? await sqlitePrimaryKey(db, table.name) : []
    columns[table.name] = Object.fromEntries(
      table.columns.map((column) => [
        column.name,
        // SQLite reports a primary key column nullable unless it says NOT NULL, though the code
        // never leaves one null; PostgreSQL makes every primary key column NOT NULL itself.
        column.isNullable && !primaryKey.includes(column.name),
      ]),
    )
  }
  return columns
}

async function sqlitePrimaryKey(db: OpenDatabase['db'], table: string): Promise<string[]> {
  const { rows } = await sql<{
    name: string
  }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(db)
  return rows.map((row) => row.name)
}

// A fresh, empty database per test file or test, on either engine, so tests can run
// `describe.each(ENGINES)` and `openDatabase(target)` and never see each other's rows.
// PostgreSQL databases live on the server started by ./vitest-global-setup.ts.

import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { DatabaseTarget } from '../reservations/config'

export const ENGINES = ['sqlite', 'postgres'] as const
export type TestEngine = (typeof ENGINES)[number]

export type FreshDatabase = { target: DatabaseTarget; cleanup: () => Promise<void> }

export async function freshDatabase(engine: TestEngine): Promise<FreshDatabase> {
  return engine === 'sqlite' ? freshSqlite() : freshPostgres()
}

async function freshSqlite(): Promise<FreshDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'resort-sqlite-'))
  return {
    target: { engine: 'sqlite', path: join(folder, 'reservations.db') },
    cleanup: async () => rmSync(folder, { recursive: true, force: true }),
  }
}

async function freshPostgres(): Promise<FreshDatabase> {
  const serverUrl = inject('postgresUrl')
  if (!serverUrl) {
    throw new Error(
      'no PostgreSQL server: database tests must match the "database" project in vitest.config.ts',
    )
  }
  // Lowercase letters and digits only, so the name needs no quoting rules beyond the quotes.
  const name = `test_${randomBytes(8).toString('hex')}`
  await asAdmin(serverUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    target: { engine: 'postgres', url: url.href },
    // FORCE: a pool the test forgot to close must not keep the database (and the run) alive.
    cleanup: () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

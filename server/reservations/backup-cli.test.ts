/**
 * Data care: a backup taken while the server books restores with every acknowledged
 * reservation: `npm run db:backup` for SQLite, pg_dump and pg_restore (as the README shows)
 * for PostgreSQL.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { findBinDir } from '../test-support/postgres'
import { runBackupCommand } from './backup-cli'
import { openDatabase } from './data/connect'
import { startApiServer, type ApiServer } from './test-support/api-server'
import { bookingBody, stayFromToday } from './test-support/bookings'

let folder: string

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'resort-backup-'))
})
afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

async function bookWhile(api: ApiServer, during: () => Promise<void>): Promise<string[]> {
  const refs: string[] = []
  const book = async (index: number) => {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ roomId: 3, adults: 1, kids: 0, ...stayFromToday(10 + index, 1) }),
    )
    if (response.status === 201) refs.push(((await response.json()) as { ref: string }).ref)
  }
  await Promise.all(Array.from({ length: 20 }, (_, index) => book(index)))
  await Promise.all([during(), ...Array.from({ length: 20 }, (_, index) => book(100 + index))])
  return refs
}

function io(env: Record<string, string>, lines: string[]) {
  return {
    stdin: Readable.from([]) as unknown as NodeJS.ReadStream,
    stdout: (line: string) => lines.push(line),
    stderr: (line: string) => lines.push(line),
    env,
    cwd: folder,
  }
}

test('npm run db:backup copies a live SQLite database; the copy has every reservation acknowledged before it', async () => {
  const api = await startApiServer('sqlite')
  const databaseUrl = api.target.engine === 'sqlite' ? `file:${api.target.path}` : ''
  const destination = join(folder, 'copy.db')
  const lines: string[] = []
  let before: string[] = []

  const all = await bookWhile(api, async () => {
    before = [
      ...(await api.inspect.db.selectFrom('reservation').select('ref').execute()).map(
        (row) => row.ref,
      ),
    ]
    expect(await runBackupCommand([destination], io({ DATABASE_URL: databaseUrl }, lines))).toBe(0)
  })
  await api.stop()
  const restored = await openDatabase({ engine: 'sqlite', path: destination })
  const refs = new Set(
    (await restored.db.selectFrom('reservation').select('ref').execute()).map((row) => row.ref),
  )
  const nights = await restored.db.selectFrom('inventory_night').select(['booked']).execute()
  await restored.close()

  expect(all.length).toBe(40)
  expect(before.length).toBeGreaterThanOrEqual(20)
  expect(before.every((ref) => refs.has(ref))).toBe(true)
  expect(nights.reduce((sum, night) => sum + night.booked, 0)).toBe(refs.size)
  expect(lines.join('\n')).toContain(`to ${destination}`)
})

test('db:backup refuses an existing file and points PostgreSQL users to pg_dump', async () => {
  const lines: string[] = []
  const existing = join(folder, 'exists.db')
  const api = await startApiServer('sqlite')
  const databaseUrl = api.target.engine === 'sqlite' ? `file:${api.target.path}` : ''
  await runBackupCommand([existing], io({ DATABASE_URL: databaseUrl }, lines))

  const again = await runBackupCommand([existing], io({ DATABASE_URL: databaseUrl }, lines))
  const postgres = await runBackupCommand(
    [],
    io({ DATABASE_URL: 'postgres://u@127.0.0.1:1/x' }, lines),
  )
  await api.stop()

  expect(again).toBe(1)
  expect(postgres).toBe(2)
  expect(lines.join('\n')).toContain('pg_dump')
})

test('pg_dump of a live PostgreSQL database restores with every reservation acknowledged before it', async () => {
  const api = await startApiServer('postgres')
  const source = api.target.engine === 'postgres' ? api.target.url : ''
  const dump = join(folder, 'resort.dump')
  const bin = findBinDir()
  let before: string[] = []

  await bookWhile(api, async () => {
    before = (await api.inspect.db.selectFrom('reservation').select('ref').execute()).map(
      (row) => row.ref,
    )
    execFileSync(join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, source])
  })
  await api.stop()
  const restoredUrl = new URL(inject('postgresUrl'))
  restoredUrl.pathname = `/restored_${Date.now()}`
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${restoredUrl.pathname.slice(1)}"`)
  execFileSync(join(bin, 'pg_restore'), [`--dbname=${restoredUrl.href}`, dump])
  const restored = await openDatabase({ engine: 'postgres', url: restoredUrl.href })
  const refs = new Set(
    (await restored.db.selectFrom('reservation').select('ref').execute()).map((row) => row.ref),
  )
  await restored.close()
  await admin.query(`DROP DATABASE "${restoredUrl.pathname.slice(1)}" WITH (FORCE)`)
  await admin.end()

  expect(before.length).toBeGreaterThanOrEqual(20)
  expect(before.every((ref) => refs.has(ref))).toBe(true)
})

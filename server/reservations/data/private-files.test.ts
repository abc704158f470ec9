import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { backupSqlite } from './backup'
import { openDatabase } from './connect'

let scratch: string

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'resort-modes-'))
})
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const modeOf = (path: string) => statSync(path).mode & 0o777

test('the SQLite file, its WAL and shared-memory files and its folder are the owner’s alone', async () => {
  const path = join(scratch, 'data', 'reservations.db')
  const opened = await openDatabase({ engine: 'sqlite', path })
  try {
    // A write, so the WAL and shared-memory files exist.
    await opened.db
      .insertInto('room_type')
      .values({ id: 99, name: 'Test', max_person: 2, units: 1 })
      .execute()

    expect(modeOf(path)).toBe(0o600)
    expect(modeOf(`${path}-wal`)).toBe(0o600)
    expect(modeOf(`${path}-shm`)).toBe(0o600)
    expect(modeOf(join(scratch, 'data'))).toBe(0o700)
  } finally {
    await opened.close()
  }
})

test('an existing database file readable by others is narrowed at start', async () => {
  const path = join(scratch, 'old.db')
  writeFileSync(path, '')
  chmodSync(path, 0o644)

  const opened = await openDatabase({ engine: 'sqlite', path })
  await opened.close()

  expect(modeOf(path)).toBe(0o600)
})

test('a backup is the owner’s alone', async () => {
  const path = join(scratch, 'reservations.db')
  const opened = await openDatabase({ engine: 'sqlite', path })
  await opened.close()
  const copy = join(scratch, 'backups', 'copy.db')

  await backupSqlite(path, copy)

  expect(modeOf(copy)).toBe(0o600)
})

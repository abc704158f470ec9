/**
 * The reservations configuration read on its own, for what needs no server process; how a bad
 * value stops the real server is in start.test.ts.
 */
import { expect, test } from 'vitest'
import { ConfigError, readConfig } from './config'

const cwd = '/srv/resort'

test('receipts go to data/uploads under the working directory by default', () => {
  expect(readConfig({}, cwd).uploadsDir).toBe('/srv/resort/data/uploads')
})

test('receipts follow a SQLite database kept elsewhere, into uploads/ beside it', () => {
  const config = readConfig({ DATABASE_URL: 'file:/var/lib/resort/reservations.db' }, cwd)

  expect(config.uploadsDir).toBe('/var/lib/resort/uploads')
})

test('with PostgreSQL, receipts go to data/uploads under the working directory', () => {
  const config = readConfig({ DATABASE_URL: 'postgres://resort@db/resort' }, cwd)

  expect(config.uploadsDir).toBe('/srv/resort/data/uploads')
})

test('UPLOADS_DIR names the folder, absolute or relative to the working directory', () => {
  expect(readConfig({ UPLOADS_DIR: '/mnt/receipts' }, cwd).uploadsDir).toBe('/mnt/receipts')
  expect(readConfig({ UPLOADS_DIR: 'private/receipts/' }, cwd).uploadsDir).toBe(
    '/srv/resort/private/receipts',
  )
  expect(readConfig({ UPLOADS_DIR: '  ' }, cwd).uploadsDir).toBe('/srv/resort/data/uploads')
})

test('an UPLOADS_DIR with a line break in it stops the start, naming the variable', () => {
  expect(() => readConfig({ UPLOADS_DIR: 'data/uploads\nrm' }, cwd)).toThrow(ConfigError)
  expect(() => readConfig({ UPLOADS_DIR: 'data/uploads\nrm' }, cwd)).toThrow(/^UPLOADS_DIR/)
})

import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createReceiptStore, ReceiptNameError } from './receipt-store'

let scratch: string

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'resort-receipts-'))
})
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true })
})

const modeOf = (path: string) => statSync(path).mode & 0o777
const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])

test('a saved receipt reads back the same, under a random name of the store’s own shape', async () => {
  const store = createReceiptStore(join(scratch, 'uploads'))

  const { fileName } = await store.save({ kind: 'jpeg', bytes: photoBytes })

  expect(fileName).toMatch(/^[0-9a-f]{32}\.jpg$/)
  expect(await store.read(fileName)).toEqual({
    kind: 'jpeg',
    contentType: 'image/jpeg',
    bytes: photoBytes,
  })
})

test('each kind keeps its own extension, and the same receipt twice gets two names', async () => {
  const store = createReceiptStore(scratch)

  const first = await store.save({ kind: 'pdf', bytes: photoBytes })
  const second = await store.save({ kind: 'pdf', bytes: photoBytes })
  const png = await store.save({ kind: 'png', bytes: photoBytes })

  expect(first.fileName).toMatch(/\.pdf$/)
  expect(png.fileName).toMatch(/\.png$/)
  expect(second.fileName).not.toBe(first.fileName)
  expect((await store.read(png.fileName))?.contentType).toBe('image/png')
})

test('the folder and every receipt in it are the owner’s alone', async () => {
  const folder = join(scratch, 'data', 'uploads')
  const store = createReceiptStore(folder)

  const { fileName } = await store.save({ kind: 'jpeg', bytes: photoBytes })

  expect(modeOf(folder)).toBe(0o700)
  expect(modeOf(join(folder, fileName))).toBe(0o600)
})

test('an existing folder readable by others is narrowed', () => {
  const folder = join(scratch, 'uploads')
  mkdirSync(folder)
  chmodSync(folder, 0o755)

  createReceiptStore(folder)

  expect(modeOf(folder)).toBe(0o700)
})

test.each([
  '../reservations.db',
  '/etc/passwd',
  `../${'a'.repeat(32)}.jpg`,
  `${'a'.repeat(32)}.jpg/../../x`,
  `${'A'.repeat(32)}.jpg`,
  `${'a'.repeat(31)}.jpg`,
  `${'a'.repeat(32)}.jpg.exe`,
  `${'a'.repeat(32)}.gif`,
  `.partial-${'a'.repeat(32)}`,
  `${'a'.repeat(32)}.jpg\0`,
  '',
])('the name %j is refused before the disk is touched', async (name) => {
  const store = createReceiptStore(scratch)

  await expect(store.read(name)).rejects.toThrow(ReceiptNameError)
  await expect(store.remove(name)).rejects.toThrow(ReceiptNameError)
})

test('a removed receipt reads as gone, and removing it again is no error', async () => {
  const store = createReceiptStore(scratch)
  const { fileName } = await store.save({ kind: 'png', bytes: photoBytes })

  await store.remove(fileName)
  await store.remove(fileName)

  expect(await store.read(fileName)).toBeNull()
  expect(readdirSync(scratch)).toEqual([])
})

test('a save leaves the receipt alone in the folder, with no temporary file beside it', async () => {
  const store = createReceiptStore(scratch)

  const { fileName } = await store.save({ kind: 'pdf', bytes: new Uint8Array(1024 * 1024) })

  expect(readdirSync(scratch)).toEqual([fileName])
})

test('a save that fails before the rename leaves neither half a receipt nor its temporary file', async () => {
  const names = ['a'.repeat(32), 'b'.repeat(32)]
  const store = createReceiptStore(scratch, { randomName: () => names.shift()! })
  // Something already at the receipt's name that a file cannot replace makes the rename fail.
  mkdirSync(join(scratch, `${'a'.repeat(32)}.jpg`, 'inside'), { recursive: true })

  await expect(store.save({ kind: 'jpeg', bytes: photoBytes })).rejects.toThrow()

  expect(readdirSync(scratch)).toEqual([`${'a'.repeat(32)}.jpg`])
})

test('a temporary file left by a crash over an hour ago is removed at start, a fresh one kept', () => {
  const now = new Date('2026-11-26T09:00:00Z')
  const old = join(scratch, `.partial-${'c'.repeat(32)}`)
  const fresh = join(scratch, `.partial-${'d'.repeat(32)}`)
  writeFileSync(old, 'half a rece')
  writeFileSync(fresh, 'being writ')
  utimesSync(old, new Date('2026-11-26T07:59:00Z'), new Date('2026-11-26T07:59:00Z'))
  utimesSync(fresh, new Date('2026-11-26T08:59:00Z'), new Date('2026-11-26T08:59:00Z'))

  createReceiptStore(scratch, { now: () => now })

  expect(readdirSync(scratch)).toEqual([`.partial-${'d'.repeat(32)}`])
})

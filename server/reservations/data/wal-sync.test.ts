import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { groupCommit, walFileSync } from './wal-sync'

/** A sync the test finishes by hand, counting how many were started. */
function heldSyncs() {
  const finishes: { resolve: () => void; reject: (error: Error) => void }[] = []
  return {
    sync: () =>
      new Promise<void>((resolve, reject) => {
        finishes.push({ resolve, reject })
      }),
    started: () => finishes.length,
    finish: (index: number) => finishes[index]?.resolve(),
    fail: (index: number, error: Error) => finishes[index]?.reject(error),
  }
}

const settled = (promise: Promise<void>) => {
  const state = { done: false, error: null as Error | null }
  promise.then(
    () => (state.done = true),
    (error: Error) => (state.error = error),
  )
  return state
}

const ticks = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a commit while no sync runs starts one, and is done when it ends', async () => {
  const syncs = heldSyncs()
  const commits = groupCommit(syncs.sync)

  const first = settled(commits.afterCommit())
  await ticks()
  expect(syncs.started()).toBe(1)
  expect(first.done).toBe(false)

  syncs.finish(0)
  await ticks()
  expect(first.done).toBe(true)
})

test('commits made while a sync runs wait for the next one, and share it', async () => {
  const syncs = heldSyncs()
  const commits = groupCommit(syncs.sync)

  const first = settled(commits.afterCommit())
  // These commits came after the running sync began: it may not have their writes.
  const second = settled(commits.afterCommit())
  const third = settled(commits.afterCommit())
  await ticks()
  expect(syncs.started()).toBe(1)

  syncs.finish(0)
  await ticks()
  expect(first.done).toBe(true)
  expect(second.done).toBe(false)
  expect(third.done).toBe(false)
  expect(syncs.started()).toBe(2)

  syncs.finish(1)
  await ticks()
  expect(second.done).toBe(true)
  expect(third.done).toBe(true)
  expect(syncs.started()).toBe(2)
})

test('a failed sync fails the commits it covered, and the next commits get a sync of their own', async () => {
  const syncs = heldSyncs()
  const commits = groupCommit(syncs.sync)

  const first = settled(commits.afterCommit())
  const second = settled(commits.afterCommit())
  await ticks()
  syncs.fail(0, new Error('EIO'))
  await ticks()
  expect(first.error?.message).toBe('EIO')
  expect(second.error).toBeNull()
  expect(syncs.started()).toBe(2)

  syncs.finish(1)
  await ticks()
  expect(second.done).toBe(true)

  const third = settled(commits.afterCommit())
  await ticks()
  expect(syncs.started()).toBe(3)
  syncs.finish(2)
  await ticks()
  expect(third.done).toBe(true)
})

test('settled waits for the running and the waiting sync', async () => {
  const syncs = heldSyncs()
  const commits = groupCommit(syncs.sync)
  void commits.afterCommit()
  void commits.afterCommit()
  const all = settled(commits.settled())
  await ticks()
  expect(all.done).toBe(false)
  syncs.finish(0)
  await ticks()
  expect(all.done).toBe(false)
  syncs.finish(1)
  await ticks()
  expect(all.done).toBe(true)
})

let scratch: string
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'wal-sync-'))
})
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true })
})

test('the real sync opens the log beside the database, and says so when there is none', async () => {
  const path = join(scratch, 'missing.db')
  const wal = walFileSync(path)
  await expect(wal.afterCommit()).rejects.toThrow(/ENOENT/)
  await wal.close()
})

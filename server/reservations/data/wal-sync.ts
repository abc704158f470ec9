/**
 * Group commit for SQLite, off the event loop (docs/decisions/021). With `synchronous = FULL`,
 * SQLite syncs the write-ahead log to disk inside every COMMIT; better-sqlite3 is synchronous,
 * so each booking's fsync stopped the whole server for a millisecond or more, and every other
 * request waited behind it. Our connection runs `synchronous = NORMAL`, which is FULL without
 * that one sync (SQLite's own words: FULL is NORMAL plus "an additional sync operation of the
 * WAL file after each transaction commit"), and makes the same sync itself: through libuv's
 * thread pool, after the commit and before the commit's caller goes on. An answer sent after
 * that has the same guarantee as before: the transaction is on disk. Commits that land while
 * a sync is running share the next one.
 */
import { open, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'

export type WalSync = {
  /** Resolves once a sync that began after this call has finished; rejects if it failed. */
  afterCommit: () => Promise<void>
  /** Waits for the syncs under way, then closes the files. */
  close: () => Promise<void>
}

/**
 * Runs `sync` so that every caller is covered by a sync that started after it called, with at
 * most one sync running and at most one waiting to start: everyone who calls while a sync runs
 * shares the one that starts when it ends.
 */
export function groupCommit(sync: () => Promise<void>): Pick<WalSync, 'afterCommit'> & {
  settled: () => Promise<void>
} {
  let running: Promise<void> | null = null
  let waiting: Promise<void> | null = null
  const start = (): Promise<void> => {
    const run = sync().finally(() => {
      if (running === run) running = null
    })
    running = run
    return run
  }
  const startNext = () => {
    waiting = null
    return start()
  }
  return {
    afterCommit: () => {
      if (!running) return start()
      waiting ??= running.then(startNext, startNext)
      return waiting
    },
    settled: async () => {
      await Promise.allSettled([running, waiting])
    },
  }
}

/**
 * The WAL file of the database at `databasePath`, synced with fdatasync (what SQLite itself
 * uses on Linux). The file and its folder are opened at the first sync, when the commit being
 * covered has created the file; the folder is synced once then, as SQLite does for a new log.
 */
export function walFileSync(databasePath: string): WalSync {
  let wal: FileHandle | null = null
  const commits = groupCommit(async () => {
    if (!wal) {
      wal = await open(`${databasePath}-wal`, 'r')
      const folder = await open(dirname(databasePath), 'r')
      try {
        await folder.sync()
      } finally {
        await folder.close()
      }
    }
    await wal.datasync()
  })
  return {
    afterCommit: commits.afterCommit,
    close: async () => {
      await commits.settled()
      await wal?.close()
      wal = null
    },
  }
}

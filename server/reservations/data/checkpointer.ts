/**
 * WAL checkpoints on a thread of their own (docs/decisions/021). SQLite copies its write-ahead
 * log back into the database file every 1,000 pages by default, inside the commit that crossed
 * the mark: two syncs and a few megabytes of writes, and better-sqlite3 is synchronous, so a
 * booking every few dozen stopped the server for them. Here a worker thread with a connection of
 * its own runs a PASSIVE checkpoint (which never blocks readers or writers) on a timer, and the
 * server's connection only checkpoints itself past a far higher mark, should this thread stop.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** Pages of log the server's own connection lets grow before it checkpoints inline (~64 MB). */
export const INLINE_CHECKPOINT_PAGES = 16_384
const CHECKPOINT_EVERY_MS = 1000
// A checkpoint in progress ends before the thread does; beyond this, it is stopped.
const STOP_WAIT_MS = 5000

// Plain CommonJS run by the worker (`eval`), so the bundled server needs no second entry file.
// It loads the same better-sqlite3 the server resolved.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const database = new Database(workerData.path, { timeout: 0 })
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage(String(error && error.message))
  }
}, workerData.everyMs)
parentPort.on('message', () => {
  clearInterval(timer)
  database.close()
  parentPort.close()
})
`

export type Checkpointer = { stop: () => Promise<void> }

/** Starts the thread for the SQLite file at `path`; `log` hears of a checkpoint that failed. */
export function startCheckpointer(path: string, log: (line: string) => void): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  })
  worker.unref()
  worker.on('message', (message) => log(`checkpoint failed: ${String(message)}`))
  worker.on('error', (error) => log(`checkpoint thread stopped: ${error.message}`))
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    stop: async () => {
      worker.postMessage('stop')
      const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS)
      await exited
      clearTimeout(timer)
    },
  }
}

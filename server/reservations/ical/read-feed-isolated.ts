/**
 * Reads a channel's feed in a worker thread with a time and a memory limit, so that no feed can
 * stop the server: a feed's content is written by whoever controls its address, and a repeat rule
 * can keep ical.js searching forever inside one step, out of reach of any count of steps
 * (read-feed.ts refuses the rules known to do it; this catches the rest). A worker that is not
 * done in time is terminated, one that runs out of memory ends, and either way the feed fails
 * in words, changing nothing, like a feed that cannot be fetched. A worker that read its feed is
 * kept for the next one, so a sync costs no thread start.
 */
import { Worker } from 'node:worker_threads'
import { FeedParseError, type FeedReading, type FeedWindow } from './read-feed'

export type FeedReader = {
  read: (text: string, window: FeedWindow) => Promise<FeedReading>
  /** Ends the idle worker; a reading under way ends with its own. */
  close: () => Promise<void>
}

/** What the worker posts back (feed-reader-worker.ts). */
export type WorkerAnswer = { ok: true; reading: FeedReading } | { ok: false; error: string | null }

/** What a new worker posts once its code is loaded, before any reading. */
export type WorkerReady = { ready: true }

/** Where the worker's code is, and what Node needs to run it (a loader, for TypeScript). */
export type FeedReaderWorker = { url: URL; execArgv?: string[] }

/**
 * `timeMs` is a reading's; a new worker's start is not part of it (loading the reader took
 * seconds on a busy machine, from TypeScript sources in tests, and a feed must not fail for
 * that): the start has `startMs`, for a thread that never comes up.
 */
export type FeedReaderLimits = { timeMs: number; memoryMb: number; startMs?: number }

/**
 * A 5 MB feed (the most a fetch takes) of 17,000 events reads within 128 MB here; these leave
 * room for a slow machine, and are more than any channel's feed needs.
 */
export const FEED_READER_LIMITS: FeedReaderLimits = { timeMs: 15_000, memoryMb: 256 }

const START_LIMIT_MS = 60_000

export const TOO_SLOW =
  'The calendar took too long to read: it may repeat an event in a way that cannot be worked out.'
export const TOO_LARGE = 'The calendar needs too much memory to read.'
export const UNREADABLE = 'The calendar could not be read.'

export function isolatedFeedReader(
  worker: FeedReaderWorker,
  limits: FeedReaderLimits = FEED_READER_LIMITS,
): FeedReader {
  // At most one idle worker is kept; readings at the same time each have their own.
  let idle: Worker | null = null
  // A reading that ends after close() (a 'Sync now' the server did not wait for) keeps no worker.
  let closed = false

  const start = () => {
    const thread = new Worker(worker.url, {
      execArgv: worker.execArgv ?? [],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      // The server's environment (keys, database address) is no business of a feed reader.
      env: {},
    })
    thread.on('exit', () => {
      if (idle === thread) idle = null
    })
    return thread
  }

  const read = (text: string, window: FeedWindow) =>
    new Promise<FeedReading>((resolve, reject) => {
      const starting = idle === null
      const thread = idle ?? start()
      idle = null
      thread.ref()
      let timer = starting
        ? setTimeout(() => fail(UNREADABLE), limits.startMs ?? START_LIMIT_MS)
        : setTimeout(() => fail(TOO_SLOW), limits.timeMs)
      const done = () => {
        clearTimeout(timer)
        thread.off('message', answered)
        thread.off('error', crashed)
        thread.off('exit', ended)
      }
      const fail = (words: string) => {
        done()
        void thread.terminate()
        reject(new FeedParseError(words))
      }
      const answered = (answer: WorkerAnswer | WorkerReady) => {
        if ('ready' in answer) {
          clearTimeout(timer)
          timer = setTimeout(() => fail(TOO_SLOW), limits.timeMs)
          return
        }
        done()
        thread.unref()
        if (idle === null && !closed) idle = thread
        else void thread.terminate()
        if (answer.ok) resolve(answer.reading)
        else reject(new FeedParseError(answer.error ?? UNREADABLE))
      }
      const crashed = (error: Error & { code?: string }) =>
        fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_LARGE : UNREADABLE)
      const ended = () => fail(UNREADABLE)
      thread.on('message', answered)
      thread.on('error', crashed)
      thread.on('exit', ended)
      thread.postMessage({ text, window })
    })

  return {
    read,
    async close() {
      closed = true
      const thread = idle
      idle = null
      await thread?.terminate()
    },
  }
}

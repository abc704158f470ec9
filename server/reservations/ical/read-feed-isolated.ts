/**
 * Reads a channel's feed in a worker thread with a time and a memory limit, so that no feed can
 * stop the server: a feed's content is written by whoever controls its address, and a repeat rule
 * can keep ical.js searching forever inside one step, out of reach of any count of steps
 * (read-feed.ts refuses the rules known to do it; this catches the rest). A worker that is not
 * done in time is terminated, one that runs out of memory ends, and either way the feed fails
 * in words, changing nothing, like a feed that cannot be fetched.
 */
import { Worker } from 'node:worker_threads'
import { FeedParseError, type FeedReading, type FeedWindow } from './read-feed'

export type FeedReader = (text: string, window: FeedWindow) => Promise<FeedReading>

/** What the worker posts back (feed-reader-worker.ts). */
export type WorkerAnswer = { ok: true; reading: FeedReading } | { ok: false; error: string | null }

/** Where the worker's code is, and what Node needs to run it (a loader, for TypeScript). */
export type FeedReaderWorker = { url: URL; execArgv?: string[] }

export type FeedReaderLimits = { timeMs: number; memoryMb: number }

/**
 * A 5 MB feed of 5,000 events reads in about a second and a few tens of MB; four times that, and
 * more than any channel's feed needs, leaves room for a slow machine.
 */
export const FEED_READER_LIMITS: FeedReaderLimits = { timeMs: 15_000, memoryMb: 256 }

export const TOO_SLOW =
  'The calendar took too long to read: it may repeat an event in a way that cannot be worked out.'
export const TOO_LARGE = 'The calendar needs too much memory to read.'
const UNREADABLE = 'The calendar could not be read.'

export function isolatedFeedReader(
  worker: FeedReaderWorker,
  limits: FeedReaderLimits = FEED_READER_LIMITS,
): FeedReader {
  return (text, window) =>
    new Promise<FeedReading>((resolve, reject) => {
      const thread = new Worker(worker.url, {
        workerData: { text, window },
        execArgv: worker.execArgv ?? [],
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
        // The server's environment (keys, database address) is no business of a feed reader.
        env: {},
      })
      let settled = false
      const settle = (outcome: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        outcome()
      }
      const timer = setTimeout(() => {
        settle(() => reject(new FeedParseError(TOO_SLOW)))
        void thread.terminate()
      }, limits.timeMs)
      thread.once('message', (answer: WorkerAnswer) => {
        settle(() =>
          answer.ok
            ? resolve(answer.reading)
            : reject(new FeedParseError(answer.error ?? UNREADABLE)),
        )
      })
      thread.once('error', (error: Error & { code?: string }) => {
        const words = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_LARGE : UNREADABLE
        settle(() => reject(new FeedParseError(words)))
      })
      thread.once('exit', () => settle(() => reject(new FeedParseError(UNREADABLE))))
    })
}

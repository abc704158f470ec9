/**
 * Reads one channel feed in a worker thread (read-feed-isolated.ts starts it with the feed in
 * `workerData`) and posts what it read, or the reason it could not, then ends.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { FeedParseError, readFeed, type FeedWindow } from './read-feed'
import type { WorkerAnswer } from './read-feed-isolated'

const { text, window } = workerData as { text: string; window: FeedWindow }
let answer: WorkerAnswer
try {
  answer = { ok: true, reading: readFeed(text, window) }
} catch (error) {
  // Only a FeedParseError's words are meant for the desk; anything else is said in general.
  answer = { ok: false, error: error instanceof FeedParseError ? error.message : null }
}
parentPort?.postMessage(answer)

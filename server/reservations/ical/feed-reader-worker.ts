/**
 * Reads channel feeds in a worker thread (read-feed-isolated.ts): each message is one feed and
 * its window, and each answer what was read or why it could not be. One at a time, so a reading
 * that never ends is ended with its thread.
 */
import { parentPort } from 'node:worker_threads'
import { FeedParseError, readFeed, type FeedWindow } from './read-feed'
import type { WorkerAnswer, WorkerReady } from './read-feed-isolated'

parentPort?.on('message', ({ text, window }: { text: string; window: FeedWindow }) => {
  let answer: WorkerAnswer
  try {
    answer = { ok: true, reading: readFeed(text, window) }
  } catch (error) {
    // Only a FeedParseError's words are meant for the desk; anything else is said in general.
    answer = { ok: false, error: error instanceof FeedParseError ? error.message : null }
  }
  parentPort?.postMessage(answer)
})
// The reading's time limit starts here, not while the thread and this code were loading.
parentPort?.postMessage({ ready: true } satisfies WorkerReady)

/**
 * The channel feed reader's worker as the sources have it: tests run TypeScript, which a worker
 * thread of Node 20 reads through jiti's loader. The build bundles it as feed-reader.js instead.
 */
import type { FeedReaderWorker } from '../ical/read-feed-isolated'

export const SOURCE_FEED_READER: FeedReaderWorker = {
  url: new URL('../ical/feed-reader-worker.ts', import.meta.url),
  execArgv: ['--import', 'jiti/register'],
}

import type { ChannelFeedView, FeedSyncResponse } from '../../../../domain/staff-contract'
import { formatResortTime } from '../../ui/staff-words'

/** The Channels screen's words for feeds, syncs and conflicts. Pure. */

/** '1 event', '12 events': a count and its noun, in the singular for one. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

export function describeLastSync(lastSyncAt: string | null): string {
  return lastSyncAt === null ? 'Not synced yet' : formatResortTime(lastSyncAt)
}

/** A result in words, and whether it is a failure (shown as an error). */
export type Outcome = { failed: boolean; words: string }

/** A feed's state in words; a failure says why and that its nights stay held as they were. */
export function describeFeedState(feed: Pick<ChannelFeedView, 'status' | 'error'>): Outcome {
  switch (feed.status) {
    case 'new':
      return { failed: false, words: 'Waiting for its first sync' }
    case 'ok':
      return { failed: false, words: 'Working: the last sync went through' }
    case 'failed':
      return { failed: true, words: failureWords(feed.error) }
  }
}

/** 'Synced: 12 events, 2 added, 1 moved, 0 released, 1 conflict', or why it failed. */
export function describeSyncResult(result: FeedSyncResponse): Outcome {
  if (result.status === 'failed') return { failed: true, words: failureWords(result.error) }
  const counts = [
    countOf(result.events, 'event'),
    `${result.added} added`,
    `${result.moved} moved`,
    `${result.released} released`,
    countOf(result.conflicts, 'conflict'),
  ]
  return { failed: false, words: `Synced: ${counts.join(', ')}` }
}

function failureWords(error: string | null): string {
  const why = error?.trim() ? error.trim().replace(/\.$/, '') : 'no reason was given'
  return `The last sync failed: ${why}. Its nights stay held as they were.`
}

/** The console's banner: '1 calendar conflict needs a look', '3 calendar conflicts need a look'. */
export function describeConflictCount(count: number): string {
  return `${countOf(count, 'calendar conflict')} ${count === 1 ? 'needs' : 'need'} a look`
}

// Enough of the last part of a feed's address to tell two feeds of one channel apart.
const MAX_LAST_PART = 24

/**
 * 'https://www.airbnb.com/calendar/ical/123.ics?s=abc' -> 'www.airbnb.com/…/123.ics': the host
 * and the last part of the path. The query, where channels put their secret, is left out.
 */
export function shortUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  const parts = parsed.pathname.split('/').filter(Boolean)
  const last = parts.at(-1)
  if (last === undefined) return parsed.host
  const shown = last.length > MAX_LAST_PART ? `${last.slice(0, MAX_LAST_PART - 1)}…` : last
  return `${parsed.host}/${parts.length > 1 ? '…/' : ''}${shown}`
}

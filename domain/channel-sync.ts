/**
 * The rules of channel calendars (docs/reservations.md, "Channel calendars"), pure: which nights
 * the resort's own calendar lists as not available, and what one sync of an imported calendar
 * changes. The server applies the plan; nothing here reads a clock or a database.
 */
import { addDays, type IsoDate } from './calendar'

/** How far ahead calendars are exported and imported events are held. */
export const CHANNEL_HORIZON_NIGHTS = 730

/** An imported calendar's state: 'new' until its first sync; 'failed' keeps its blocks as they were. */
export type ChannelFeedStatus = 'new' | 'ok' | 'failed'

/** Nights [checkIn, checkOut), as an event of a calendar. */
export type NightRange = { checkIn: IsoDate; checkOut: IsoDate }

/** The runs of consecutive nights in [from, to) that `isFull` says have no unit left. */
export function unavailableRuns(
  from: IsoDate,
  to: IsoDate,
  isFull: (night: IsoDate) => boolean,
): NightRange[] {
  const runs: NightRange[] = []
  let start: IsoDate | null = null
  for (let night = from; night < to; night = addDays(night, 1)) {
    if (isFull(night)) {
      start ??= night
    } else if (start) {
      runs.push({ checkIn: start, checkOut: night })
      start = null
    }
  }
  if (start) runs.push({ checkIn: start, checkOut: to })
  return runs
}

/** An event of an imported calendar. */
export type ImportedEvent = NightRange & { uid: string; summary: string }

/**
 * A stored block: `event*` the dates as the feed last said them, `checkIn`/`checkOut` the nights
 * it holds (or, in conflict, would hold).
 */
export type StoredBlock = NightRange & {
  id: number
  uid: string
  eventCheckIn: IsoDate
  eventCheckOut: IsoDate
  summary: string
  state: 'held' | 'conflict' | 'resolved'
}

export type SyncPlan = {
  /** Events not stored yet: each takes a unit of its nights, or is a conflict. */
  add: ImportedEvent[]
  /** Stored events the feed now dates differently: the old nights go back, the new are taken. */
  move: { block: StoredBlock; event: ImportedEvent }[]
  /**
   * Unchanged events that hold no night (in conflict, or handled by staff): tried again, since
   * a night may have come free, and the channel's guest still comes.
   */
  retry: { block: StoredBlock; event: ImportedEvent }[]
  /** Stored events gone from the feed, or cancelled in it: their nights go back. */
  release: StoredBlock[]
  /** Unchanged events whose summary changed (nothing else to do). */
  rename: { block: StoredBlock; summary: string }[]
}

/** The nights of an event that a sync on `today` takes: none before today. */
export function nightsFrom(event: NightRange, today: IsoDate): NightRange {
  return { checkIn: event.checkIn < today ? today : event.checkIn, checkOut: event.checkOut }
}

/**
 * What one successful fetch changes. Events match by UID; the first of two with one UID counts;
 * `unreadable` names events the feed has but that could not be read.
 * A stay that ended before today is history, so a feed dropping it (as channels do) releases
 * nothing.
 */
export function planSync(
  stored: readonly StoredBlock[],
  events: readonly ImportedEvent[],
  today: IsoDate,
  unreadable: readonly string[] = [],
): SyncPlan {
  const plan: SyncPlan = { add: [], move: [], retry: [], release: [], rename: [] }
  const byUid = new Map(stored.map((block) => [block.uid, block]))
  const seen = new Set<string>()
  for (const event of events) {
    if (event.checkOut <= today || seen.has(event.uid)) continue
    seen.add(event.uid)
    const block = byUid.get(event.uid)
    if (!block) {
      plan.add.push(event)
    } else if (block.eventCheckIn !== event.checkIn || block.eventCheckOut !== event.checkOut) {
      plan.move.push({ block, event })
    } else if (block.state !== 'held') {
      plan.retry.push({ block, event })
    } else if (block.summary !== event.summary) {
      plan.rename.push({ block, summary: event.summary })
    }
  }
  // An event the feed has but that could not be read is not gone: its block stays as it is.
  const kept = (uid: string) =>
    unreadable.some((skipped) => uid === skipped || uid.startsWith(`${skipped}/`))
  for (const block of stored) {
    if (!seen.has(block.uid) && block.eventCheckOut > today && !kept(block.uid)) {
      plan.release.push(block)
    }
  }
  return plan
}

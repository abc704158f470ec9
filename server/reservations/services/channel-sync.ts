/**
 * Importing other channels' calendars (docs/reservations.md, "Channel calendars"): fetch a feed,
 * read it, and apply what changed. Each event takes one unit of each of its nights through the
 * same conditional update as a booking, or becomes a conflict that takes none. A fetch or read
 * that fails changes no block. One server syncs a feed at a time (a lease on its row).
 */
import type { ControlledTransaction, Transaction } from 'kysely'
import {
  addDays,
  nightsOf,
  RESORT_TIME_ZONE,
  resortToday,
  type IsoDate,
} from '../../../domain/calendar'
import {
  CHANNEL_HORIZON_NIGHTS,
  nightsFrom,
  planSync,
  type ImportedEvent,
  type NightRange,
  type StoredBlock,
  type SyncPlan,
} from '../../../domain/channel-sync'
import type { FeedSyncResponse } from '../../../domain/staff-contract'
import {
  blocksOf,
  claimFeed,
  deleteBlock,
  dueFeeds,
  findFeed,
  insertBlock,
  insertChannelEvent,
  openConflictCount,
  recordSync,
  renewLease,
  renameBlock,
  updateBlock,
} from '../data/channels'
import type { Db } from '../data/connect'
import { holdNights, lockNights, releaseNights } from '../data/inventory'
import type { ChannelFeedRow, Database } from '../data/tables'
import { fetchFeed, type FeedLimits } from '../ical/fetch-feed'
import {
  FeedParseError,
  looksLikeCalendar,
  NOT_A_CALENDAR,
  type FeedReading,
} from '../ical/read-feed'
import type { FeedReader } from '../ical/read-feed-isolated'
import { isExportUid } from '../ical/write-feed'
import { enqueueEmails, type OutgoingEmail } from '../mail/outbox'
import { channelConflictEmail, channelFailingEmail, type MailContext } from '../mail/templates'
import type { BookableRoom } from './catalog'

export type ChannelSyncContext = {
  db: Db
  rooms: readonly BookableRoom[]
  mail: MailContext
  limits: FeedLimits
  /** Reads a fetched feed where a runaway cannot stop the server (read-feed-isolated.ts). */
  readFeed: FeedReader['read']
  intervalMinutes: number
  /** Called when emails were queued, so the mail worker sends them now. */
  mailQueued: () => void
}

/** Longer than a fetch may take plus the writes after it; a server that died mid-sync lets go. */
const LEASE_MS = 5 * 60_000
/** Writes per transaction: short enough that bookings never wait long for the nights' rows. */
const BATCH = 100
/** The failures in a row after which the resort is emailed (once per run of failures). */
export const FAILURES_TO_REPORT = 3

export type SyncOutcome =
  { ran: true; result: FeedSyncResponse } | { ran: false; reason: 'not_found' | 'busy' }

/**
 * Syncs one feed now. `dueOnly` (the timer) syncs it only when its time has come; a sync another
 * server is running makes this one stand aside.
 */
export async function syncFeed(
  context: ChannelSyncContext,
  feedId: number,
  now: Date,
  { dueOnly }: { dueOnly: boolean },
): Promise<SyncOutcome> {
  const feed = await findFeed(context.db, feedId)
  if (!feed) return { ran: false, reason: 'not_found' }
  const at = now.toISOString()
  const lease = await claimFeed(context.db, feedId, {
    now: at,
    leaseUntil: leaseEnd(now),
    nextSyncAt: nextSyncAt(now, context.intervalMinutes),
    dueOnly,
  })
  if (!lease) return { ran: false, reason: 'busy' }
  // The lease is renewed from `now` plus the time the sync has taken so far.
  const started = performance.now()
  const held: Lease = {
    feedId,
    until: lease,
    now: () => new Date(now.getTime() + performance.now() - started),
  }

  const today = resortToday(now)
  const read = await fetchAndRead(context, feed.url, today)
  if (!read.ok) {
    return { ran: true, result: await recordFailure(context, feed, held, read.error, now) }
  }

  let counts: Counts
  try {
    counts = await applyEvents(context, feed, held, read.reading, today, now)
  } catch (error) {
    // Whoever took the feed owns it now (staff removing it, another server): nothing to record.
    if (error instanceof LeaseLost) return { ran: false, reason: 'busy' }
    // What was applied stays (each batch is whole); the next sync plans from it again.
    const words = 'The calendar was read, but saving its changes failed.'
    await recordFailure(context, feed, held, words, now)
    throw error
  }
  await recordSync(context.db, held, { ok: true, events: counts.events }, at)
  const conflicts = await openConflictCount(context.db, feedId)
  return { ran: true, result: { status: 'ok', error: null, ...counts, conflicts } }
}

class LeaseLost extends Error {}

/** The feed's row as this sync holds it: `until` changes with each renewal. */
type Lease = { feedId: number; until: string; now: () => Date }

function leaseEnd(now: Date): string {
  return new Date(now.getTime() + LEASE_MS).toISOString()
}

/**
 * Renews the lease inside a batch's transaction, or throws when another server or staff took the
 * feed (the lease ran out): a sync that lost its feed must not write what it planned before.
 */
async function keepLease(trx: Transaction<Database>, lease: Lease): Promise<void> {
  const until = leaseEnd(lease.now())
  if (!(await renewLease(trx, lease.feedId, lease.until, until))) throw new LeaseLost()
  lease.until = until
}

function nextSyncAt(now: Date, intervalMinutes: number): string {
  // Up to a tenth either way, so feeds added together, or servers started together, spread out.
  const jitter = 0.9 + Math.random() * 0.2
  return new Date(now.getTime() + intervalMinutes * 60_000 * jitter).toISOString()
}

type Read = { ok: true; reading: FeedReading } | { ok: false; error: string }

/** The address fetched once, as a sync fetches it: null when it answers a calendar, else why not. */
export async function calendarAnswerProblem(
  context: ChannelSyncContext,
  url: string,
): Promise<string | null> {
  const fetched = await fetchFeed(url, context.limits)
  if (!fetched.ok) return fetched.error
  return looksLikeCalendar(fetched.text) ? null : NOT_A_CALENDAR
}

async function fetchAndRead(
  context: ChannelSyncContext,
  url: string,
  today: string,
): Promise<Read> {
  const fetched = await fetchFeed(url, context.limits)
  if (!fetched.ok) return fetched
  try {
    const window = {
      from: today,
      to: addDays(today, CHANNEL_HORIZON_NIGHTS),
      timeZone: RESORT_TIME_ZONE,
    }
    return { ok: true, reading: await context.readFeed(fetched.text, window) }
  } catch (error) {
    // Whatever stopped the reading, nothing was read: a failure like any other, changing nothing.
    const words =
      error instanceof FeedParseError ? error.message : 'The calendar could not be read.'
    return { ok: false, error: words }
  }
}

async function recordFailure(
  context: ChannelSyncContext,
  feed: ChannelFeedRow,
  lease: Lease,
  error: string,
  now: Date,
): Promise<FeedSyncResponse> {
  const failures = await context.db.transaction().execute(async (trx) => {
    const failures = await recordSync(trx, lease, { ok: false, error }, now.toISOString())
    if (failures === FAILURES_TO_REPORT) {
      const email = channelFailingEmail(
        { roomName: roomName(context, feed.room_type_id), feedName: feed.name, error, failures },
        context.mail,
      )
      await enqueueEmails(trx, [email], now)
    }
    return failures
  })
  if (failures === FAILURES_TO_REPORT) context.mailQueued()
  return {
    status: 'failed',
    error,
    events: feed.events,
    added: 0,
    moved: 0,
    released: 0,
    conflicts: 0,
  }
}

type Counts = Omit<FeedSyncResponse, 'status' | 'error' | 'conflicts'>

/** One write of a plan, and the nights it takes or gives back. */
type Step = {
  nights: readonly IsoDate[]
  run: (trx: ControlledTransaction<Database>) => Promise<OutgoingEmail | null>
}

async function applyEvents(
  context: ChannelSyncContext,
  feed: ChannelFeedRow,
  lease: Lease,
  reading: FeedReading,
  today: string,
  now: Date,
): Promise<Counts> {
  const at = now.toISOString()
  // A channel that sends our own export back (some re-export what they import) would block
  // every night this site sold a second time.
  const events = reading.events.filter((event) => !isExportUid(event.uid))
  const plan = planSync(await blocksOf(context.db, feed.id), events, today, reading.unreadable)
  const counts: Counts = {
    events: new Set(events.filter((event) => event.checkOut > today).map((event) => event.uid))
      .size,
    added: 0,
    moved: 0,
    released: 0,
  }
  const steps = stepsOf(plan, { context, feed, today, at, counts })
  if (await runInBatches(context, lease, feed.room_type_id, steps, now)) context.mailQueued()
  if (counts.added + counts.moved + counts.released > 0) {
    await insertChannelEvent(context.db, {
      staffId: null,
      at,
      what: `Synced '${feed.name}': ${counts.added} added, ${counts.moved} moved, ${counts.released} released`,
    })
  }
  return counts
}

/** What the steps of one sync share; each counts what it did into `counts`. */
type Applying = {
  context: ChannelSyncContext
  feed: ChannelFeedRow
  today: string
  at: string
  counts: Counts
}

function stepsOf(plan: SyncPlan, applying: Applying): Step[] {
  const { today, at, counts } = applying
  // Every night given back before any is taken: events that moved onto nights another one left
  // find them free, whatever their order in the feed.
  return [
    ...plan.release.map((block) =>
      unhold(applying, block, async (trx) => {
        await deleteBlock(trx, block.id)
        counts.released += 1
      }),
    ),
    ...plan.move.map(({ block, event }) =>
      unhold(applying, block, (trx) =>
        updateBlock(
          trx,
          block.id,
          {
            event: { checkIn: event.checkIn, checkOut: event.checkOut },
            nights: nightsFrom(event, today),
            summary: event.summary,
            state: 'conflict',
          },
          at,
        ),
      ),
    ),
    ...plan.rename.map(({ block, summary }): Step => ({
      nights: [],
      run: async (trx) => {
        await renameBlock(trx, block.id, summary, at)
        return null
      },
    })),
    ...plan.move.map(({ block, event }) =>
      take(applying, event, block.id, () => (counts.moved += 1), { retrying: false }),
    ),
    ...plan.retry.map(({ block, event }) =>
      take(applying, event, block.id, () => (counts.added += 1), { retrying: true }),
    ),
    ...plan.add.map((event) =>
      take(applying, event, null, () => (counts.added += 1), { retrying: false }),
    ),
  ]
}

function heldNights(block: StoredBlock): IsoDate[] {
  return block.state === 'held' ? nightsOf(block.checkIn, block.checkOut) : []
}

/** Gives back what a block holds; a moved one then holds nothing until its new nights are taken. */
function unhold(
  { feed }: Applying,
  block: StoredBlock,
  then: (trx: Transaction<Database>) => Promise<void>,
): Step {
  return {
    nights: heldNights(block),
    run: async (trx) => {
      await releaseNights(trx, feed.room_type_id, heldNights(block))
      await then(trx)
      return null
    },
  }
}

/**
 * Takes the event's nights for a block that holds none, or stores it as a conflict and emails
 * the resort. Tried again, an event that still finds no unit changes nothing (a conflict
 * staff handled meanwhile stays handled) and sends no second email. The attempt has its own
 * savepoint, so a night with no unit left undoes this event alone.
 */
function take(
  { context, feed, today, at }: Applying,
  event: ImportedEvent,
  blockId: number | null,
  onHeld: () => void,
  { retrying }: { retrying: boolean },
): Step {
  const roomId = feed.room_type_id
  const nights = nightsFrom(event, today)
  const wanted = nightsOf(nights.checkIn, nights.checkOut)
  return {
    nights: wanted,
    run: async (trx) => {
      const attempt = await trx.savepoint('hold').execute()
      const held = await holdNights(attempt, roomId, wanted)
      const settled = held ? attempt : await attempt.rollbackToSavepoint('hold').execute()
      await settled.releaseSavepoint('hold').execute()
      if (!held && retrying) return null
      const write = {
        event: { checkIn: event.checkIn, checkOut: event.checkOut },
        nights,
        summary: event.summary,
        state: held ? 'held' : 'conflict',
      } as const
      if (blockId === null) {
        await insertBlock(trx, { ...write, feedId: feed.id, roomId, uid: event.uid }, at)
      } else {
        await updateBlock(trx, blockId, write, at)
      }
      if (held) onHeld()
      return held ? null : conflictEmail(context, feed, event, nights)
    },
  }
}

function conflictEmail(
  context: ChannelSyncContext,
  feed: ChannelFeedRow,
  event: ImportedEvent,
  nights: NightRange,
): OutgoingEmail {
  return channelConflictEmail(
    { roomName: roomName(context, feed.room_type_id), feedName: feed.name, ...nights },
    event.summary,
    context.mail,
  )
}

/**
 * Runs the steps BATCH at a time, each batch one transaction that first renews the lease.
 * Whether any batch queued an email.
 */
async function runInBatches(
  context: ChannelSyncContext,
  lease: Lease,
  roomId: number,
  steps: readonly Step[],
  now: Date,
): Promise<boolean> {
  let emailed = false
  for (let start = 0; start < steps.length; start += BATCH) {
    const batch = steps.slice(start, start + BATCH)
    const trx = await context.db.startTransaction().execute()
    try {
      await keepLease(trx, lease)
      // Every night the batch touches, locked first and in date order as a booking locks them,
      // so a booking and a sync never wait on each other's nights in opposite orders.
      await lockNights(
        trx,
        roomId,
        batch.flatMap((step) => step.nights),
      )
      const emails: OutgoingEmail[] = []
      for (const step of batch) {
        const email = await step.run(trx)
        if (email) emails.push(email)
      }
      await enqueueEmails(trx, emails, now)
      await trx.commit().execute()
      emailed ||= emails.length > 0
    } catch (error) {
      await trx.rollback().execute()
      throw error
    }
  }
  return emailed
}

function roomName(context: ChannelSyncContext, roomId: number): string {
  return context.rooms.find((room) => room.id === roomId)?.name ?? `room ${roomId}`
}

export type ChannelTimer = { stop: () => Promise<void>; syncSoon: (feedId: number) => void }

/**
 * Every `tickMs`, syncs the feeds that are due, one after another; and a feed staff just added,
 * at once. A failure is logged and the feed tried again at its next turn.
 */
export function startChannelTimer(
  context: ChannelSyncContext,
  options: { tickMs: number; now: () => Date; log: (line: string) => void },
): ChannelTimer {
  let running: Promise<unknown> = Promise.resolve()
  const report = (error: unknown) =>
    options.log(`channels: ${error instanceof Error ? error.message : String(error)}`)
  const queue = (work: () => Promise<unknown>) => {
    running = running.then(work).catch(report)
  }
  let ticking = false
  let stopped = false
  // A tick still fetching when the next comes makes that one stand aside: no backlog builds up.
  const tick = () => {
    if (ticking) return
    ticking = true
    queue(async () => {
      try {
        for (const id of await dueFeeds(context.db, options.now().toISOString())) {
          if (stopped) break
          await syncFeed(context, id, options.now(), { dueOnly: true })
        }
      } finally {
        ticking = false
      }
    })
  }
  const timer = setInterval(tick, options.tickMs)
  timer.unref()
  tick()
  return {
    syncSoon: (feedId) => queue(() => syncFeed(context, feedId, options.now(), { dueOnly: false })),
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

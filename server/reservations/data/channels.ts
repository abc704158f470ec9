/**
 * Channel calendars' rows: export tokens, imported feeds, their blocks and the channel log.
 * Nights are taken and given back only through ./inventory.ts, as bookings do.
 */
import type { Kysely, Transaction } from 'kysely'
import type { IsoDate } from '../../../domain/calendar'
import type { StoredBlock } from '../../../domain/channel-sync'
import type {
  ChannelBlockView,
  ChannelConflictView,
  ChannelFeedView,
} from '../../../domain/staff-contract'
import type { ChannelBlockState, ChannelFeedRow, Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export async function exportTokens(db: Executor): Promise<Map<number, string>> {
  const rows = await db.selectFrom('channel_export').select(['room_type_id', 'token']).execute()
  return new Map(rows.map((row) => [row.room_type_id, row.token]))
}

/** Gives each room type without an export address one; an existing address never changes here. */
export async function ensureExportTokens(
  db: Executor,
  tokens: readonly { roomId: number; token: string }[],
  now: string,
): Promise<void> {
  if (tokens.length === 0) return
  await db
    .insertInto('channel_export')
    .values(tokens.map(({ roomId, token }) => ({ room_type_id: roomId, token, created_at: now })))
    .onConflict((conflict) => conflict.column('room_type_id').doNothing())
    .execute()
}

export async function replaceExportToken(
  trx: Transaction<Database>,
  roomId: number,
  token: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('channel_export')
    .set({ token, created_at: now })
    .where('room_type_id', '=', roomId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function roomOfExportToken(db: Executor, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('channel_export')
    .select('room_type_id')
    .where('token', '=', token)
    .executeTakeFirst()
  return row?.room_type_id
}

/**
 * The stored nights of [from, to) with no unit left (sold, blocked, closed or without units),
 * read from the nights alone: the cost follows the nights, not the reservations behind them.
 */
export async function fullNights(
  db: Executor,
  roomId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<{ full: Set<IsoDate>; stored: Set<IsoDate> }> {
  const rows = await db
    .selectFrom('inventory_night')
    .select(['night', 'units', 'booked', 'closed'])
    .where('room_type_id', '=', roomId)
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute()
  return {
    full: new Set(
      rows.filter((row) => row.closed === 1 || row.booked >= row.units).map((row) => row.night),
    ),
    stored: new Set(rows.map((row) => row.night)),
  }
}

export async function listFeeds(db: Executor): Promise<ChannelFeedView[]> {
  const rows = await db
    .selectFrom('channel_feed')
    .select([
      'id',
      'room_type_id',
      'name',
      'url',
      'last_sync_at',
      'status',
      'error',
      'events',
      (eb) =>
        eb
          .selectFrom('channel_block')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('channel_block.feed_id', '=', 'channel_feed.id')
          .where('channel_block.state', '=', 'conflict')
          .as('conflicts'),
    ])
    .orderBy('room_type_id')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    roomId: row.room_type_id,
    name: row.name,
    url: row.url,
    lastSyncAt: row.last_sync_at,
    status: row.status,
    error: row.error,
    events: row.events,
    conflicts: Number(row.conflicts ?? 0),
  }))
}

export async function findFeed(db: Executor, id: number): Promise<ChannelFeedRow | undefined> {
  return db.selectFrom('channel_feed').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Holds the room type's row until the transaction ends, so adding a feed to it waits for
 * another being added: the no-op update is the lock both engines take the same way.
 */
export async function lockFeedsOfRoom(
  trx: Transaction<Database>,
  roomTypeId: number,
): Promise<void> {
  await trx
    .updateTable('room_type')
    .set((eb) => ({ units: eb.ref('units') }))
    .where('id', '=', roomTypeId)
    .execute()
}

export async function insertFeed(
  trx: Transaction<Database>,
  feed: { roomId: number; name: string; url: string },
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('channel_feed')
    .values({
      room_type_id: feed.roomId,
      name: feed.name,
      url: feed.url,
      status: 'new',
      next_sync_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function deleteFeed(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('channel_block').where('feed_id', '=', id).execute()
  await trx.deleteFrom('channel_feed').where('id', '=', id).execute()
}

/** The feeds whose next sync is due and that no server holds now. */
export async function dueFeeds(db: Executor, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('channel_feed')
    .select('id')
    .where('next_sync_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_sync_at')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Takes the feed for one sync: its lease's end, the holder's proof; or null when another holds
 * it (or, with `dueOnly`, when its sync is not due). One conditional UPDATE, so of several
 * servers exactly one gets it.
 */
export async function claimFeed(
  db: Executor,
  id: number,
  claim: { now: string; leaseUntil: string; nextSyncAt: string; dueOnly: boolean },
): Promise<string | null> {
  let query = db
    .updateTable('channel_feed')
    .set({ lease_until: claim.leaseUntil, next_sync_at: claim.nextSyncAt })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', claim.now)]))
  if (claim.dueOnly) query = query.where('next_sync_at', '<=', claim.now)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? claim.leaseUntil : null
}

/** Moves the lease's end on, only for its holder (the lease still ends at `until`). */
export async function renewLease(
  trx: Transaction<Database>,
  id: number,
  until: string,
  next: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('channel_feed')
    .set({ lease_until: next })
    .where('id', '=', id)
    .where('lease_until', '=', until)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Records a sync's outcome and lets the feed go; nothing when the lease was lost meanwhile. */
export async function recordSync(
  db: Executor,
  lease: { feedId: number; until: string },
  result: { ok: true; events: number } | { ok: false; error: string },
  now: string,
): Promise<number> {
  const row = await db
    .updateTable('channel_feed')
    .set((eb) =>
      result.ok
        ? {
            status: 'ok',
            error: null,
            events: result.events,
            failures: 0,
            last_sync_at: now,
            lease_until: null,
          }
        : {
            status: 'failed',
            error: result.error,
            failures: eb('failures', '+', 1),
            last_sync_at: now,
            lease_until: null,
          },
    )
    .where('id', '=', lease.feedId)
    .where('lease_until', '=', lease.until)
    .returning('failures')
    .executeTakeFirst()
  return row?.failures ?? 0
}

export async function blocksOf(db: Executor, feedId: number): Promise<StoredBlock[]> {
  const rows = await db
    .selectFrom('channel_block')
    .select([
      'id',
      'uid',
      'check_in',
      'check_out',
      'event_check_in',
      'event_check_out',
      'summary',
      'state',
    ])
    .where('feed_id', '=', feedId)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    checkIn: row.check_in,
    checkOut: row.check_out,
    eventCheckIn: row.event_check_in,
    eventCheckOut: row.event_check_out,
    summary: row.summary,
    state: row.state,
  }))
}

export type BlockWrite = {
  feedId: number
  roomId: number
  uid: string
  event: { checkIn: IsoDate; checkOut: IsoDate }
  nights: { checkIn: IsoDate; checkOut: IsoDate }
  summary: string
  state: ChannelBlockState
}

export async function insertBlock(
  trx: Transaction<Database>,
  block: BlockWrite,
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('channel_block')
    .values({
      feed_id: block.feedId,
      room_type_id: block.roomId,
      uid: block.uid,
      event_check_in: block.event.checkIn,
      event_check_out: block.event.checkOut,
      check_in: block.nights.checkIn,
      check_out: block.nights.checkOut,
      summary: block.summary,
      state: block.state,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateBlock(
  trx: Transaction<Database>,
  id: number,
  block: Omit<BlockWrite, 'feedId' | 'roomId' | 'uid'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('channel_block')
    .set({
      event_check_in: block.event.checkIn,
      event_check_out: block.event.checkOut,
      check_in: block.nights.checkIn,
      check_out: block.nights.checkOut,
      summary: block.summary,
      state: block.state,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
}

export async function renameBlock(
  trx: Transaction<Database>,
  id: number,
  summary: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('channel_block')
    .set({ summary, updated_at: now })
    .where('id', '=', id)
    .execute()
}

export async function deleteBlock(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('channel_block').where('id', '=', id).execute()
}

export async function heldBlocksOfFeed(
  db: Executor,
  feedId: number,
): Promise<{ roomId: number; checkIn: IsoDate; checkOut: IsoDate }[]> {
  const rows = await db
    .selectFrom('channel_block')
    .select(['room_type_id', 'check_in', 'check_out'])
    .where('feed_id', '=', feedId)
    .where('state', '=', 'held')
    .execute()
  return rows.map((row) => ({
    roomId: row.room_type_id,
    checkIn: row.check_in,
    checkOut: row.check_out,
  }))
}

export async function openConflictCount(db: Executor, feedId: number): Promise<number> {
  const row = await db
    .selectFrom('channel_block')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('feed_id', '=', feedId)
    .where('state', '=', 'conflict')
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function openConflicts(db: Executor): Promise<ChannelConflictView[]> {
  const rows = await db
    .selectFrom('channel_block')
    .select(['id', 'feed_id', 'room_type_id', 'uid', 'summary', 'check_in', 'check_out'])
    .where('state', '=', 'conflict')
    .orderBy('check_in')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    feedId: row.feed_id,
    roomId: row.room_type_id,
    uid: row.uid,
    summary: row.summary,
    checkIn: row.check_in,
    checkOut: row.check_out,
  }))
}

/** Marks an open conflict handled; undefined when there is no open conflict with that id. */
export async function resolveConflict(
  trx: Transaction<Database>,
  id: number,
  now: string,
): Promise<ChannelConflictView | undefined> {
  const row = await trx
    .updateTable('channel_block')
    .set({ state: 'resolved', updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'conflict')
    .returning(['id', 'feed_id', 'room_type_id', 'uid', 'summary', 'check_in', 'check_out'])
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      feedId: row.feed_id,
      roomId: row.room_type_id,
      uid: row.uid,
      summary: row.summary,
      checkIn: row.check_in,
      checkOut: row.check_out,
    }
  )
}

/** Held blocks with a night in [from, to), with their feed's name. */
export async function heldBlocksBetween(
  db: Executor,
  from: IsoDate,
  to: IsoDate,
  roomId?: number,
): Promise<(ChannelBlockView & { roomId: number })[]> {
  let query = db
    .selectFrom('channel_block')
    .innerJoin('channel_feed', 'channel_feed.id', 'channel_block.feed_id')
    .select([
      'channel_block.feed_id',
      'channel_feed.name',
      'channel_block.room_type_id',
      'channel_block.summary',
      'channel_block.check_in',
      'channel_block.check_out',
    ])
    .where('channel_block.state', '=', 'held')
    .where('channel_block.check_in', '<', to)
    .where('channel_block.check_out', '>', from)
  if (roomId !== undefined) query = query.where('channel_block.room_type_id', '=', roomId)
  const rows = await query.orderBy('channel_block.check_in').execute()
  return rows.map((row) => ({
    roomId: row.room_type_id,
    feedId: row.feed_id,
    feedName: row.name,
    summary: row.summary,
    checkIn: row.check_in,
    checkOut: row.check_out,
  }))
}

export async function insertChannelEvent(
  db: Executor,
  event: { staffId: number | null; at: string; what: string },
): Promise<void> {
  await db
    .insertInto('channel_event')
    .values({ staff_id: event.staffId, at: event.at, what: event.what })
    .execute()
}

/**
 * Erases what may name a guest: the summaries of events that ended on or before `lastCheckOut`,
 * and staff's notes on conflicts handled before that day.
 */
export async function eraseChannelGuestData(db: Executor, lastCheckOut: IsoDate): Promise<void> {
  await db
    .updateTable('channel_block')
    .set({ summary: '' })
    .where('event_check_out', '<=', lastCheckOut)
    .where('summary', '!=', '')
    .execute()
  await db
    .updateTable('channel_event')
    .set({ what: HANDLED_NOTE_ERASED })
    .where('at', '<', `${lastCheckOut}T00:00:00.000Z`)
    .where('what', 'like', `${HANDLED_PREFIX}%`)
    .where('what', '!=', HANDLED_NOTE_ERASED)
    .execute()
}

/** How a handled conflict starts in the channel log, so its note can be found and erased. */
export const HANDLED_PREFIX = 'Handled the conflict'
const HANDLED_NOTE_ERASED = `${HANDLED_PREFIX} (note erased with guests' data)`

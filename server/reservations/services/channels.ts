/**
 * The staff's side of channel calendars: the export addresses, the imported feeds, the
 * conflicts, and what holds a night. Every change leaves a line in the channel log.
 */
import { addDays, nightsOf, parseIsoDate } from '../../../domain/calendar'
import {
  STAFF_TEXT_LIMITS,
  type ChannelsResponse,
  type FeedCreatedResponse,
  type FeedRequest,
  type NightHoldsResponse,
  type RotateExportResponse,
  type StaffMember,
} from '../../../domain/staff-contract'
import {
  claimFeed,
  deleteFeed,
  exportTokens,
  HANDLED_PREFIX,
  findFeed,
  heldBlocksOfFeed,
  heldBlocksBetween,
  insertChannelEvent,
  insertFeed,
  lockFeedsOfRoom,
  listFeeds,
  openConflicts,
  replaceExportToken,
  resolveConflict as markResolved,
} from '../data/channels'
import type { Db } from '../data/connect'
import { lockNights, releaseNights } from '../data/inventory'
import { holdingReservationsOn } from '../data/reservations'
import { unitLabelsOn } from '../data/units'
import { feedUrlProblem } from '../ical/fetch-feed'
import type { BookableRoom } from './catalog'
import { exportUrl, newExportToken } from './channel-export'
import { isPlainName } from './plain-name'
import { invalid, NOT_FOUND, ok, refuse, type Outcome, type Problem } from './problem'
import { toReservationView } from './reservation-view'

export type ChannelsContext = {
  db: Db
  rooms: readonly BookableRoom[]
  randomBytes: (count: number) => Uint8Array
}

/** Enough for every channel a small resort sells a room type on, and a bound on sync work. */
export const MAX_FEEDS_PER_ROOM = 10
const MAX_NOTE_LENGTH = STAFF_TEXT_LIMITS.conflictNote
const MAX_FEED_NAME = STAFF_TEXT_LIMITS.feedName
/** While staff remove a feed, no sync may write its blocks. */
const REMOVE_LEASE_MS = 60_000

export const FEED_BUSY: Problem = {
  code: 'conflict',
  message: 'This calendar is being synced right now. Try again in a moment.',
}
export const NO_FEED: Problem = { code: 'not_found', message: 'There is no such calendar.' }

export async function channelsOverview(
  context: ChannelsContext,
  siteOrigin: string,
): Promise<ChannelsResponse> {
  const [tokens, feeds, conflicts] = await Promise.all([
    exportTokens(context.db),
    listFeeds(context.db),
    openConflicts(context.db),
  ])
  return {
    exports: context.rooms.flatMap((room) => {
      const token = tokens.get(room.id)
      return token ? [{ roomId: room.id, url: exportUrl(siteOrigin, token) }] : []
    }),
    feeds,
    conflicts,
  }
}

/**
 * `answersCalendar` fetches the address once (as a sync would) and says what is wrong with its
 * answer, or null: a link that answers 404 or a web page is refused in words at once, where it
 * was kept and failed quietly on every sync after.
 */
export async function addFeed(
  context: ChannelsContext,
  request: FeedRequest,
  staff: StaffMember,
  now: Date,
  answersCalendar: (url: string) => Promise<string | null>,
): Promise<Outcome<FeedCreatedResponse>> {
  const fields: Record<string, string> = {}
  const room = context.rooms.find((candidate) => candidate.id === request.roomId)
  if (!room) fields.roomId = 'Choose the room type this calendar is for.'
  const name = request.name.trim()
  if (!isPlainName(name, MAX_FEED_NAME))
    fields.name = `Name the calendar in 1 to ${MAX_FEED_NAME} characters.`
  const url = request.url.trim()
  const urlProblem = feedUrlProblem(url)
  if (urlProblem) fields.url = urlProblem
  if (!room || Object.keys(fields).length > 0) return refuse(invalid(fields))
  const answer = await answersCalendar(url)
  if (answer)
    return refuse(invalid({ url: `${answer} Check the calendar link the channel gives.` }))

  const at = now.toISOString()
  return context.db.transaction().execute(async (trx): Promise<Outcome<FeedCreatedResponse>> => {
    // Two desks adding the same calendar at once must not both find it absent: a feed held
    // twice holds its nights twice and is listed twice in every report.
    await lockFeedsOfRoom(trx, room.id)
    const feeds = (await listFeeds(trx)).filter((feed) => feed.roomId === room.id)
    if (feeds.length >= MAX_FEEDS_PER_ROOM) {
      return refuse(
        invalid({ url: `A room type can import at most ${MAX_FEEDS_PER_ROOM} calendars.` }),
      )
    }
    if (feeds.some((feed) => feed.url === url)) {
      return refuse(invalid({ url: `The ${room.name} already imports this calendar.` }))
    }
    const id = await insertFeed(trx, { roomId: room.id, name, url }, at)
    await insertChannelEvent(trx, {
      staffId: staff.id,
      at,
      what: `Added the calendar '${name}' for the ${room.name}`,
    })
    return ok({ id })
  })
}

/** Removes a feed and gives back every night its blocks hold, in one transaction. */
export async function removeFeed(
  context: ChannelsContext,
  idInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ removed: true }>> {
  const id = Number(idInput)
  if (!Number.isSafeInteger(id) || id < 1) return refuse(NO_FEED)
  const feed = await findFeed(context.db, id)
  if (!feed) return refuse(NO_FEED)
  const at = now.toISOString()
  const claimed = await claimFeed(context.db, id, {
    now: at,
    leaseUntil: new Date(now.getTime() + REMOVE_LEASE_MS).toISOString(),
    nextSyncAt: feed.next_sync_at,
    dueOnly: false,
  })
  if (!claimed) return refuse(FEED_BUSY)
  await context.db.transaction().execute(async (trx) => {
    const held = await heldBlocksOfFeed(trx, id)
    const nightsOfBlock = (block: (typeof held)[number]) => nightsOf(block.checkIn, block.checkOut)
    await lockNights(trx, feed.room_type_id, held.flatMap(nightsOfBlock))
    for (const block of held) await releaseNights(trx, block.roomId, nightsOfBlock(block))
    await deleteFeed(trx, id)
    await insertChannelEvent(trx, {
      staffId: staff.id,
      at,
      what: `Removed the calendar '${feed.name}' and released its ${held.length} blocks`,
    })
  })
  return ok({ removed: true })
}

/** A new export address for a room type; the old one stops answering at once. */
export async function rotateExport(
  context: ChannelsContext,
  roomIdInput: string,
  siteOrigin: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<RotateExportResponse>> {
  const room = context.rooms.find((candidate) => String(candidate.id) === roomIdInput)
  if (!room) return refuse({ code: 'not_found', message: 'There is no such room type.' })
  const token = newExportToken(context)
  const at = now.toISOString()
  const replaced = await context.db.transaction().execute(async (trx) => {
    if (!(await replaceExportToken(trx, room.id, token, at))) return false
    await insertChannelEvent(trx, {
      staffId: staff.id,
      at,
      what: `Gave the ${room.name}'s calendar a new link; the old one stopped working`,
    })
    return true
  })
  if (!replaced) return refuse(NOT_FOUND)
  return ok({ url: exportUrl(siteOrigin, token) })
}

export async function resolveConflict(
  context: ChannelsContext,
  idInput: string,
  noteInput: string,
  staff: StaffMember,
  now: Date,
): Promise<Outcome<{ resolved: true }>> {
  const id = Number(idInput)
  const missing: Problem = { code: 'not_found', message: 'There is no such open conflict.' }
  if (!Number.isSafeInteger(id) || id < 1) return refuse(missing)
  const note = noteInput.trim()
  if (!isPlainName(note, MAX_NOTE_LENGTH)) {
    return refuse(invalid({ note: `Say in 1 to ${MAX_NOTE_LENGTH} characters what was done.` }))
  }
  const at = now.toISOString()
  const resolved = await context.db.transaction().execute(async (trx) => {
    const conflict = await markResolved(trx, id, at)
    if (!conflict) return false
    await insertChannelEvent(trx, {
      staffId: staff.id,
      at,
      what: `${HANDLED_PREFIX} of ${conflict.checkIn} to ${conflict.checkOut}: ${note}`,
    })
    return true
  })
  return resolved ? ok({ resolved: true }) : refuse(missing)
}

/** What takes a room type's units on one night: its reservations and channel blocks. */
export async function nightHolds(
  context: ChannelsContext,
  roomIdInput: unknown,
  nightInput: unknown,
): Promise<Outcome<NightHoldsResponse>> {
  const fields: Record<string, string> = {}
  const room = context.rooms.find((candidate) => String(candidate.id) === roomIdInput)
  if (!room) fields.roomId = 'There is no such room type.'
  const night = parseIsoDate(nightInput)
  if (!night) fields.night = 'Give the night as YYYY-MM-DD.'
  if (!room || !night) return refuse(invalid(fields))
  const [reservations, blocks] = await Promise.all([
    holdingReservationsOn(context.db, room.id, night),
    heldBlocksBetween(context.db, night, addDays(night, 1), room.id),
  ])
  const units = await unitLabelsOn(
    context.db,
    reservations.map((row) => Number(row.id)),
    night,
  )
  return ok({
    roomId: room.id,
    night,
    reservations: reservations.map((row) => ({
      ...toReservationView(row, context.rooms),
      unit: units.get(Number(row.id)) ?? null,
    })),
    blocks: blocks.map((block) => ({
      feedId: block.feedId,
      feedName: block.feedName,
      summary: block.summary,
      checkIn: block.checkIn,
      checkOut: block.checkOut,
    })),
  })
}

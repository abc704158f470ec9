/**
 * The resort's own calendars for other channels to import (docs/reservations.md, "Channel
 * calendars"): one per room type at an address whose token is its only secret.
 */
import { createHash } from 'node:crypto'
import { addDays, resortToday } from '../../../domain/calendar'
import { CHANNEL_HORIZON_NIGHTS, unavailableRuns } from '../../../domain/channel-sync'
import { addressOf } from '../../../domain/endpoint'
import { GUEST_API } from '../../../domain/guest-endpoints'
import { ensureExportTokens, exportTokens, fullNights, roomOfExportToken } from '../data/channels'
import type { Db } from '../data/connect'
import { roomTypeUnits } from '../data/inventory'
import { writeFeed } from '../ical/write-feed'
import type { BookableRoom } from './catalog'

export type ExportContext = {
  db: Db
  rooms: readonly BookableRoom[]
  resortName: string
  randomBytes: (count: number) => Uint8Array
}

/** 256 bits from the CSPRNG, in the 43 characters of base64url. */
const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newExportToken(context: Pick<ExportContext, 'randomBytes'>): string {
  return Buffer.from(context.randomBytes(TOKEN_BYTES)).toString('base64url')
}

export function exportUrl(siteOrigin: string, token: string): string {
  return addressOf(siteOrigin, GUEST_API.calendarFeed.route, { file: `${token}.ics` })
}

/** Gives every room type its export address on start; existing ones are kept. */
export async function ensureExports(context: ExportContext, now: Date): Promise<void> {
  const existing = await exportTokens(context.db)
  const missing = context.rooms
    .filter((room) => !existing.has(room.id))
    .map((room) => ({ roomId: room.id, token: newExportToken(context) }))
  await ensureExportTokens(context.db, missing, now.toISOString())
}

export type ExportedCalendar = { body: string; etag: string }

/**
 * The last calendar of each room type, with what it was written from. Channels poll far more
 * often than a calendar changes, and writing one costs several times reading its nights:
 * ical-generator 10 folds lines with a new TextEncoder per character, some 20 ms for a 20 kB
 * calendar (fixed in 11, which needs Node 22). One entry per resort and room type.
 */
const lastWritten = new Map<string, { from: string; calendar: ExportedCalendar }>()

/**
 * The calendar behind a token, or undefined for a token that names none (malformed, unknown or
 * rotated away). Reads only the nights of the horizon, whatever the number of reservations.
 */
export async function exportedCalendar(
  context: ExportContext,
  token: string,
  now: Date,
): Promise<ExportedCalendar | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined
  const roomId = await roomOfExportToken(context.db, token)
  const room = context.rooms.find((candidate) => candidate.id === roomId)
  if (!room) return undefined
  const today = resortToday(now)
  const horizon = addDays(today, CHANNEL_HORIZON_NIGHTS)
  const [{ full, stored }, units] = await Promise.all([
    fullNights(context.db, room.id, today, horizon),
    roomTypeUnits(context.db),
  ])
  const noUnits = (units.get(room.id) ?? room.units) === 0
  // Everything the calendar is written from, so an unchanged one is not even cut into runs.
  const from = JSON.stringify([
    context.resortName,
    room.name,
    today,
    [...full].sort(),
    noUnits ? [...stored].sort() : null,
  ])
  const key = `${context.resortName}\n${room.id}`
  const last = lastWritten.get(key)
  if (last?.from === from) return last.calendar
  const runs = unavailableRuns(
    today,
    horizon,
    (night) => full.has(night) || (noUnits && !stored.has(night)),
  )
  const body = writeFeed({
    resortName: context.resortName,
    roomId: room.id,
    roomName: room.name,
    runs,
    // The resort's midnight: one stamp a day, so an unchanged calendar has an unchanged ETag.
    stamp: new Date(`${today}T00:00:00+08:00`),
  })
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  lastWritten.set(key, { from, calendar: { body, etag } })
  return { body, etag }
}

/**
 * Reads a channel's iCalendar feed (Airbnb, Booking.com, Vrbo, Google Calendar) into the stays it
 * blocks. Pure: text in, stays out. ical.js does the reading, since real feeds fold lines, escape
 * text, define their own time zones and repeat events in ways a hand-written reader gets wrong.
 */
import { createHash } from 'node:crypto'
import ICAL from 'ical.js'
import { addDays, parseIsoDate, type IsoDate } from '../../../domain/calendar'
import { boundIcalCaches } from './bounded-ical-caches'

boundIcalCaches()

/** A stay a channel blocks: the nights [checkIn, checkOut), checkOut being the last morning. */
export type FeedEvent = { uid: string; checkIn: IsoDate; checkOut: IsoDate; summary: string }

/**
 * What a feed gives: the stays it blocks, and the events it has that could not be read.
 *
 * `unreadable` lists, once each and sorted, the UIDs (as `events` would give them, before any
 * `/checkIn` suffix) of events that are in the feed but were skipped for their dates: a date that
 * does not exist, an end before the start (or, for dates, no night at all), or dates ical.js
 * cannot work out or repeat. Such an event is not gone from the feed, so the caller keeps the
 * stored blocks of these UIDs, and of their `${uid}/…` occurrences, untouched rather than
 * releasing their nights. Cancelled events and events outside the window are not listed: they
 * are read, and block nothing.
 */
export type FeedReading = { events: FeedEvent[]; unreadable: string[] }

/** The nights wanted, [from, to), and the zone whose dates they are (the resort's). */
export type FeedWindow = { from: IsoDate; to: IsoDate; timeZone: string }

/** A feed that cannot be read at all; the message is shown to the front desk as it is. */
export class FeedParseError extends Error {}

const MAX_UID_LENGTH = 255
const MAX_SUMMARY_LENGTH = 200
const MAX_REASON_LENGTH = 120
// ical.js takes 15 to 60 µs per repeat, so a feed may take this many in all (about a second at
// worst) before it is refused; a rule like "every minute since 1970" cannot stall the server.
const MAX_REPEAT_STEPS_PER_FEED = 20_000
// More than a daily event has in a two-year window.
const MAX_OCCURRENCES_PER_EVENT = 1000
// Time zones are at most 14 hours from UTC, and ical.js counts a floating time as UTC, so an
// instant more than two days from a date cannot fall on it in any zone.
const MARGIN_MS = 2 * 24 * 60 * 60 * 1000
// ical.js reads a DATE-TIME whose TZID it cannot find as a clock reading in no zone.
const FLOATING = 'floating'

type Stay = FeedEvent & { repeats: boolean }
type Nights = { checkIn: IsoDate; checkOut: IsoDate }
type Reading = {
  window: FeedWindow
  resort: ZoneClock
  clockOf: (timeZone: string) => ZoneClock | null
  repeatSteps: number
  unreadable: Set<string>
}

export function readFeed(text: string, window: FeedWindow): FeedReading {
  const clockOf = clocks()
  const resort = clockOf(window.timeZone)
  if (!resort) throw new RangeError(`Unknown time zone: ${window.timeZone}`)
  const reading: Reading = { window, resort, clockOf, repeatSteps: 0, unreadable: new Set() }
  const stays: Stay[] = []
  for (const calendar of parseCalendars(text)) {
    for (const stay of calendarStays(calendar, reading)) stays.push(stay)
  }
  return {
    events: distinctUids(stays.filter((stay) => touches(stay, window))).sort(byCheckIn),
    unreadable: [...reading.unreadable].sort(),
  }
}

export const NOT_A_CALENDAR = 'The address did not answer with a calendar.'

/** Whether a fetched text opens as a calendar does: what a feed is checked for when added. */
export function looksLikeCalendar(text: string): boolean {
  // trimStart also removes a byte-order mark.
  return /^BEGIN:VCALENDAR\s/i.test(text.trimStart())
}

function parseCalendars(text: string): ICAL.Component[] {
  if (!looksLikeCalendar(text)) throw new FeedParseError(NOT_A_CALENDAR)
  const body = text.trimStart()
  let parsed: unknown[]
  try {
    parsed = ICAL.parse(body)
  } catch (error) {
    throw new FeedParseError(`The calendar could not be read: ${shortReason(error)}`)
  }
  // Calendars written one after another parse as a list of them.
  const roots = Array.isArray(parsed[0]) ? parsed : [parsed]
  return roots
    .map((root) => new ICAL.Component(root as unknown[]))
    .filter((root) => root.name === 'vcalendar')
}

function shortReason(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error)
  return oneLine(reason, MAX_REASON_LENGTH) || 'it is not in the iCalendar format'
}

function calendarStays(calendar: ICAL.Component, reading: Reading): Stay[] {
  // ical.js finds a TZID by scanning the calendar's components, each time it is not defined, so
  // the events are read under a calendar of the time zones alone: 5,000 events, 5,000 times less.
  const components = calendar.jCal[2] as unknown[][]
  const zones = new ICAL.Component([
    'vcalendar',
    [],
    components.filter(([name]) => name === 'vtimezone'),
  ])
  const masters: ICAL.Component[] = []
  const exceptionsByUid = new Map<string, ICAL.Component[]>()
  for (const parsed of components.filter(([name]) => name === 'vevent')) {
    const vevent = new ICAL.Component(parsed, zones)
    if (!hasRealDates(vevent)) {
      // A cancelled event blocks nothing whatever its dates say.
      if (!isCancelled(vevent)) markUnreadable(vevent, reading)
      continue
    }
    const uid = textOf(vevent, 'uid').trim()
    if (uid && vevent.hasProperty('recurrence-id')) {
      const exceptions = exceptionsByUid.get(uid) ?? []
      exceptions.push(vevent)
      exceptionsByUid.set(uid, exceptions)
    } else {
      masters.push(vevent)
    }
  }

  const stays: Stay[] = []
  const read = (vevent: ICAL.Component, exceptions: ICAL.Component[]) => {
    try {
      for (const stay of eventStays(vevent, exceptions, reading)) stays.push(stay)
    } catch (error) {
      // An event ical.js cannot date or repeat is skipped; a feed over its budget is refused.
      if (error instanceof FeedParseError) throw error
      markUnreadable(vevent, reading)
    }
  }
  const related = new Set<string>()
  for (const master of masters) {
    const uid = textOf(master, 'uid').trim()
    const exceptions = isRepeating(master) ? (exceptionsByUid.get(uid) ?? []) : []
    if (exceptions.length > 0) related.add(uid)
    read(master, exceptions)
  }
  // A changed occurrence whose repeating event is not in the feed still blocks its own nights.
  for (const [uid, exceptions] of exceptionsByUid) {
    if (!related.has(uid)) for (const exception of exceptions) read(exception, [])
  }
  return stays
}

function eventStays(
  vevent: ICAL.Component,
  exceptions: ICAL.Component[],
  reading: Reading,
): Stay[] {
  if (isCancelled(vevent)) return []
  if (hasImpossibleRule(vevent)) {
    reading.unreadable.add(uidOf(vevent))
    return []
  }
  // Given the exceptions, ical.js does not search the whole calendar for them, event by event.
  const event = new ICAL.Event(vevent, { exceptions })
  const uid = uidOf(vevent)
  const startZone = tzidOf(vevent, 'dtstart')
  if (!isRepeating(vevent)) {
    const nights = nightsOf(event.startDate, event.endDate, startZone, endTzidOf(vevent), reading)
    if (!nights) reading.unreadable.add(uid)
    return nights ? [{ uid, repeats: false, ...nights, summary: summaryOf(vevent) }] : []
  }

  const lastStart = Date.parse(`${reading.window.to}T00:00:00Z`) + MARGIN_MS
  const firstEnd = Date.parse(`${reading.window.from}T00:00:00Z`) - MARGIN_MS
  const stays: Stay[] = []
  const iterator = event.iterator()
  while (stays.length < MAX_OCCURRENCES_PER_EVENT) {
    const start = iterator.next()
    if (!start) break
    reading.repeatSteps += 1
    if (reading.repeatSteps > MAX_REPEAT_STEPS_PER_FEED) {
      throw new FeedParseError('The calendar repeats its events too often to be read.')
    }
    if (start.toUnixTime() * 1000 > lastStart) break
    const occurrence = event.getOccurrenceDetails(start)
    const item = occurrence.item.component
    if (occurrence.endDate.toUnixTime() * 1000 < firstEnd || isCancelled(item)) continue
    const changed = occurrence.item !== event
    const nights = nightsOf(
      occurrence.startDate,
      occurrence.endDate,
      tzidOf(item, 'dtstart'),
      // An unchanged occurrence ends at its start plus the event's length, in the start's zone.
      changed ? endTzidOf(item) : startZone,
      reading,
    )
    if (!nights) reading.unreadable.add(uid)
    else if (touches(nights, reading.window)) {
      stays.push({ uid, repeats: true, ...nights, summary: summaryOf(item) })
    }
  }
  return stays
}

/** Notes an event skipped for its dates, so its stored blocks are not taken for gone. */
function markUnreadable(vevent: ICAL.Component, reading: Reading): void {
  let uid: string
  try {
    uid = uidOf(vevent)
  } catch {
    // A UID-less event whose dates cannot even be written back has no stand-in to keep.
    return
  }
  reading.unreadable.add(uid)
}

// The longest each month can be: February in a leap year.
const LONGEST_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const EVERY_MONTH = LONGEST_MONTH.map((_, index) => index + 1)

/**
 * A repeat rule that no day can satisfy, such as every 30th of February. ical.js looks for its
 * next day forever inside one step of its iterator, where no count of steps can stop it (or, for
 * a yearly rule, rolls it over onto a day nobody meant), so such an event is skipped, as one
 * with a date that does not exist is. Rules that are slow to expand for other reasons are
 * stopped by the reader's time limit (read-feed-isolated.ts).
 */
function hasImpossibleRule(vevent: ICAL.Component): boolean {
  return vevent.getAllProperties('rrule').some((property) => {
    const { parts } = property.getFirstValue() as ICAL.Recur
    const days = (parts.BYMONTHDAY ?? []) as number[]
    if (days.length === 0) return false
    const months = ((parts.BYMONTH ?? []) as number[]).length
      ? (parts.BYMONTH as number[])
      : EVERY_MONTH
    return !months.some((month) =>
      days.some((day) => day !== 0 && Math.abs(day) <= (LONGEST_MONTH[month - 1] ?? 0)),
    )
  })
}

function isRepeating(vevent: ICAL.Component): boolean {
  return vevent.hasProperty('rrule') || vevent.hasProperty('rdate')
}

function nightsOf(
  start: ICAL.Time,
  end: ICAL.Time,
  startZone: string | null,
  endZone: string | null,
  reading: Reading,
): Nights | null {
  const checkIn = localDate(start, startZone, reading)
  const lastMorning = localDate(end, endZone, reading)
  if (start.isDate) return lastMorning > checkIn ? { checkIn, checkOut: lastMorning } : null
  if (end.compare(start) < 0) return null
  // A timed block that ends the day it starts (a 14:00 to 18:00 hold) still takes that night.
  return { checkIn, checkOut: lastMorning > checkIn ? lastMorning : addDays(checkIn, 1) }
}

function touches(nights: Nights, window: FeedWindow): boolean {
  return nights.checkOut > window.from && nights.checkIn < window.to
}

/** The resort's date at a time; a floating time is taken to be on the resort's own clock. */
function localDate(time: ICAL.Time, tzid: string | null, reading: Reading): IsoDate {
  if (time.isDate) return isoDateOf(time.year, time.month, time.day)
  if (time.zone.tzid !== FLOATING) return reading.resort.dateAt(time.toUnixTime() * 1000)
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  // A TZID the file does not define: the platform's zone data knows it if it is an IANA name.
  const zone = tzid ? reading.clockOf(tzid) : null
  return zone ? reading.resort.dateAt(zone.instantShowing(wall)) : isoDateOfMs(wall)
}

/** A property's TZID, or null for UTC, floating and date values. */
function tzidOf(vevent: ICAL.Component, name: string): string | null {
  const tzid = vevent.getFirstProperty(name)?.getFirstParameter('tzid')
  return typeof tzid === 'string' && tzid ? tzid : null
}

/** An end without DTEND is the start plus a length, so it is on the start's clock. */
function endTzidOf(vevent: ICAL.Component): string | null {
  return tzidOf(vevent, vevent.hasProperty('dtend') ? 'dtend' : 'dtstart')
}

type ZoneClock = {
  dateAt: (instant: number) => IsoDate
  /** The instant the zone's clock shows `wall` (a wall time written as UTC milliseconds). */
  instantShowing: (wall: number) => number
}

/**
 * IANA zones' clocks for one feed, each built once: a formatter takes 150 µs to build and 10 µs
 * to run, so each also keeps the offsets it has read. Zone names ignore case.
 */
function clocks(): (timeZone: string) => ZoneClock | null {
  const built = new Map<string, ZoneClock | null>()
  return (timeZone) => {
    const key = timeZone.toLowerCase()
    if (!built.has(key)) built.set(key, zoneClock(timeZone))
    return built.get(key) ?? null
  }
}

// Every zone changes its offset on a quarter hour of UTC, so the offset is one within each.
const QUARTER_HOUR_MS = 15 * 60 * 1000

function zoneClock(timeZone: string): ZoneClock | null {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  } catch {
    // Outlook, for one, writes Windows zone names such as "Pacific Standard Time".
    return null
  }
  const offsets = new Map<number, number>()
  const wallAt = (instant: number) => {
    const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
    let offset = offsets.get(quarter)
    if (offset === undefined) {
      offset = formattedWall(format, quarter) - quarter
      offsets.set(quarter, offset)
    }
    return instant + offset
  }
  return {
    dateAt: (instant) => isoDateOfMs(wallAt(instant)),
    // The offset is read at a first guess and again at the result, which settles it unless the
    // wall time falls in a daylight-saving change.
    instantShowing: (wall) => {
      const guess = wall - (wallAt(wall) - wall)
      return wall - (wallAt(guess) - guess)
    },
  }
}

function formattedWall(format: Intl.DateTimeFormat, instant: number): number {
  const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const { type, value } of format.formatToParts(instant)) {
    if (type in part) part[type as keyof typeof part] = Number(value)
  }
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
}

function isoDateOf(year: number, month: number, day: number): IsoDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0')
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
}

function isoDateOfMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10)
}

const DATED = new Set(['dtstart', 'dtend', 'recurrence-id'])
const DATE_VALUE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/

/**
 * ical.js rolls an impossible date over (2027-13-41 becomes 2028-02-10), so the values are checked
 * as written: an event with one is skipped rather than blocking nights nobody meant.
 */
function hasRealDates(vevent: ICAL.Component): boolean {
  if (!vevent.hasProperty('dtstart')) return false
  // Read from the parsed lines (name, parameters, type, value), not ical.js's property objects,
  // which are slow to build and would be built again for the event.
  const lines = vevent.jCal[1] as unknown[][]
  return lines.every((line) => !DATED.has(line[0] as string) || isRealDateValue(line[3]))
}

function isRealDateValue(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE_VALUE.exec(value) : null
  if (!match || !parseIsoDate(match[1])) return false
  if (match[2] === undefined) return true
  return Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) <= 60
}

function isCancelled(vevent: ICAL.Component): boolean {
  return textOf(vevent, 'status').trim().toUpperCase() === 'CANCELLED'
}

function textOf(vevent: ICAL.Component, name: string): string {
  const value = vevent.getFirstPropertyValue(name)
  return typeof value === 'string' ? value : ''
}

function summaryOf(vevent: ICAL.Component): string {
  return oneLine(textOf(vevent, 'summary'), MAX_SUMMARY_LENGTH)
}

/** Trimmed, on one line, without control characters, at most `length` characters. */
function oneLine(text: string, length: number): string {
  const line = text
    .replace(/\p{Cc}/gu, (char) => (/\s/.test(char) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim()
  return line.length <= length ? line : Array.from(line).slice(0, length).join('').trimEnd()
}

/**
 * The event's UID as the channel wrote it when it fits a column; else a stand-in that is the
 * same on every sync, so the event is not released and taken again each time. A UID with a
 * control character is never stored as it is: PostgreSQL's text refuses NUL, and CR, LF or a tab
 * would reach logs, emails and the export.
 */
function uidOf(vevent: ICAL.Component): string {
  const uid = textOf(vevent, 'uid').trim()
  // Length first, so a long UID keeps the stand-in earlier syncs stored for it.
  if (uid.length > MAX_UID_LENGTH) return `long-${sha256(uid)}`
  if (/\p{Cc}/u.test(uid)) return `ctrl-${sha256(uid)}`
  if (uid) return uid
  const written = ['dtstart', 'dtend', 'duration'].map(
    (name) => vevent.getFirstProperty(name)?.toICALString() ?? '',
  )
  return `nouid-${sha256([...written, summaryOf(vevent)].join('\n'))}`
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/**
 * Occurrences of a repeating event share its UID, and feeds sometimes repeat one (a copied event,
 * two calendars merged): these are told apart by their first night. Two with the same first night
 * are one stay reaching the later checkout, so every night either blocks stays blocked.
 */
function distinctUids(stays: Stay[]): FeedEvent[] {
  const uses = new Map<string, number>()
  for (const stay of stays) uses.set(stay.uid, (uses.get(stay.uid) ?? 0) + 1)
  const byUid = new Map<string, FeedEvent>()
  for (const { repeats, ...stay } of stays) {
    const shared = repeats || (uses.get(stay.uid) ?? 0) > 1
    const uid = shared ? `${stay.uid}/${stay.checkIn}` : stay.uid
    const earlier = byUid.get(uid)
    const checkOut = earlier && earlier.checkOut > stay.checkOut ? earlier.checkOut : stay.checkOut
    byUid.set(uid, { ...(earlier ?? stay), uid, checkOut })
  }
  return [...byUid.values()]
}

function byCheckIn(a: FeedEvent, b: FeedEvent): number {
  if (a.checkIn !== b.checkIn) return a.checkIn < b.checkIn ? -1 : 1
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0
}

/**
 * The resort's calendar of one room type as iCalendar (RFC 5545), written by ical-generator:
 * one all-day event per run of nights with no unit left, and nothing about who stays.
 */
import ical from 'ical-generator'
import type { NightRange } from '../../../domain/channel-sync'

export type CalendarToWrite = {
  resortName: string
  roomId: number
  roomName: string
  runs: readonly NightRange[]
  /** When the listed runs were read; the same for a whole day, so an unchanged feed reads alike. */
  stamp: Date
}

export function writeFeed(calendar: CalendarToWrite): string {
  const feed = ical({
    prodId: { company: calendar.resortName, product: 'Reservations', language: 'EN' },
    name: `${calendar.resortName}: ${calendar.roomName}`,
  })
  for (const run of calendar.runs) {
    feed.createEvent({
      id: exportUid(calendar.roomId, run),
      start: run.checkIn,
      end: run.checkOut,
      allDay: true,
      summary: 'Not available',
      stamp: calendar.stamp,
    })
  }
  // RFC 5545 ends every content line with CRLF, the last one too.
  return `${feed.toString()}\r\n`
}

/** Stable while the run is: the same nights give the same UID, a changed run a new one. */
export function exportUid(roomId: number, run: NightRange): string {
  return `room-${roomId}-${run.checkIn}-${run.checkOut}@reservations`
}

const EXPORT_UID = /^room-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}@reservations$/

/** Whether an event is one of this site's own exported runs, come back through a channel. */
export function isExportUid(uid: string): boolean {
  return EXPORT_UID.test(uid)
}

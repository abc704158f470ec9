/**
 * A channel's calendar for the import run: thousands of all-day events written as Airbnb writes
 * them, served on loopback by a node:http server the bench starts and stops.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { addDays, type IsoDate } from '../../domain/calendar'
import type { NightRange } from '../../domain/channel-sync'
import { seededRandom } from './api-seed'

export type ChannelEvent = NightRange & { uid: string }

const LONGEST_EVENT = 3
/** The mean nights of an event of channelEvents. */
export const MEAN_EVENT_NIGHTS = (1 + LONGEST_EVENT) / 2

/**
 * `count` events of 1 to 3 nights with distinct UIDs, each within the `horizon` nights from
 * `today`, placed at random (the same for the same count) so that busy nights happen.
 */
export function channelEvents(count: number, today: IsoDate, horizon: number): ChannelEvent[] {
  const random = seededRandom(count)
  return Array.from({ length: count }, (_, index) => {
    const nights = 1 + Math.floor(random() * LONGEST_EVENT)
    const checkIn = addDays(today, Math.floor(random() * (horizon - nights + 1)))
    return { uid: `bench-${index}@channel.example`, checkIn, checkOut: addDays(checkIn, nights) }
  })
}

/**
 * The events with `count` of them, spread over the list, a night later; one that would then end
 * after `lastCheckOut` goes a night earlier instead.
 */
export function moveEvents(
  events: readonly ChannelEvent[],
  count: number,
  lastCheckOut: IsoDate,
): ChannelEvent[] {
  const step = Math.max(1, Math.floor(events.length / count))
  return events.map((event, index) => {
    if (index % step !== 0 || index / step >= count) return event
    const days = event.checkOut < lastCheckOut ? 1 : -1
    return {
      ...event,
      checkIn: addDays(event.checkIn, days),
      checkOut: addDays(event.checkOut, days),
    }
  })
}

const icsDate = (date: IsoDate) => date.replaceAll('-', '')

export function channelCalendar(events: readonly ChannelEvent[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench Channel//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20261101T000000Z',
      `DTSTART;VALUE=DATE:${icsDate(event.checkIn)}`,
      `DTEND;VALUE=DATE:${icsDate(event.checkOut)}`,
      `UID:${event.uid}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

export type FeedServer = { url: string; serve: (body: string) => void; stop: () => Promise<void> }

/** Answers every request with the calendar last given to `serve`. */
export async function startFeedServer(): Promise<FeedServer> {
  let body = channelCalendar([])
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' })
    response.end(body)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/bench.ics`,
    serve: (next) => {
      body = next
    },
    stop: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

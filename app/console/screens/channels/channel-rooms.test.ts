import { expect, test } from 'vitest'
import type { ChannelFeedView, ChannelsResponse } from '../../../../domain/staff-contract'
import { channelRooms, feedNameOf } from './channel-rooms'

function feed(id: number, roomId: number): ChannelFeedView {
  return {
    id,
    roomId,
    name: `Feed ${id}`,
    url: `https://calendar.example/${id}.ics`,
    lastSyncAt: null,
    status: 'new',
    error: null,
    events: 0,
    conflicts: 0,
  }
}

const channels: ChannelsResponse = {
  exports: [
    { roomId: 2, url: 'https://resort.example/api/calendars/b.ics' },
    { roomId: 1, url: 'https://resort.example/api/calendars/a.ics' },
  ],
  feeds: [feed(7, 1), feed(8, 2), feed(9, 1)],
  conflicts: [],
}

test("room types come in the calendar's order, with their names, links and feeds", () => {
  const rooms = channelRooms(channels, [
    { id: 1, name: 'Hotel Rooms' },
    { id: 2, name: 'Cabana Rooms' },
  ])

  expect(rooms.map((room) => [room.name, room.exportUrl, room.feeds.map((f) => f.id)])).toEqual([
    ['Hotel Rooms', 'https://resort.example/api/calendars/a.ics', [7, 9]],
    ['Cabana Rooms', 'https://resort.example/api/calendars/b.ics', [8]],
  ])
})

test('without the calendar, room types are still listed, by number', () => {
  expect(channelRooms(channels, []).map((room) => room.name)).toEqual(['Room 2', 'Room 1'])
})

test('a calendar room without an export link is listed without one', () => {
  const [room] = channelRooms({ exports: [], feeds: [], conflicts: [] }, [
    { id: 3, name: 'Deluxe' },
  ])

  expect(room).toEqual({ id: 3, name: 'Deluxe', exportUrl: null, feeds: [] })
})

test("a conflict's feed is named, or said to be removed", () => {
  expect(feedNameOf(channels.feeds, 8)).toBe('Feed 8')
  expect(feedNameOf(channels.feeds, 99)).toBe('A removed calendar')
})

import type {
  CalendarRoom,
  ChannelFeedView,
  ChannelsResponse,
} from '../../../../domain/staff-contract'

/** A room type on the Channels screen: its export link and the feeds imported for it. */
export type ChannelRoom = {
  id: number
  name: string
  exportUrl: string | null
  feeds: ChannelFeedView[]
}

/**
 * The channels answer names rooms by id only: the names come from the calendar's rooms, in
 * its order. A room the calendar did not give (it failed to load) is still listed, by number.
 */
export function channelRooms(
  channels: ChannelsResponse,
  rooms: readonly Pick<CalendarRoom, 'id' | 'name'>[],
): ChannelRoom[] {
  const ids = new Set([
    ...rooms.map((room) => room.id),
    ...channels.exports.map((entry) => entry.roomId),
    ...channels.feeds.map((feed) => feed.roomId),
  ])
  return [...ids].map((id) => ({
    id,
    name: roomNameOf(rooms, id),
    exportUrl: channels.exports.find((entry) => entry.roomId === id)?.url ?? null,
    feeds: channels.feeds.filter((feed) => feed.roomId === id),
  }))
}

export function roomNameOf(rooms: readonly Pick<CalendarRoom, 'id' | 'name'>[], id: number) {
  return rooms.find((room) => room.id === id)?.name ?? `Room ${id}`
}

/** A conflict's feed by name; a feed removed since is said to be so. */
export function feedNameOf(feeds: readonly ChannelFeedView[], id: number): string {
  return feeds.find((feed) => feed.id === id)?.name ?? 'A removed calendar'
}

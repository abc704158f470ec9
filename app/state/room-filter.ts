import type { Room } from '../../content/schema'
import { roomsFor } from '../lib/rooms-for'
import {
  DEFAULT_ADULTS,
  DEFAULT_KIDS,
  totalGuests,
  type AdultsOption,
  type KidsOption,
} from '../../domain/party-labels'

/** docs/product.md §3-4: the one piece of shared state, the room filter. Pure transitions only. */
export type RoomFilter = {
  adults: AdultsOption
  kids: KidsOption
  rooms: readonly Room[]
  loading: boolean
}

/** docs/product.md §9: the simulated search delay. */
export const SEARCH_DELAY_MS = 3000

export function initialFilter(allRooms: readonly Room[]): RoomFilter {
  return { adults: DEFAULT_ADULTS, kids: DEFAULT_KIDS, rooms: allRooms, loading: false }
}

export function withAdults(filter: RoomFilter, adults: AdultsOption): RoomFilter {
  return { ...filter, adults }
}

export function withKids(filter: RoomFilter, kids: KidsOption): RoomFilter {
  return { ...filter, kids }
}

export function checkStarted(filter: RoomFilter): RoomFilter {
  return { ...filter, loading: true }
}

/** The party is counted when 'Check Now' is pressed, not when the delay ends. */
export function checkFinished(
  filter: RoomFilter,
  allRooms: readonly Room[],
  guests: number,
): RoomFilter {
  return { ...filter, loading: false, rooms: roomsFor(allRooms, guests) }
}

export function guestsOf(filter: RoomFilter): number {
  return totalGuests(filter.adults, filter.kids)
}

/** docs/product.md §4: reset restores the defaults and the full list of rooms. */
export function resetFilter(allRooms: readonly Room[]): RoomFilter {
  return initialFilter(allRooms)
}

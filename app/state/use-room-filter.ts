import { useSyncExternalStore } from 'react'
import { rooms } from '../../content/rooms'
import { createRoomFilterStore } from './room-filter-store'

/** The site's one store instance; prerendering only ever reads its defaults. */
export const roomFilterStore = createRoomFilterStore(rooms)

export function useRoomFilter() {
  return useSyncExternalStore(
    roomFilterStore.subscribe,
    roomFilterStore.getSnapshot,
    roomFilterStore.getSnapshot,
  )
}

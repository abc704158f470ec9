import type { Room } from '../../content/schema'
import type { AdultsOption, KidsOption } from '../../domain/party-labels'
import {
  SEARCH_DELAY_MS,
  checkFinished,
  checkStarted,
  guestsOf,
  initialFilter,
  resetFilter,
  withAdults,
  withKids,
  type RoomFilter,
} from './room-filter'

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

export type RoomFilterStore = ReturnType<typeof createRoomFilterStore>

/**
 * A tiny external store (read with useSyncExternalStore) so the filter outlives route
 * changes: a choice on the home page shows on the detail page and back.
 */
export function createRoomFilterStore(
  allRooms: readonly Room[],
  timers: Timers = {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  delayMs = SEARCH_DELAY_MS,
) {
  let state = initialFilter(allRooms)
  let pendingCheck: unknown = null
  const listeners = new Set<() => void>()

  function set(next: RoomFilter) {
    state = next
    listeners.forEach((listener) => listener())
  }

  function cancelPendingCheck() {
    if (pendingCheck !== null) timers.clearTimeout(pendingCheck)
    pendingCheck = null
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => state,
    setAdults: (adults: AdultsOption) => set(withAdults(state, adults)),
    setKids: (kids: KidsOption) => set(withKids(state, kids)),
    /**
     * 'Check Now': loading for the delay, then the rooms the party fits. A second press restarts
     * it. A press made before the app took over waits only for what is left of the delay.
     */
    check(delayLeftMs = delayMs) {
      cancelPendingCheck()
      const guests = guestsOf(state)
      set(checkStarted(state))
      pendingCheck = timers.setTimeout(() => {
        pendingCheck = null
        set(checkFinished(state, allRooms, guests))
      }, delayLeftMs)
    },
    reset() {
      cancelPendingCheck()
      set(resetFilter(allRooms))
    },
  }
}

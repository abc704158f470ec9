import { useLayoutEffect, useRef } from 'react'
import { endEarlyOverlay, takeEarlyCheck } from '../../lib/early-input'
import { applyEarlyChoices } from '../../state/guest-choices'
import { SEARCH_DELAY_MS } from '../../state/room-filter'
import { roomFilterStore } from '../../state/use-room-filter'

/**
 * 'Check Now' pressed before the app took over (the early script showed the overlay) runs as the
 * search bar mounts, for what is left of its delay, so the overlay lasts 3 s from the press
 * (docs/product.md §4, docs/decisions/009). The app's overlay takes the early one down as it appears, and
 * the end of the search does, should it end before React has shown it (nothing was left of the
 * delay) or show none at all (reservations mode's search with dates).
 */
export function useEarlyCheck(check: (delayLeftMs: number) => void) {
  const checkRef = useRef(check)
  useLayoutEffect(() => {
    const pressedMsAgo = takeEarlyCheck()
    if (pressedMsAgo === null) return
    // The party is the one on screen at the press, which may have been chosen while the app
    // was hydrating (the page is inert under the overlay from the press on).
    applyEarlyChoices(roomFilterStore)
    checkRef.current(Math.max(0, SEARCH_DELAY_MS - pressedMsAgo))
    if (!roomFilterStore.getSnapshot().loading) return endEarlyOverlay()
    const stopWatching = roomFilterStore.subscribe(() => {
      if (roomFilterStore.getSnapshot().loading) return
      endEarlyOverlay()
      stopWatching()
    })
    return () => void stopWatching()
  }, [])
}

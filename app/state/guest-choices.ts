import { guestChoicesFrom } from '../../domain/party-labels'
import { earlyChoices, saveGuestChoices } from '../lib/early-input'
import type { RoomFilterStore } from './room-filter-store'

/**
 * The guest choices the early input script holds (decision 009): this tab's saved ones and any
 * made before the app took over. Applying them again changes nothing, so the app applies them
 * before hydrating and again once hydrated, for a choice made in between.
 */
export function applyEarlyChoices(store: RoomFilterStore) {
  const { adults, kids } = guestChoicesFrom(earlyChoices())
  if (adults && adults !== store.getSnapshot().adults) store.setAdults(adults)
  if (kids && kids !== store.getSnapshot().kids) store.setKids(kids)
}

/** Saves every change of the guest choices for the tab, so a reload drops none. */
export function saveGuestChoicesOf(store: RoomFilterStore) {
  store.subscribe(() => {
    const { adults, kids } = store.getSnapshot()
    saveGuestChoices({ adults, kids })
  })
}

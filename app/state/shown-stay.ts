import { useSyncExternalStore } from 'react'
import type { IsoDate } from '../../domain/calendar'

type Stay = { checkIn: IsoDate; checkOut: IsoDate }

let shown: Stay | null = null
const listeners = new Set<() => void>()

/**
 * Reservations mode: the dates a room page's panel shows, which it holds itself, so the language
 * menu can carry them to the page in another language.
 */
export function showStay(stay: Stay | null) {
  if (shown?.checkIn === stay?.checkIn && shown?.checkOut === stay?.checkOut) return
  shown = stay
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useShownStay(): Stay | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  )
}

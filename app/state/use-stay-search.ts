import { useSyncExternalStore } from 'react'
import { isoFromLocalDate, localDateFromIso, type IsoDate } from '../../domain/calendar'
import { createStaySearchStore, type StaySearchStore } from './stay-search-store'
import { roomFilterStore } from './use-room-filter'

let instance: StaySearchStore | undefined

/**
 * Reservations mode's one store, made on first use rather than at import: a module that does
 * nothing when imported is one the default build can drop, though the header imports it.
 */
export function staySearchStore(): StaySearchStore {
  instance ??= createStaySearchStore()
  return instance
}

export function useStaySearch() {
  const store = staySearchStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

/** The search's dates in the shape the date pickers take (see components/stay-fields/use-stay-dates). */
export function useSearchStayDates() {
  const { checkIn, checkOut } = useStaySearch()
  return {
    checkIn: pickerDate(checkIn),
    checkOut: pickerDate(checkOut),
    setCheckIn: (date: Date | null) => staySearchStore().setCheckIn(storedDate(date)),
    setCheckOut: (date: Date | null) => staySearchStore().setCheckOut(storedDate(date)),
  }
}

/** docs/product.md §2's logo reset, in reservations mode: the dates and their prices go with the guests. */
export function resetRoomSearch() {
  roomFilterStore.reset()
  staySearchStore().reset()
}

function pickerDate(date: IsoDate | null): Date | null {
  return date === null ? null : localDateFromIso(date)
}

function storedDate(date: Date | null): IsoDate | null {
  return date === null ? null : isoFromLocalDate(date)
}

import type { AvailabilityResponse } from '../../domain/api-contract'
import { daysBetween, type IsoDate } from '../../domain/calendar'
import type { Party } from '../../domain/party'

/**
 * Reservations mode: the home page's search for dates, beside the room filter (the guests stay
 * there). Shared like the filter, so the dates and their prices are still there after a visit
 * to a room. Pure transitions only.
 */
export type StaySearch = {
  checkIn: IsoDate | null
  checkOut: IsoDate | null
  loading: boolean
  /** The last answer and the party it was asked for; null until one arrives. */
  found: { availability: AvailabilityResponse; party: Party } | null
  /** Why the last 'Check Now' shows no prices, in words, and the date field it is about. */
  problem: { field: 'checkIn' | 'checkOut' | null; message: string } | null
}

export const initialStaySearch: StaySearch = {
  checkIn: null,
  checkOut: null,
  loading: false,
  found: null,
  problem: null,
}

/** Like the date pickers: moving check-in on or past check-out clears check-out. */
export function withCheckIn(search: StaySearch, checkIn: IsoDate | null): StaySearch {
  const keepsCheckOut =
    checkIn === null || search.checkOut === null || daysBetween(checkIn, search.checkOut) >= 1
  return { ...search, checkIn, checkOut: keepsCheckOut ? search.checkOut : null }
}

export function withCheckOut(search: StaySearch, checkOut: IsoDate | null): StaySearch {
  return { ...search, checkOut }
}

export function searchStarted(search: StaySearch): StaySearch {
  return { ...search, loading: true, problem: null }
}

export function searchFound(
  search: StaySearch,
  availability: AvailabilityResponse,
  party: Party,
): StaySearch {
  return { ...search, loading: false, found: { availability, party }, problem: null }
}

/** Old prices are dropped with a failure: they belong to dates the visitor has moved away from. */
export function searchFailed(search: StaySearch, problem: StaySearch['problem']): StaySearch {
  return { ...search, loading: false, found: null, problem }
}

/** 'Check Now' without dates filters by guests only: no prices, no problem. */
export function searchCleared(search: StaySearch): StaySearch {
  return { ...search, loading: false, found: null, problem: null }
}

import { resortToday } from '../../../domain/calendar'
import { adultsOption, kidsOption } from '../../../domain/party-labels'
import { readArrivalQuery, type LandingIgnored } from '../../lib/landing-query'
import { roomFilterStore } from '../../state/use-room-filter'
import { staySearchStore } from '../../state/use-stay-search'

/**
 * What the home page needs for a link that brings a query, loaded as one piece once it has one
 * (use-landing-search.ts): the link read and applied, and the note of what it left out.
 */
export { LandingNote } from '../../components/landing-note'

/** Chooses the link's dates and party and, with both dates, checks them; returns what it left out. */
export function arriveFrom(search: string, check: () => void): LandingIgnored[] {
  const arrival = readArrivalQuery(new URLSearchParams(search), resortToday(new Date()))
  const { checkIn, checkOut, adults, kids } = arrival.stay
  const adultsLabel = adults === undefined ? undefined : adultsOption(adults)
  const kidsLabel = kids === undefined ? undefined : kidsOption(kids)
  if (adultsLabel) roomFilterStore.setAdults(adultsLabel)
  if (kidsLabel) roomFilterStore.setKids(kidsLabel)
  if (checkIn) {
    staySearchStore().setCheckIn(checkIn)
    staySearchStore().setCheckOut(checkOut ?? null)
    if (checkOut) check()
  }
  return arrival.ignored
}

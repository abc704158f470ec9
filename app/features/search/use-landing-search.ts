import { useEffect, useRef } from 'react'
import { resortToday } from '../../../domain/calendar'
import { adultsOption, kidsOption } from '../../../domain/party-labels'
import { readArrivalQuery, type LandingIgnored } from '../../lib/landing-query'
import { useHydratedSearch } from '../../state/use-hydrated-search'
import { roomFilterStore } from '../../state/use-room-filter'
import { staySearchStore } from '../../state/use-stay-search'

/**
 * The home page opened by a link with dates (a search engine's landing link or the site's own
 * stay query): its dates and party are chosen and, with both dates, checked at once, as if
 * the guest had pressed 'Check Now'. Returns what the link asked for that was left out.
 */
export function useLandingSearch(check: () => void): LandingIgnored[] {
  const search = useHydratedSearch()
  const checkRef = useRef(check)

  useEffect(() => {
    if (search === null) return
    const { checkIn, checkOut, adults, kids } = arrivalOf(search).stay
    const adultsLabel = adults === undefined ? undefined : adultsOption(adults)
    const kidsLabel = kids === undefined ? undefined : kidsOption(kids)
    if (adultsLabel) roomFilterStore.setAdults(adultsLabel)
    if (kidsLabel) roomFilterStore.setKids(kidsLabel)
    if (!checkIn) return
    staySearchStore().setCheckIn(checkIn)
    staySearchStore().setCheckOut(checkOut ?? null)
    if (checkOut) checkRef.current()
  }, [search])

  return search === null ? [] : arrivalOf(search).ignored
}

function arrivalOf(search: string) {
  return readArrivalQuery(new URLSearchParams(search), resortToday(new Date()))
}

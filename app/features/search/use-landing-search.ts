import { useEffect, useRef, useState } from 'react'
import type { LandingNote } from '../../components/landing-note'
import type { LandingIgnored } from '../../lib/landing-query'
import { useHydratedSearch } from '../../state/use-hydrated-search'

type Landing = { ignored: LandingIgnored[]; Note: typeof LandingNote }

/**
 * The home page opened by a link with dates (a search engine's landing link or the site's own
 * stay query): its dates and party are chosen and, with both dates, checked at once, as if
 * the guest had pressed 'Check Now'. Returns what the link asked for that was left out, with
 * the note that says so. Both load only for an address with a query, which the prerendered
 * page never has: they stay out of the first-load JS of `/` (reservations mode's 10 KiB budget).
 */
export function useLandingSearch(check: () => void): Landing | null {
  const search = useHydratedSearch()
  const checkRef = useRef(check)
  const [read, setRead] = useState<(Landing & { search: string }) | null>(null)

  useEffect(() => {
    if (!search) return
    let current = true
    void import('./landing-arrival').then(({ arriveFrom, LandingNote: Note }) => {
      if (!current) return
      setRead({ search, ignored: arriveFrom(search, () => checkRef.current()), Note })
    })
    return () => {
      current = false
    }
  }, [search])

  return read !== null && read.search === search ? read : null
}

import { useState } from 'react'
import { useLocation } from 'react-router'
import { PageBanner } from '../components/page-banner'
import { BookedReservation } from '../features/booking/booked-reservation'
import { signedInEmail } from '../features/booking/booking-sign-in'
import { lookupHead } from '../features/booking/lookup-head'
import { wantsLookup } from '../features/booking/lookup-state'
import { ReservationLookup } from '../features/booking/reservation-lookup'
import { useLookupWords } from '../i18n/lookup'
import { lookupEn } from '../i18n/messages/lookup/en'
import { useHydratedSearch } from '../state/use-hydrated-search'

// Reservations mode only (app/routes.ts); the other languages' page is lang-find-reservation.tsx.
export function meta() {
  return lookupHead(lookupEn)
}

export default function FindReservation() {
  const words = useLookupWords()
  const { search, state, key } = useLocation()
  const hydratedSearch = useHydratedSearch()
  // The reference from a confirmation's link, once hydrated. The form starts over when the query
  // changes, but not as the page hydrates: that would drop what was typed before.
  const linkReference =
    hydratedSearch === null ? null : (new URLSearchParams(hydratedSearch).get('ref') ?? '')
  const email = useSignIn(linkReference, key)
  const lookup = (
    <ReservationLookup key={search} linkReference={linkReference} signedInEmail={email} />
  )
  return (
    <main id="main">
      <PageBanner>
        <h1 className="font-display text-4xl md:text-6xl">{words.heading}</h1>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        {linkReference && email && !wantsLookup(state) ? (
          <BookedReservation reference={linkReference} email={email} fallback={lookup} />
        ) : (
          lookup
        )}
      </div>
    </main>
  )
}

/**
 * The email of this tab's booking of `reference` (booking-sign-in.ts), read once per visit of the
 * address: the sign-in running out while the guest reads does not swap the page under them.
 */
function useSignIn(reference: string | null, visit: string): string | null {
  const [read, setRead] = useState<{ at: string; email: string | null }>()
  const at = `${visit} ${reference}`
  if (!reference) return null
  if (read?.at === at) return read.email
  const email = signedInEmail(reference)
  setRead({ at, email })
  return email
}

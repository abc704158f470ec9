import { useLocation } from 'react-router'
import { PageBanner } from '../components/page-banner'
import { resort } from '../../content/resort'
import { ReservationLookup } from '../features/booking/reservation-lookup'
import { useHydratedSearch } from '../state/use-hydrated-search'

// Reservations mode only (app/routes.ts).
export function meta() {
  return [
    { title: `Your reservation | ${resort.name}` },
    { name: 'description', content: `Find, check or cancel your reservation at ${resort.name}.` },
    // A guest's own booking, not a page for search engines.
    { name: 'robots', content: 'noindex' },
  ]
}

export default function FindReservation() {
  const { search } = useLocation()
  const hydratedSearch = useHydratedSearch()
  // The reference from a confirmation's link, once hydrated. The form starts over when the query
  // changes, but not as the page hydrates: that would drop what was typed before.
  const linkReference =
    hydratedSearch === null ? null : (new URLSearchParams(hydratedSearch).get('ref') ?? '')
  return (
    <main id="main">
      <PageBanner>
        <h1 className="font-display text-4xl md:text-6xl">Your reservation</h1>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <ReservationLookup key={search} linkReference={linkReference} />
      </div>
    </main>
  )
}

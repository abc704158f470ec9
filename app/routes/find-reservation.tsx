import { PageBanner } from '../components/page-banner'
import { resort } from '../content/resort'
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
  const search = useHydratedSearch()
  // The reference from a confirmation's link; the form starts over with it once hydrated.
  const reference = new URLSearchParams(search ?? '').get('ref') ?? ''
  return (
    <main id="main">
      <PageBanner>
        <h1 className="font-display text-4xl md:text-6xl">Your reservation</h1>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <ReservationLookup key={search ?? ''} initialReference={reference} />
      </div>
    </main>
  )
}

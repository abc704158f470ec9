import { LoadingOverlay } from '../components/loading-overlay'
import { resort } from '../content/resort'
import { HeroSlideshow } from '../features/hero/hero-slideshow'
import { RoomsSection } from '../features/rooms/rooms-section'
import { BookingSearchBar } from '../features/search/booking-search-bar'
import { useRoomFilter } from '../state/use-room-filter'

export function meta() {
  return [
    { title: `${resort.name} | Beach resort rooms in the Philippines` },
    { name: 'description', content: resort.description },
  ]
}

export default function Home() {
  const { loading } = useRoomFilter()
  return (
    <main id="main">
      <h1 className="sr-only">{resort.name}</h1>
      <HeroSlideshow />
      <div className="px-5 pt-8 md:px-8 md:pt-0">
        <BookingSearchBar />
      </div>
      <RoomsSection />
      {loading && <LoadingOverlay />}
    </main>
  )
}

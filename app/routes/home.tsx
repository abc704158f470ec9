import { LoadingOverlay } from '../components/loading-overlay'
import { resort } from '../content/resort'
import { rooms } from '../content/rooms'
import { HeroSlideshow } from '../features/hero/hero-slideshow'
import { RoomsSection } from '../features/rooms/rooms-section'
import { BookingSearchBar } from '../features/search/booking-search-bar'
import { pictures } from '../generated/pictures'
import { toRoomPath } from '../lib/paths'
import { hotelJsonLd, pageMeta } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import { useRoomFilter } from '../state/use-room-filter'

export function meta() {
  return [
    ...pageMeta({
      siteName: resort.name,
      origin: SITE_ORIGIN,
      path: '/',
      title: `${resort.name} | Beach resort rooms in the Philippines`,
      description: resort.description,
      image: pictures['slide-1'].fallback,
    }),
    {
      'script:ld+json': hotelJsonLd({
        name: resort.name,
        description: resort.description,
        origin: SITE_ORIGIN,
        image: pictures['slide-1'].fallback,
        rooms: rooms.map((room) => ({
          room,
          path: toRoomPath(room.id),
          image: pictures[room.image as keyof typeof pictures]?.fallback,
        })),
      }),
    },
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

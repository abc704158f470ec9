import { LoadingOverlay } from '../components/loading-overlay'
import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { slides } from '../../content/slides'
import { pictureSetOf } from '../components/picture'
import { HeroSlideshow } from '../features/hero/hero-slideshow'
import { RoomsSection } from '../features/rooms/rooms-section'
import { StayRoomsSection } from '../features/rooms/stay-rooms-section'
import { BookingSearchBar } from '../features/search/booking-search-bar'
import { StaySearchBar } from '../features/search/stay-search-bar'
import { languageLinks } from '../i18n/head'
import { toRoomPath } from '../lib/paths'
import { hotelJsonLd, pageMeta } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import { useRoomFilter } from '../state/use-room-filter'

const FIRST_SLIDE = slides[0]?.bg ?? ''

export function meta() {
  return [
    ...pageMeta({
      siteName: resort.name,
      origin: SITE_ORIGIN,
      path: '/',
      title: `${resort.name} | Beach resort rooms in the Philippines`,
      description: resort.description,
      image: pictureSetOf(FIRST_SLIDE).fallback,
    }),
    {
      'script:ld+json': hotelJsonLd({
        name: resort.name,
        description: resort.description,
        origin: SITE_ORIGIN,
        image: pictureSetOf(FIRST_SLIDE).fallback,
        rooms: rooms.map((room) => ({
          room,
          path: toRoomPath(room.id),
          image: pictureSetOf(room.image).fallback,
        })),
      }),
    },
    ...languageLinks('/'),
  ]
}

export default function Home() {
  const { loading } = useRoomFilter()
  return (
    <main id="main">
      <h1 className="sr-only">{resort.name}</h1>
      <HeroSlideshow />
      <div className="px-5 pt-8 md:px-8 md:pt-0">
        {import.meta.env.RESERVATIONS ? <StaySearchBar /> : <BookingSearchBar />}
      </div>
      {import.meta.env.RESERVATIONS ? <StayRoomsSection /> : <RoomsSection />}
      {loading && <LoadingOverlay />}
    </main>
  )
}

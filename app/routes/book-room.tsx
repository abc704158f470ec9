import { useParams, type MetaArgs } from 'react-router'
import { NotFoundScreen } from '../components/not-found-screen'
import { PageBanner } from '../components/page-banner'
import { resortGraphMeta } from '../components/resort-structured-data'
import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { BookingFlow } from '../features/booking/booking-flow'
import { findRoom } from '../lib/rooms-for'
import { notFoundMeta } from '../lib/page-meta'
import { roomIdParam } from '../lib/paths'
import { fill } from '../i18n/locale'
import { en } from '../i18n/messages/booking/en'
import { useBookingWords } from '../i18n/use-booking-words'

// Reservations mode only (app/routes.ts). No +types import: typegen of the default build
// does not know this route.
export function meta({ params }: MetaArgs) {
  const room = findRoom(rooms, roomIdParam(params.id))
  if (!room) return notFoundMeta(resort.name)
  return [
    { title: fill(en.bookTitle, { r: room.name, s: resort.name }) },
    { name: 'description', content: fill(en.bookDescription, { s: resort.name }) },
    // A form for guests on their way, not a page for search engines.
    { name: 'robots', content: 'noindex' },
    resortGraphMeta(),
  ]
}

export default function BookRoom() {
  const room = findRoom(rooms, roomIdParam(useParams().id))
  const words = useBookingWords()
  // The server answers an unknown room's booking path with the 404 page; after hydration the
  // visitor must keep seeing that, not a booking page for no room.
  if (!room) return <NotFoundScreen />
  return (
    <main id="main">
      <PageBanner picture={room.imageLg}>
        <h1 className="font-display text-4xl md:text-6xl">
          {fill(words.bookHeading, { r: room.name })}
        </h1>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <BookingFlow room={room} />
      </div>
    </main>
  )
}

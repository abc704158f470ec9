import { useParams, type MetaArgs } from 'react-router'
import { PageBanner } from '../components/page-banner'
import { resort } from '../content/resort'
import { rooms } from '../content/rooms'
import { BookingFlow } from '../features/booking/booking-flow'
import { BookingRefusal } from '../features/booking/booking-refusal'
import { findRoom } from '../features/rooms/rooms-for'
import { roomIdParam } from '../lib/paths'

// Reservations mode only (app/routes.ts). No +types import: typegen of the default build
// does not know this route.
export function meta({ params }: MetaArgs) {
  const room = findRoom(rooms, roomIdParam(params.id))
  return [
    { title: room ? `Book ${room.name} | ${resort.name}` : `Book a room | ${resort.name}` },
    { name: 'description', content: `Request a reservation at ${resort.name}.` },
    // A form for guests on their way, not a page for search engines.
    { name: 'robots', content: 'noindex' },
  ]
}

export default function BookRoom() {
  const room = findRoom(rooms, roomIdParam(useParams().id))
  return (
    <main id="main">
      <PageBanner picture={room?.imageLg}>
        <h1 className="font-display text-4xl md:text-6xl">
          {room ? `Book ${room.name}` : 'Book a room'}
        </h1>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        {room ? (
          <BookingFlow room={room} />
        ) : (
          <BookingRefusal
            message="We do not have that room. Please choose one of our rooms."
            back={{ to: '/', label: 'See our rooms' }}
          />
        )}
      </div>
    </main>
  )
}

import { useEffect } from 'react'
import { NotFoundScreen } from '../components/not-found-screen'
import { PageBanner } from '../components/page-banner'
import { pictureSetOf } from '../components/picture'
import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { HotelRules } from '../features/reservation/hotel-rules'
import { ReservationPanel } from '../features/reservation/reservation-panel'
import { RoomOverview } from '../features/reservation/room-overview'
import { StayReservationPanel } from '../features/reservation/stay-reservation-panel'
import { languageLinks } from '../i18n/head'
import { useLocale } from '../i18n/locale'
import { findRoom } from '../lib/rooms-for'
import { notFoundMeta } from '../lib/page-meta'
import { roomIdParam, toRoomPath } from '../lib/paths'
import { hotelRoomJsonLd, pageMeta } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import { useRoomFilter } from '../state/use-room-filter'
import type { Route } from './+types/room-details'

const ROOM_NOT_FOUND_TITLE = `Room not found | ${resort.name}`

export function meta({ params }: Route.MetaArgs) {
  const id = roomIdParam(params.id)
  if (id === null) return notFoundMeta(resort.name)
  const room = findRoom(rooms, id)
  if (!room) {
    return [
      { title: ROOM_NOT_FOUND_TITLE },
      { name: 'description', content: `This room is not offered at ${resort.name}.` },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const path = toRoomPath(room.id)
  const image = pictureSetOf(room.imageLg).fallback
  return [
    ...pageMeta({
      siteName: resort.name,
      origin: SITE_ORIGIN,
      path,
      title: `${room.name} | ${resort.name}`,
      description: room.description,
      image,
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        ...hotelRoomJsonLd(room, SITE_ORIGIN, path, image),
      },
    },
    ...languageLinks(path),
  ]
}

export default function RoomDetails({ params }: Route.ComponentProps) {
  const id = roomIdParam(params.id)
  // docs/product.md §3 and 8: the id is matched against the loaded rooms; no match leaves the page empty.
  // Reservations mode lists every room once dates are searched, so any room can be opened.
  const { rooms: loadedRooms } = useRoomFilter()
  const room =
    id === null ? undefined : findRoom(import.meta.env.RESERVATIONS ? rooms : loadedRooms, id)
  // A room that Check Now filtered out renders empty; its title (set by meta() from the content)
  // must not name it. No restore: the next page's meta sets its own title.
  const filteredOut = id !== null && !room
  const { words } = useLocale()
  useEffect(() => {
    if (filteredOut) document.title = ROOM_NOT_FOUND_TITLE
  }, [filteredOut])
  if (id === null) return <NotFoundScreen />

  return (
    <main id="main">
      <PageBanner picture={room?.imageLg}>
        <h1 className="font-display text-4xl md:text-6xl">
          {room?.name}
          {words.afterRoomName}
        </h1>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-16 lg:py-24">
        <RoomOverview room={room} />
        <div>
          {import.meta.env.RESERVATIONS ? (
            <StayReservationPanel room={room} id={id} />
          ) : (
            <ReservationPanel room={room} />
          )}
          <HotelRules />
        </div>
      </div>
    </main>
  )
}

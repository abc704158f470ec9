import { roomBookings } from '../../content/booking'
import { contact } from '../../content/contact'
import { resort } from '../../content/resort'
import { rooms } from '../../content/rooms'
import { slides } from '../../content/slides'
import type { Room } from '../../content/schema'
import { toRoomPath } from '../lib/paths'
// Before site-origin: the default build's shared chunk keeps its module order (decision 042).
import { stayHotelJsonLd, stayRoomJsonLd, type DatedOffer } from '../lib/stay-structured-data'
import { SITE_ORIGIN } from '../lib/site-origin'
import { pictureSetOf } from './picture'

/**
 * Reservations mode: the resort's schema.org graph from content, for a page's `meta`. Every
 * page carries the Hotel; a room page adds its HotelRoom; the home page every room.
 */
export function resortGraphMeta(pageRooms: readonly Room[] | 'all' = []) {
  const shown = pageRooms === 'all' ? rooms : pageRooms
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@graph': [resortHotel(), ...shown.map((room) => roomJsonLd(room))],
    },
  }
}

/** A room with its Offer for the dates a page shows, added by the page once it has the price. */
export function roomJsonLd(room: Room, offer?: DatedOffer) {
  return stayRoomJsonLd(
    room,
    SITE_ORIGIN,
    toRoomPath(room.id),
    pictureSetOf(room.imageLg).fallback,
    offer,
  )
}

function resortHotel() {
  return stayHotelJsonLd({
    name: resort.name,
    description: resort.description,
    origin: SITE_ORIGIN,
    contact,
    images: [
      ...slides.map((slide) => pictureSetOf(slide.bg).fallback),
      ...rooms.map((room) => pictureSetOf(room.imageLg).fallback),
    ],
    facilities: rooms.flatMap((room) => room.facilities),
    nightlyPrices: roomBookings.flatMap((booking) => booking.rates.map((rate) => rate.price)),
  })
}

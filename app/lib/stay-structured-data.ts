import type { IsoDate } from '../../domain/calendar'
import { daysBetween } from '../../domain/calendar'
import type { Centavos } from '../../domain/money'
import type { Contact, Facility, Room } from '../../content/schema'
import { absoluteUrl, hotelRoomJsonLd } from './seo'

/**
 * Reservations mode: the schema.org description search engines read of the resort and, on a
 * room page, of the room and its price for the dates shown. Plain data from content; the
 * default site keeps its own smaller description (seo.ts) byte for byte.
 */
export type HotelFacts = {
  name: string
  description: string
  origin: string
  contact: Contact
  /** Pictures' paths on the site, the first the one a listing shows. */
  images: readonly string[]
  facilities: readonly Facility[]
  /** Each room's nightly prices in pesos, over all its rates. */
  nightlyPrices: readonly number[]
}

export function hotelId(origin: string): string {
  return absoluteUrl(origin, '/#hotel')
}

export function stayHotelJsonLd(facts: HotelFacts) {
  const { contact, origin } = facts
  const lowest = Math.min(...facts.nightlyPrices)
  const highest = Math.max(...facts.nightlyPrices)
  return {
    '@type': 'Hotel',
    '@id': hotelId(origin),
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(origin, '/'),
    image: facts.images.map((path) => absoluteUrl(origin, path)),
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.postalAddress.street,
      addressLocality: contact.postalAddress.locality,
      addressRegion: contact.postalAddress.region,
      postalCode: contact.postalAddress.postalCode,
      addressCountry: contact.postalAddress.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: contact.geo.latitude,
      longitude: contact.geo.longitude,
    },
    hasMap: contact.mapUrl,
    checkinTime: contact.checkInTime,
    checkoutTime: contact.checkOutTime,
    amenityFeature: uniqueNames(facts.facilities).map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    priceRange: `₱${lowest.toLocaleString('en-US')} to ₱${highest.toLocaleString('en-US')} a night`,
    currenciesAccepted: 'PHP',
  }
}

export type DatedOffer = {
  checkIn: IsoDate
  checkOut: IsoDate
  total: Centavos
  /** The room page's address for these dates, so the offer links to its own price. */
  path: string
}

/** A room as a HotelRoom in the hotel, its Offer the stay's total when dates are shown. */
export function stayRoomJsonLd(
  room: Room,
  origin: string,
  path: string,
  image: string,
  offer?: DatedOffer,
) {
  const base = hotelRoomJsonLd(room, origin, path, image)
  return {
    ...base,
    // An Offer belongs to a Product in schema.org, not to a place: the room is both, as
    // schema.org's own hotel examples write it.
    '@type': ['HotelRoom', 'Product'],
    containedInPlace: { '@id': hotelId(origin) },
    ...(offer ? { offers: datedOfferJsonLd(offer, origin) } : {}),
  }
}

function datedOfferJsonLd(offer: DatedOffer, origin: string) {
  return {
    '@type': 'Offer',
    // Pesos, as the page shows them; centavos are the API's unit, not schema.org's.
    price: offer.total / 100,
    priceCurrency: 'PHP',
    url: absoluteUrl(origin, offer.path),
    availability: 'https://schema.org/InStock',
    availabilityStarts: offer.checkIn,
    availabilityEnds: offer.checkOut,
    eligibleDuration: {
      '@type': 'QuantitativeValue',
      value: daysBetween(offer.checkIn, offer.checkOut),
      unitCode: 'DAY',
    },
  }
}

function uniqueNames(facilities: readonly Facility[]): string[] {
  return [...new Set(facilities.map((facility) => facility.name))]
}

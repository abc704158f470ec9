import { expect, test } from 'vitest'
import { contact } from '../content/contact'
import { rooms } from '../content/rooms'
import { hotelRoomJsonLd } from '../app/lib/seo'
import { stayHotelJsonLd, stayRoomJsonLd } from '../app/lib/stay-structured-data'
import { schemaOrgProblems } from './schema-org'

const origin = 'https://resort.example'
const [room] = rooms
if (!room) throw new Error('content has no room')

const hotel = stayHotelJsonLd({
  name: 'Alon Cove Resort',
  description: 'A cove.',
  origin,
  contact,
  images: ['/pictures/slide-1.webp'],
  facilities: [...room.facilities, ...room.facilities],
  nightlyPrices: [2500, 2000, 3500],
})
const datedRoom = stayRoomJsonLd(room, origin, '/room/1', '/pictures/room-1.webp', {
  checkIn: '2026-12-24',
  checkOut: '2026-12-27',
  total: 750050,
  path: '/room/1?checkin=2026-12-24&nights=3&adults=2&kids=0',
})

test("reservations mode's Hotel and HotelRoom with its dated Offer are schema.org as written", () => {
  expect(
    schemaOrgProblems({ '@context': 'https://schema.org', '@graph': [hotel, datedRoom] }),
  ).toEqual([])
  expect(hotel).toMatchObject({
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', addressLocality: 'Coron', addressCountry: 'PH' },
    geo: { '@type': 'GeoCoordinates' },
    checkinTime: '15:00',
    checkoutTime: '10:30',
    priceRange: '₱2,000 to ₱3,500 a night',
  })
  expect(hotel.amenityFeature.map((feature) => feature.name)).toEqual(
    room.facilities.map((facility) => facility.name),
  )
  expect(datedRoom.offers).toMatchObject({
    price: 7500.5,
    priceCurrency: 'PHP',
    url: 'https://resort.example/room/1?checkin=2026-12-24&nights=3&adults=2&kids=0',
    availabilityStarts: '2026-12-24',
    availabilityEnds: '2026-12-27',
    eligibleDuration: { value: 3, unitCode: 'DAY' },
  })
})

test('the check finds what schema.org does not allow', () => {
  const check = (node: object) => schemaOrgProblems({ '@context': 'https://schema.org', ...node })

  // A place alone has no offers: the default site's HotelRoom is not what reservations mode writes.
  expect(check(hotelRoomJsonLd(room, origin, '/room/1'))).toEqual([
    '@graph[0]: HotelRoom has no property offers',
  ])
  expect(check({ ...hotel, checkinTime: '3:00 PM' })).toEqual([
    '@graph[0].checkinTime: "3:00 PM" is not DateTime or Time',
  ])
  expect(check({ ...hotel, geo: { '@type': 'PostalAddress' } })[0]).toMatch(/geo/)
  expect(check({ '@type': 'Hotle' })).toEqual(['@graph[0]: unknown type Hotle'])
  expect(check({ ...hotel, starRatings: 5 })).toEqual([
    '@graph[0]: Hotel has no property starRatings',
  ])
})

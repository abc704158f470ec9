import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { DISPLAY_FACE_SOURCE, codePointsOf } from '../scripts/display-face.mjs'
import { roomBookings } from './booking'
import { resort } from './resort'
import { rooms } from './rooms'
import { rules } from './rules'
import { siteContent } from './site-content'
import { slides } from './slides'
import { contentProblems } from './validate-content'

test('the shipped content is valid', () => {
  expect(contentProblems(siteContent)).toEqual([])
})

test('the three rooms of docs/product.md §3 are built in with their capacities and prices', () => {
  expect(rooms.map(({ id, name, maxPerson, price }) => ({ id, name, maxPerson, price }))).toEqual([
    { id: 1, name: 'Hotel Rooms', maxPerson: 2, price: 2500 },
    { id: 2, name: 'Cabana Rooms', maxPerson: 8, price: 3500 },
    { id: 3, name: 'Deluxe Room', maxPerson: 4, price: 2500 },
  ])
})

test('room descriptions say what docs/product.md §3 says of each', () => {
  const [hotel, cabana, deluxe] = rooms
  expect(hotel?.description).toMatch(/2,500 with breakfast or 2,000 without/)
  expect(cabana?.description).toMatch(/mini pool plus 4 breakfasts/)
  expect(deluxe?.description).toMatch(/3,000 with breakfast or 2,500 without/)
})

test('every room offers the six facilities of docs/product.md §3', () => {
  for (const room of rooms) {
    expect(room.facilities.map((f) => f.name)).toEqual([
      'Wifi',
      'Coffee',
      'Bath',
      'Parking Space',
      'Swimming Pool',
      'Breakfast',
    ])
  }
})

test('slides and rules are those of docs/product.md §2 and 9', () => {
  expect(slides.map((s) => s.title)).toEqual([
    'Your Luxury Hotel For Vacation',
    'Your Luxury Hotel For Vacation',
    'Feel Relax & Enjoy Your Luxuriousness',
  ])
  expect(slides.every((s) => s.btnNext === 'See our rooms')).toBe(true)
  expect(rules.map((r) => r.rules)).toEqual([
    'Check-in : 3:00 PM - 9:00 PM',
    'Check-out : 10:30 AM',
    'No Smoking',
    'No Pet',
  ])
  expect(resort.tagline).toBe('Just Enjoy & Relax')
})

test('invalid content is reported by item and field', () => {
  const broken = {
    ...siteContent,
    rooms: [rooms[0], { ...rooms[1], price: 'cheap', maxPerson: 0 }],
  }

  const problems = contentProblems(broken)

  expect(problems).toContainEqual(expect.stringMatching(/^rooms\[1\] \(Cabana Rooms\)\.price: /))
  expect(problems).toContainEqual(
    expect.stringMatching(/^rooms\[1\] \(Cabana Rooms\)\.maxPerson: /),
  )
})

test('two rooms with one id are refused, naming the second', () => {
  const broken = { ...siteContent, rooms: [rooms[0], rooms[1], rooms[2], rooms[0]] }

  expect(contentProblems(broken)).toEqual(['rooms[3] (Hotel Rooms).id: duplicate id 1'])
})

test('every room has units and rates in booking.ts, and its card price is one of its rates', () => {
  const [hotel, cabana, deluxe] = roomBookings
  const broken = {
    ...siteContent,
    bookings: [
      { ...hotel, rates: [{ ...hotel?.rates[0], price: 2600 }] },
      cabana,
      { ...deluxe, roomId: 9 },
    ],
  }

  expect(contentProblems(broken)).toEqual([
    "rooms[0] (Hotel Rooms).price: the card price 2500 is none of the room's rates in booking.ts",
    'rooms[2] (Deluxe Room).id: has no entry in booking.ts (units and rates)',
    'bookings[2].roomId: no room has id 9',
  ])
})

test('a room’s rate codes are unique and its units a whole number', () => {
  const [hotel, cabana, deluxe] = roomBookings
  const withBookings = (first: object) => ({ ...siteContent, bookings: [first, cabana, deluxe] })
  const sameCode = {
    ...hotel,
    rates: [...(hotel?.rates ?? []), { ...hotel?.rates[0], label: 'Again', price: 1 }],
  }

  expect(contentProblems(withBookings({ ...hotel, units: 2.5 }))).toEqual([
    expect.stringMatching(/^bookings\[0\]\.units: /),
  ])
  expect(contentProblems(withBookings(sameCode))).toEqual([
    'bookings[0].rates.2.code: duplicate rate breakfast',
  ])
})

test('two rooms with one unit prefix are refused, since a label must name one room', () => {
  const [hotel, cabana, deluxe] = roomBookings

  expect(
    contentProblems({ ...siteContent, bookings: [hotel, cabana, { ...deluxe, unitPrefix: 'h' }] }),
  ).toEqual([
    "bookings[2].unitPrefix: unit prefix h is another room's: unit labels must name one room",
  ])
  expect(
    contentProblems({ ...siteContent, bookings: [{ ...hotel, unitPrefix: 'H-' }, cabana, deluxe] }),
  ).toEqual(['bookings[0].unitPrefix: a unit prefix is 1 to 8 letters'])
})

test('a rate without a cancellation policy, or a fee of an unknown kind, is named', () => {
  const [hotel, cabana, deluxe] = roomBookings
  const noPolicy = {
    ...hotel,
    rates: [{ code: 'breakfast', label: 'With breakfast', price: 2500 }],
  }

  expect(contentProblems({ ...siteContent, bookings: [noPolicy, cabana, deluxe] })).toEqual([
    expect.stringMatching(/^bookings\[0\]\.rates\.0\.policy: /),
  ])
  expect(
    contentProblems({
      ...siteContent,
      fees: [{ label: 'Resort fee', kind: 'per_night', amount: 100, included: false }],
    }),
  ).toEqual([expect.stringMatching(/^fees\[0\]\.kind: /)])
})

test('the rooms’ units and rates are those of docs/reservations.md', () => {
  expect(
    roomBookings.map((b) => ({
      roomId: b.roomId,
      units: b.units,
      unitPrefix: b.unitPrefix,
      prices: b.rates.map((r) => r.price),
    })),
  ).toEqual([
    { roomId: 1, units: 6, unitPrefix: 'H', prices: [2500, 2000] },
    { roomId: 2, units: 2, unitPrefix: 'C', prices: [3500] },
    { roomId: 3, units: 4, unitPrefix: 'D', prices: [3000, 2500] },
  ])
})

test('a slide with a missing title names the slide and the field', () => {
  const broken = { ...siteContent, slides: [{ ...slides[0], title: '' }] }

  expect(contentProblems(broken)).toEqual([expect.stringMatching(/^slides\[0\]\.title: /)])
})

test('every character of the content is in the display face, so any heading can draw it in the brand face', () => {
  // The build cuts the face for each page from the characters of its headings
  // (scripts/display-face.mjs); one the face does not have is drawn in the size-matched fallback.
  const face = codePointsOf(readFileSync(DISPLAY_FACE_SOURCE))
  const used = new Set(JSON.stringify(siteContent).replace(/\\./g, ''))
  const missing = [...used].filter((character) => !face.has(character.codePointAt(0) ?? -1))

  expect(missing).toEqual([])
})

test('the contact block needs a phone, an email and an https map link it can use, each named', () => {
  const broken = {
    ...siteContent,
    contact: {
      ...siteContent.contact,
      phone: 'call us',
      email: 'front desk',
      mapUrl: 'http://maps.example',
      gettingHere: [],
    },
  }

  expect(contentProblems(broken).map((problem) => problem.split(':')[0])).toEqual([
    'contact.phone',
    'contact.email',
    'contact.mapUrl',
    'contact.gettingHere',
  ])
})

test("the contact's check-in and check-out times and address parts say what the page says", () => {
  const { contact } = siteContent
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number)
    return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
  }
  const ruleText = rules.map((rule) => rule.rules).join('\n')

  expect(ruleText).toContain(`Check-in : ${clock(contact.checkInTime)}`)
  expect(ruleText).toContain(`Check-out : ${clock(contact.checkOutTime)}`)
  const { street, locality, region, postalCode } = contact.postalAddress
  for (const part of [street, locality, region, postalCode]) expect(contact.address).toContain(part)
})

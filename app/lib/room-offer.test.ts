import { expect, test } from 'vitest'
import type { AvailabilityResponse, RateQuote, RoomAvailability } from '../../domain/api-contract'
import { rooms } from '../../content/rooms'
import { cardBooking, offerFor, offersSummary, pickRate } from './room-offer'

/** A rate as availability sends it; these tests tell rates apart by code, label and total. */
function rate(code: string, label: string, total: number): RateQuote {
  return {
    code,
    label,
    total,
    nightly: [],
    supplements: [],
    fees: [],
    policy: { text: '', freeUntil: null },
  }
}

const [hotel, cabana, deluxe] = rooms as [(typeof rooms)[0], (typeof rooms)[0], (typeof rooms)[0]]

function answer(...roomAnswers: RoomAvailability[]): AvailabilityResponse {
  return { checkIn: '2026-12-24', checkOut: '2026-12-26', nights: 2, rooms: roomAnswers }
}

const hotelFree: RoomAvailability = {
  id: 1,
  name: 'Hotel Rooms',
  maxPerson: 2,
  fits: true,
  unitsLeft: 4,
  available: true,
  bookable: true,
  rates: [rate('room-only', 'Room only', 400000), rate('breakfast', 'With breakfast', 500000)],
}

test('a free room offers its standard rate, the rate its card price stands for, lines and all', () => {
  const offer = offerFor(hotel, answer(hotelFree), { adults: 2, kids: 0 })

  expect(offer).toEqual({ kind: 'available', nights: 2, rate: hotelFree.rates[1], unitsLeft: 4 })
})

test('the Deluxe card price is its room-only rate, so that is the total it offers', () => {
  const deluxeFree: RoomAvailability = {
    ...hotelFree,
    id: 3,
    name: 'Deluxe Room',
    maxPerson: 4,
    rates: [rate('breakfast', 'With breakfast', 600000), rate('room-only', 'Room only', 500000)],
  }

  expect(offerFor(deluxe, answer(deluxeFree), { adults: 1, kids: 0 })).toMatchObject({
    rate: { total: 500000, label: 'Room only' },
  })
})

test('a room with no unit left on some night is sold out for the stay', () => {
  const soldOut = { ...hotelFree, unitsLeft: 0, available: false }

  expect(offerFor(hotel, answer(soldOut), { adults: 1, kids: 0 })).toEqual({
    kind: 'sold-out',
    nights: 2,
  })
})

test('a party over the room size is told so, before anything about units', () => {
  const tooSmall = { ...hotelFree, fits: false, unitsLeft: 0, available: false }

  expect(offerFor(hotel, answer(tooSmall), { adults: 2, kids: 1 })).toEqual({
    kind: 'too-small',
    maxPerson: 2,
    guests: 3,
  })
})

test('a room the answer does not list makes no claim', () => {
  expect(offerFor(cabana, answer(hotelFree), { adults: 1, kids: 0 })).toEqual({ kind: 'unknown' })
})

test('the summary counts the free rooms in words', () => {
  const free = offerFor(hotel, answer(hotelFree), { adults: 1, kids: 0 })
  const soldOut = { kind: 'sold-out', nights: 2 } as const

  expect(offersSummary([free, soldOut])).toBe('1 room is free for your dates.')
  expect(offersSummary([free, free])).toBe('2 rooms are free for your dates.')
  expect(offersSummary([soldOut])).toMatch(/^No room is free/)
})

test("a rate the guest chose is kept; an unknown one falls back to the room's standard rate", () => {
  expect(pickRate(hotelFree.rates, hotel, 'room-only')?.code).toBe('room-only')
  expect(pickRate(hotelFree.rates, hotel, 'cabana')?.code).toBe('breakfast')
  expect(pickRate(hotelFree.rates, hotel)?.code).toBe('breakfast')
})

test('with no standard rate among the answer, the first rate is offered; with none, nothing', () => {
  const onlyRoomOnly = hotelFree.rates.filter((rate) => rate.code === 'room-only')

  expect(pickRate(onlyRoomOnly, hotel)?.code).toBe('room-only')
  expect(pickRate([], hotel)).toBeUndefined()
})

test('a room a stay rule refuses online says why, and so does the summary when no room is free', () => {
  const message = 'Online bookings for tonight close at 6 PM, resort time.'
  const refused: RoomAvailability = {
    ...hotelFree,
    bookable: false,
    restriction: { code: 'closed_to_arrival', message },
  }
  const offer = offerFor(hotel, answer(refused), { adults: 2, kids: 0 })

  expect(offer).toEqual({ kind: 'restricted', message })
  expect(offersSummary([offer, { kind: 'sold-out', nights: 2 }])).toBe(message)
})

test("with dates a card's button says the stay's total at the rate the card shows, and books it", () => {
  const offer = offerFor(hotel, answer(hotelFree), { adults: 2, kids: 0 })

  expect(cardBooking(hotel, offer)).toEqual({
    kind: 'book',
    label: 'Book now ₱5,000',
    rate: 'breakfast',
  })
})

test('a card whose dates cannot be booked has no button: sold out, refused by a rule, too small', () => {
  for (const offer of [
    { kind: 'sold-out', nights: 2 },
    { kind: 'restricted', message: 'Stays over Christmas are 3 nights or more.' },
    { kind: 'too-small', maxPerson: 2, guests: 3 },
  ] as const) {
    expect(cardBooking(cabana, offer)).toEqual({ kind: 'not-bookable' })
  }
})

test('before dates a card says its lowest price a night and books that rate', () => {
  expect(cardBooking(hotel, null)).toEqual({
    kind: 'book',
    label: 'Book now from ₱2,000 a night',
    rate: 'room-only',
    from: 'from ₱2,000 a night',
  })
  expect(cardBooking(deluxe, { kind: 'unknown' })).toEqual({
    kind: 'book',
    label: 'Book now from ₱2,500 a night',
    rate: 'room-only',
    from: 'from ₱2,500 a night',
  })
  expect(cardBooking(cabana, null)).toMatchObject({ label: 'Book now from ₱3,500 a night' })
})

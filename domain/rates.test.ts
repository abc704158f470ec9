import { expect, test } from 'vitest'
import { quoteStay } from './pricing'
import { findRate, readQuoteSnapshot, roomPricing, standardRate, type RoomBooking } from './rates'

const flexible = {
  code: 'flex',
  label: 'Flexible',
  price: 7500,
  policy: { kind: 'free_until', freeDays: 3, charge: 'first_night' },
} as const
const saver = {
  code: 'saver',
  label: 'Non-refundable',
  price: 6800,
  policy: { kind: 'non_refundable' },
} as const
const booking: RoomBooking = {
  roomId: 2,
  units: 6,
  unitPrefix: 'C',
  includedGuests: 2,
  extraAdult: 500,
  extraKid: 250,
  rates: [flexible, saver],
}

test('the standard rate is the one whose price the room card shows', () => {
  expect(standardRate(booking, 6800)).toBe(saver)
  expect(standardRate(booking, 7500)).toBe(flexible)
})

test('when no rate has the card price, the first rate is standard', () => {
  expect(standardRate(booking, 9999)).toBe(flexible)
})

test('a room with no rates has no standard rate and no rate by code', () => {
  const empty: RoomBooking = { ...booking, rates: [] }
  expect(standardRate(empty, 7500)).toBeUndefined()
  expect(findRate(empty, 'flex')).toBeUndefined()
})

test('a rate is found by its exact code only', () => {
  expect(findRate(booking, 'saver')).toBe(saver)
  expect(findRate(booking, 'SAVER')).toBeUndefined()
  expect(findRate(booking, 'Non-refundable')).toBeUndefined()
})

test("content's pesos become the pricing function's centavos", () => {
  expect(roomPricing(booking)).toEqual({
    roomId: 2,
    includedGuests: 2,
    extraAdult: 50000,
    extraKid: 25000,
    rates: [
      { code: 'flex', label: 'Flexible', base: 750000, policy: flexible.policy },
      { code: 'saver', label: 'Non-refundable', base: 680000, policy: saver.policy },
    ],
  })
})

test('a stored quote reads back whole; one stored before quotes had lines reads as its nights', () => {
  const pricing = roomPricing(booking)
  const quote = quoteStay(
    {
      room: pricing,
      rate: pricing.rates[1]!,
      checkIn: '2027-02-01',
      checkOut: '2027-02-04',
      party: { adults: 3, kids: 0 },
      today: '2027-01-01',
    },
    { seasons: [], weekdays: [], overrides: [], fees: [] },
  )
  expect(readQuoteSnapshot(JSON.stringify(quote), '2027-02-01')).toEqual(quote)

  const flat = {
    rate: 'saver',
    label: 'Non-refundable',
    nightly: 680000,
    nights: 2,
    total: 1360000,
  }
  expect(readQuoteSnapshot(JSON.stringify(flat), '2027-02-01')).toEqual({
    rate: 'saver',
    label: 'Non-refundable',
    nightly: [
      { night: '2027-02-01', price: 680000, rule: 'Base price' },
      { night: '2027-02-02', price: 680000, rule: 'Base price' },
    ],
    supplements: [],
    roomTotal: 1360000,
    discount: null,
    fees: [],
    total: 1360000,
    policy: { text: '', freeUntil: null },
  })
})

import { expect, test } from 'vitest'
import type { RateQuote, RoomAvailability } from '../../../../domain/api-contract'
import { rateOptionLabel, roomOptionLabel } from './room-offers'

/** A rate as availability sends it; these tests read only its code, label and total. */
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

const room: RoomAvailability = {
  id: 3,
  name: 'Deluxe Room',
  maxPerson: 4,
  fits: true,
  unitsLeft: 2,
  available: true,
  bookable: true,
  rates: [rate('breakfast', 'With breakfast', 600000)],
}

test('before dates are chosen a room is offered by name and size only', () => {
  expect(roomOptionLabel(room, false)).toBe('Deluxe Room (sleeps 4)')
})

test('for a quoted stay a room says how many are left, or why it cannot be booked', () => {
  expect(roomOptionLabel(room, true)).toBe('Deluxe Room (sleeps 4): 2 left')
  expect(roomOptionLabel({ ...room, unitsLeft: 0, available: false }, true)).toBe(
    'Deluxe Room (sleeps 4): sold out for these nights',
  )
  expect(roomOptionLabel({ ...room, fits: false, available: false }, true)).toBe(
    'Deluxe Room (sleeps 4): too small for this party',
  )
})

test("a rate shows the stay's total in pesos once the stay is quoted", () => {
  const [rate] = room.rates

  expect(rateOptionLabel(rate!, null)).toBe('With breakfast')
  expect(rateOptionLabel(rate!, 2)).toBe('With breakfast: ₱6,000 for 2 nights')
  expect(rateOptionLabel(rate!, 1)).toBe('With breakfast: ₱6,000 for 1 night')
})

import { expect, test } from 'vitest'
import { unitsLeftOver, type NightInventory } from './availability'

const STAY = ['2026-12-30', '2026-12-31', '2027-01-01']

function stored(entries: Record<string, NightInventory>) {
  return new Map(Object.entries(entries))
}

test('nights without a stored row have all the room type units free', () => {
  expect(unitsLeftOver(STAY, new Map(), 6)).toBe(6)
})

test('the fewest free units over the stay is what is left', () => {
  const nights = stored({
    '2026-12-30': { units: 6, booked: 1, closed: false },
    '2026-12-31': { units: 6, booked: 4, closed: false },
  })
  expect(unitsLeftOver(STAY, nights, 6)).toBe(2)
})

test('a closed night leaves nothing, however many units it has free', () => {
  const nights = stored({ '2027-01-01': { units: 6, booked: 0, closed: true } })
  expect(unitsLeftOver(STAY, nights, 6)).toBe(0)
})

test('a fully booked night leaves nothing, and an overbooked one never goes below zero', () => {
  expect(
    unitsLeftOver(STAY, stored({ '2026-12-31': { units: 3, booked: 3, closed: false } }), 6),
  ).toBe(0)
  expect(
    unitsLeftOver(STAY, stored({ '2026-12-31': { units: 2, booked: 3, closed: false } }), 6),
  ).toBe(0)
})

test('only the nights of the stay count, not the check-out night or others', () => {
  const nights = stored({
    '2026-12-29': { units: 6, booked: 6, closed: false },
    '2027-01-02': { units: 6, booked: 0, closed: true },
  })
  expect(unitsLeftOver(STAY, nights, 6)).toBe(6)
})

test('a room type with no units has none left', () => {
  expect(unitsLeftOver(STAY, new Map(), 0)).toBe(0)
})

test('nights that staff gave more units than the default offer all of them', () => {
  const nights = stored({
    '2026-12-30': { units: 8, booked: 1, closed: false },
    '2026-12-31': { units: 8, booked: 0, closed: false },
    '2027-01-01': { units: 8, booked: 0, closed: false },
  })
  expect(unitsLeftOver(STAY, nights, 6)).toBe(7)
  expect(unitsLeftOver(STAY, nights, 0)).toBe(7)
})

test('a stay of no nights has nothing left to offer', () => {
  expect(unitsLeftOver([], new Map(), 6)).toBe(0)
})

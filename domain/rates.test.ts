import { expect, test } from 'vitest'
import { findRate, quote, standardRate, type RoomBooking } from './rates'

const flexible = { code: 'flex', label: 'Flexible', price: 7500 }
const saver = { code: 'saver', label: 'Non-refundable', price: 6800 }
const booking: RoomBooking = { roomId: 2, units: 6, rates: [flexible, saver] }

test('the standard rate is the one whose price the room card shows', () => {
  expect(standardRate(booking, 6800)).toBe(saver)
  expect(standardRate(booking, 7500)).toBe(flexible)
})

test('when no rate has the card price, the first rate is standard', () => {
  expect(standardRate(booking, 9999)).toBe(flexible)
})

test('a room with no rates has no standard rate and no rate by code', () => {
  const empty: RoomBooking = { roomId: 2, units: 6, rates: [] }
  expect(standardRate(empty, 7500)).toBeUndefined()
  expect(findRate(empty, 'flex')).toBeUndefined()
})

test('a rate is found by its exact code only', () => {
  expect(findRate(booking, 'saver')).toBe(saver)
  expect(findRate(booking, 'SAVER')).toBeUndefined()
  expect(findRate(booking, 'Non-refundable')).toBeUndefined()
})

test('a quote keeps the rate, its label and the nightly price in centavos, times the nights', () => {
  expect(quote(saver, 3)).toEqual({
    rate: 'saver',
    label: 'Non-refundable',
    nightly: 680000,
    nights: 3,
    total: 2040000,
  })
})

test('a quote is a copy that a later price change does not rewrite', () => {
  const rate = { ...flexible }
  const breakdown = quote(rate, 2)
  rate.price = 9000
  expect(breakdown).toMatchObject({ nightly: 750000, total: 1500000 })
})

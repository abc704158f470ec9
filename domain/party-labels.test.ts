import { expect, test } from 'vitest'
import {
  ADULT_OPTIONS,
  KID_OPTIONS,
  adultsOption,
  kidsOption,
  guestChoicesFrom,
  partyOf,
  totalGuests,
} from './party-labels'

test('total guests adds the first digit of each label', () => {
  expect(totalGuests('3 Adults', '2 Kids')).toBe(5)
  expect(totalGuests('1 Adult', '0 Kid')).toBe(1)
  expect(totalGuests('4 Adults', '4 Kids')).toBe(8)
})

test('a label without a digit counts as zero guests, not NaN', () => {
  expect(totalGuests('Adults', 'no kids')).toBe(0)
  expect(totalGuests('', '2 Kids')).toBe(2)
})

test('only the first digit of a label counts', () => {
  expect(totalGuests('12 Adults', '0 Kid')).toBe(1)
})

test('the options are the ranges of docs/product.md §9: adults 1 to 4, kids 0 to 4', () => {
  expect(ADULT_OPTIONS.map((label) => totalGuests(label, ''))).toEqual([1, 2, 3, 4])
  expect(KID_OPTIONS.map((label) => totalGuests('', label))).toEqual([0, 1, 2, 3, 4])
})

test('reservations mode reads the labels as counts for the API', () => {
  expect(partyOf('3 Adults', '2 Kids')).toEqual({ adults: 3, kids: 2 })
  expect(partyOf('1 Adult', '0 Kid')).toEqual({ adults: 1, kids: 0 })
})

test('a count from a link maps back to its selector label, and only within the options', () => {
  expect(adultsOption(1)).toBe('1 Adult')
  expect(adultsOption(4)).toBe('4 Adults')
  expect(kidsOption(0)).toBe('0 Kid')
  expect(kidsOption(2)).toBe('2 Kids')
  expect(adultsOption(0)).toBeUndefined()
  expect(adultsOption(5)).toBeUndefined()
  expect(kidsOption(5)).toBeUndefined()
})

test('saved or early choices keep only known labels, whatever else the storage holds', () => {
  expect(guestChoicesFrom({ adults: '4 Adults', kids: '3 Kids' })).toEqual({
    adults: '4 Adults',
    kids: '3 Kids',
  })
  expect(guestChoicesFrom({ adults: '5 Adults', kids: 'No Kid', other: '1 Adult' })).toEqual({})
  expect(guestChoicesFrom({ kids: '0 Kid' })).toEqual({ kids: '0 Kid' })
  expect(guestChoicesFrom({})).toEqual({})
})

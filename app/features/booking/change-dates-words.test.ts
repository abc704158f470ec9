import { expect, test } from 'vitest'
import type { GuestDateChange } from '../../../domain/api-contract'
import { differenceWords, newStayWords, sentWords } from './change-dates-words'

const change: GuestDateChange = {
  way: 'at_once',
  preview: true,
  checkIn: '2027-10-15',
  checkOut: '2027-10-18',
  nights: 3,
  total: 750000,
  previousTotal: 500000,
  difference: 250000,
}

test('the new total is told beside the booked one: more, less or the same', () => {
  expect(differenceWords(change)).toBe('₱2,500 more than your stay as booked (₱5,000).')
  expect(differenceWords({ ...change, total: 250000, difference: -250000 })).toBe(
    '₱2,500 less than your stay as booked (₱5,000).',
  )
  expect(differenceWords({ ...change, total: 500000, difference: 0 })).toBe(
    'The same as your stay as booked (₱5,000).',
  )
})

test('once sent, a requested stay is changed and a confirmed one is asked of the resort', () => {
  expect(newStayWords(change)).toBe('3 nights, Fri 15 Oct 2027 to Mon 18 Oct 2027')
  expect(sentWords(change)).toMatch(/^Your dates are changed: 3 nights, .*₱7,500 in all\./)
  expect(sentWords({ ...change, way: 'request' })).toMatch(
    /^Your request for Fri 15 Oct 2027 to Mon 18 Oct 2027 is with the resort\..*stays as booked\.$/,
  )
})

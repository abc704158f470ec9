import { expect, test } from 'vitest'
import { guestDateChangeRefusal, guestDateChangeWay } from './guest-date-change'

const booked = { checkIn: '2027-03-10', checkOut: '2027-03-12' }

test('a requested stay changes at once, a confirmed one by request, others not at all', () => {
  expect(guestDateChangeWay('requested')).toBe('at_once')
  expect(guestDateChangeWay('confirmed')).toBe('request')
  for (const status of ['awaiting_payment', 'checked_in', 'cancelled', 'declined'] as const)
    expect(guestDateChangeWay(status)).toBeNull()
})

test('new dates are refused in words: the same dates, from today, or once the stay begins', () => {
  const later = { checkIn: '2027-03-11', checkOut: '2027-03-13' }
  expect(guestDateChangeRefusal(booked, later, '2027-03-01')).toBeNull()
  expect(guestDateChangeRefusal(booked, booked, '2027-03-01')).toMatch(/dates you have booked/)
  expect(
    guestDateChangeRefusal(booked, { checkIn: '2027-03-01', checkOut: '2027-03-02' }, '2027-03-01'),
  ).toMatch(/from tomorrow on/)
  expect(guestDateChangeRefusal(booked, later, '2027-03-10')).toMatch(/begins today/)
})

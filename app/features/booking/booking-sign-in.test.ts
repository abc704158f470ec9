// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { SIGN_IN_MINUTES, signInAfterBooking, signedInEmail } from './booking-sign-in'

const BOOKED_AT = Date.UTC(2026, 10, 28, 2, 0)

afterEach(() => sessionStorage.clear())

test('a booking signs its tab in for its own reference, for half an hour', () => {
  signInAfterBooking('K7M2Q9XD', 'maria@example.com', BOOKED_AT)

  expect(signedInEmail('K7M2Q9XD', BOOKED_AT + 60_000)).toBe('maria@example.com')
  expect(signedInEmail('K7M2Q9XD', BOOKED_AT + SIGN_IN_MINUTES * 60_000 - 1)).toBe(
    'maria@example.com',
  )
  expect(signedInEmail('AAAA2222', BOOKED_AT + 60_000)).toBeNull()
})

test('past its half hour the sign-in is gone, and stays gone', () => {
  signInAfterBooking('K7M2Q9XD', 'maria@example.com', BOOKED_AT)

  expect(signedInEmail('K7M2Q9XD', BOOKED_AT + SIGN_IN_MINUTES * 60_000)).toBeNull()
  expect(sessionStorage.length).toBe(0)
  expect(signedInEmail('K7M2Q9XD', BOOKED_AT)).toBeNull()
})

test('something else kept under the key signs nobody in', () => {
  sessionStorage.setItem('booked:K7M2Q9XD', 'maria@example.com')
  expect(signedInEmail('K7M2Q9XD', BOOKED_AT)).toBeNull()
})

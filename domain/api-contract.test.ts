import { expect, test } from 'vitest'
import { API_PATHS, API_ROUTES } from './api-contract'
import { STAFF_API_BASE, STAFF_API_PATHS, STAFF_API_ROUTES } from './staff-contract'

test('the browser calls the routes the server registers, with the reference filled in', () => {
  expect(API_PATHS.reservation('ABCD2345')).toBe(API_ROUTES.reservation.replace(':ref', 'ABCD2345'))
  expect(API_PATHS.cancel('ABCD2345')).toBe('/api/reservations/ABCD2345/cancel')
  expect(STAFF_API_PATHS.decide('ABCD2345', 'decline')).toBe(
    STAFF_API_BASE + STAFF_API_ROUTES.decide('decline').replace(':ref', 'ABCD2345'),
  )
})

test('a reference typed with slashes or spaces stays one path segment', () => {
  expect(API_PATHS.reservation('../staff me')).toBe('/api/reservations/..%2Fstaff%20me')
  expect(STAFF_API_PATHS.guest('a/b')).toBe('/api/staff/reservations/a%2Fb/guest')
})

test('queries are encoded', () => {
  expect(STAFF_API_PATHS.search('ana & co')).toBe('/api/staff/search?q=ana%20%26%20co')
  expect(STAFF_API_PATHS.calendar('2027-01-01', 60)).toBe(
    '/api/staff/calendar?from=2027-01-01&days=60',
  )
})

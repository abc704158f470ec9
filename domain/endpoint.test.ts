import { expect, test } from 'vitest'
import { addressOf } from './endpoint'
import { GUEST_API } from './guest-endpoints'
import { STAFF_API, STAFF_API_BASE } from './staff-endpoints'

test('a call goes to the route the server registers, with its parameters filled in', () => {
  expect(addressOf('', GUEST_API.cancel.route, { ref: 'ABCD2345' })).toBe(
    '/api/reservations/ABCD2345/cancel',
  )
  expect(addressOf(STAFF_API_BASE, STAFF_API.decline.route, { ref: 'ABCD2345' })).toBe(
    '/api/staff/reservations/ABCD2345/decline',
  )
  expect(addressOf(STAFF_API_BASE, STAFF_API.rotateExport.route, { roomId: 3 })).toBe(
    '/api/staff/channels/exports/3/rotate',
  )
})

test('a reference typed with slashes or spaces stays one path segment', () => {
  expect(addressOf('', GUEST_API.reservation.route, { ref: '../staff me' })).toBe(
    '/api/reservations/..%2Fstaff%20me',
  )
  expect(addressOf(STAFF_API_BASE, STAFF_API.editGuest.route, { ref: 'a/b' })).toBe(
    '/api/staff/reservations/a%2Fb/guest',
  )
})

test('queries are encoded, in the order given, without the absent values', () => {
  expect(addressOf(STAFF_API_BASE, STAFF_API.search.route, {}, { q: 'ana & co' })).toBe(
    '/api/staff/search?q=ana%20%26%20co',
  )
  expect(
    addressOf(STAFF_API_BASE, STAFF_API.calendar.route, {}, { from: '2027-01-01', days: 60 }),
  ).toBe('/api/staff/calendar?from=2027-01-01&days=60')
  expect(addressOf(STAFF_API_BASE, STAFF_API.movements.route, {}, { date: undefined })).toBe(
    '/api/staff/movements',
  )
})

test('a route parameter left out is a mistake in code, not a request to another address', () => {
  expect(() => addressOf('', GUEST_API.reservation.route, {})).toThrow('No value for :ref')
})

test('no two endpoints share a method and a route', () => {
  const keys = [
    ...Object.values(GUEST_API).map((e) => `${e.method} ${e.route}`),
    ...Object.values(STAFF_API).map((e) => `${e.method} ${STAFF_API_BASE}${e.route}`),
  ]
  expect(new Set(keys).size).toBe(keys.length)
})

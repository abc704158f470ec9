import { expect, test } from 'vitest'
import {
  DEFAULT_SITE_ORIGIN,
  EMPTY_ROOM_PATH,
  inOtherLanguages,
  knownPages,
  siteOrigin,
} from './site-pages'

test('the known pages are home and one page per room', () => {
  expect(knownPages([{ id: 1 }, { id: 7 }])).toEqual(['/', '/room/1', '/room/7'])
})

test('reservations mode adds the booking forms, the look-up page and the staff screens', () => {
  expect(knownPages([{ id: 1 }], true)).toEqual([
    '/',
    '/room/1',
    '/room/1/book',
    '/reservation',
    '/staff',
    '/staff/reservation',
    '/staff/calendar',
    '/staff/rates',
    '/staff/today',
    '/staff/arrivals',
    '/staff/search',
    '/staff/phone-booking',
    '/staff/channels',
    '/staff/reports',
    '/staff/housekeeping',
    '/staff/board',
  ])
})

test('the empty-room template has an id no room can have', () => {
  expect(EMPTY_ROOM_PATH).toBe('/room/0')
})

test('the site origin comes from SITE_ORIGIN, trimmed to an origin, with a default', () => {
  expect(siteOrigin({ SITE_ORIGIN: 'https://stay.example/some/path' })).toBe('https://stay.example')
  expect(siteOrigin({})).toBe(DEFAULT_SITE_ORIGIN)
  expect(siteOrigin({ SITE_ORIGIN: '  ' })).toBe(DEFAULT_SITE_ORIGIN)
})

test('a malformed SITE_ORIGIN fails loudly instead of publishing broken links', () => {
  expect(() => siteOrigin({ SITE_ORIGIN: 'not a url' })).toThrow()
})

test('the pages in the other languages are the English ones under each prefix', () => {
  expect(inOtherLanguages(['/', '/room/1'])).toEqual([
    '/fil',
    '/fil/room/1',
    '/ko',
    '/ko/room/1',
    '/zh',
    '/zh/room/1',
    '/ja',
    '/ja/room/1',
  ])
})

import { expect, test } from 'vitest'
import type { GuestDateChange } from '../../../domain/api-contract'
import { ENGLISH_LOOKUP } from '../../i18n/lookup'
import { lookupJa } from '../../i18n/messages/lookup/ja'
import { lookupKo } from '../../i18n/messages/lookup/ko'
import { dateRefusalOf, differenceWords, newStayWords, sentWords } from './change-dates-words'

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
const { words } = ENGLISH_LOOKUP

test('the new total is told beside the booked one: more, less or the same', () => {
  expect(differenceWords(change, words)).toBe('₱2,500 more than your stay as booked (₱5,000).')
  expect(differenceWords({ ...change, total: 250000, difference: -250000 }, words)).toBe(
    '₱2,500 less than your stay as booked (₱5,000).',
  )
  expect(differenceWords({ ...change, total: 500000, difference: 0 }, words)).toBe(
    'The same as your stay as booked (₱5,000).',
  )
})

test('once sent, a requested stay is changed and a confirmed one is asked of the resort', () => {
  expect(newStayWords(change, ENGLISH_LOOKUP)).toBe('3 nights, Fri 15 Oct 2027 to Mon 18 Oct 2027')
  expect(sentWords(change, ENGLISH_LOOKUP)).toMatch(
    /^Your dates are changed: 3 nights, .*₱7,500 in all\./,
  )
  expect(sentWords({ ...change, way: 'request' }, ENGLISH_LOOKUP)).toMatch(
    /^Your request for Fri 15 Oct 2027 to Mon 18 Oct 2027 is with the resort\..*stays as booked\.$/,
  )
})

test("the page's language says the nights and writes the dates as its guests read them, in pesos", () => {
  const korean = { lang: 'ko', words: lookupKo } as const
  const japanese = { lang: 'ja', words: lookupJa } as const

  expect(newStayWords(change, korean)).toBe('3박, 2027년 10월 15일 (금) ~ 2027년 10월 18일 (월)')
  expect(newStayWords(change, japanese)).toContain('2027年10月15日(金)')
  expect(sentWords(change, korean)).toContain('₱7,500')
  expect(differenceWords(change, lookupKo)).toContain('₱2,500')
  expect(differenceWords(change, lookupKo)).toContain('₱5,000')
})

test("nights already taken are refused in the page's language; the server's other refusals as it words them", () => {
  const taken = 'The room is already taken on some of these nights.'
  const soldOut = {
    code: 'sold_out',
    status: 409,
    message: taken,
    fields: { checkIn: taken },
  } as const
  const tooLong = {
    code: 'invalid',
    status: 400,
    message: '',
    fields: { checkOut: 'At most 30.' },
  } as const

  expect(dateRefusalOf(soldOut, lookupKo)).toEqual({
    field: 'checkIn',
    message: lookupKo.changeNightsTaken,
  })
  expect(dateRefusalOf(soldOut, words)).toEqual({
    field: 'checkIn',
    message: words.changeNightsTaken,
  })
  expect(dateRefusalOf(tooLong, lookupKo)).toEqual({ field: 'checkOut', message: 'At most 30.' })
  expect(dateRefusalOf({ ...tooLong, fields: {} }, lookupKo)).toBeNull()
})

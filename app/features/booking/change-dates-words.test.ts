import { expect, test } from 'vitest'
import type { GuestDateChange } from '../../../domain/api-contract'
import { guestDateChangeRefusal } from '../../../domain/guest-date-change'
import { checkStay } from '../../../domain/stay'
import type { ApiProblem } from '../../lib/api-client'
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

const TODAY = '2027-10-10'

test("nights already taken are refused in the page's language", () => {
  const taken = 'The room is already taken on some of these nights.'
  const soldOut = {
    code: 'sold_out',
    status: 409,
    message: taken,
    fields: { checkIn: taken },
  } as const

  expect(dateRefusalOf(soldOut, lookupKo, change, TODAY)).toEqual({
    field: 'checkIn',
    message: lookupKo.changeNightsTaken,
  })
})

test('a check-in today or past and a stay too long are refused in the words the server gives in English', () => {
  const booked = { checkIn: '2027-10-15', checkOut: '2027-10-16' }
  const refusal = (wanted: { checkIn: string; checkOut: string }) => {
    const checked = checkStay(wanted, TODAY)
    const fields =
      'problems' in checked
        ? checked.problems
        : { checkIn: guestDateChangeRefusal(booked, wanted, TODAY) ?? undefined }
    return { code: 'invalid', status: 400, message: 'Check the dates.', fields } as ApiProblem
  }
  const cases = [
    { checkIn: '2027-10-10', checkOut: '2027-10-12' },
    { checkIn: '2027-10-09', checkOut: '2027-10-12' },
    { checkIn: '2027-10-11', checkOut: '2027-11-30' },
  ]

  for (const wanted of cases) {
    const problem = refusal(wanted)
    const english = dateRefusalOf(problem, words, wanted, TODAY)
    const korean = dateRefusalOf(problem, lookupKo, wanted, TODAY)
    expect(english?.message).toBe(problem.fields.checkIn ?? problem.fields.checkOut)
    expect(korean?.field).toBe(english?.field)
    expect(korean?.message).not.toBe(english?.message)
  }
})

test("a refusal of dates it does not know stays in the server's words", () => {
  const other = {
    code: 'invalid',
    status: 400,
    message: '',
    fields: { checkOut: 'Not so.' },
  } as const

  expect(dateRefusalOf(other, lookupKo, change, TODAY)).toEqual({
    field: 'checkOut',
    message: 'Not so.',
  })
  expect(dateRefusalOf({ ...other, fields: {} }, lookupKo, change, TODAY)).toBeNull()
})

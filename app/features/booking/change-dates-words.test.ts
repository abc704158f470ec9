import { expect, test } from 'vitest'
import type { GuestDateChange } from '../../../domain/api-contract'
import { guestDateChangeRefusal } from '../../../domain/guest-date-change'
import { checkStay } from '../../../domain/stay'
import type { ApiProblem } from '../../lib/api-client'
import { BOOKING_CATALOGUES } from '../../i18n/catalogues'
import { ENGLISH_LOOKUP, lookupSpeech } from '../../i18n/lookup'
import { lookupJa } from '../../i18n/messages/lookup/ja'
import { lookupKo } from '../../i18n/messages/lookup/ko'
import {
  changeProblem,
  dateRefusalOf,
  differenceWords,
  newStayWords,
  sentWords,
} from './change-dates-words'

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

const korean = lookupSpeech('ko', lookupKo, BOOKING_CATALOGUES.ko.stay)

test("the page's language says the nights and writes the dates as its guests read them, in pesos", () => {
  const japanese = lookupSpeech('ja', lookupJa, BOOKING_CATALOGUES.ja.stay)

  expect(newStayWords(change, korean)).toBe('3박, 2027년 10월 15일 (금) ~ 2027년 10월 18일 (월)')
  expect(newStayWords(change, japanese)).toContain('2027年10月15日(金)')
  expect(sentWords(change, korean)).toContain('₱7,500')
  expect(differenceWords(change, lookupKo)).toContain('₱2,500')
  expect(differenceWords(change, lookupKo)).toContain('₱5,000')
})

const TODAY = '2027-10-10'
const BOOKED = { checkIn: '2027-10-15', checkOut: '2027-10-16' }

test("nights already taken are refused in the page's language", () => {
  const taken = 'The room is already taken on some of these nights.'
  const soldOut = {
    code: 'sold_out',
    status: 409,
    message: taken,
    fields: { checkIn: taken },
  } as const

  expect(dateRefusalOf(soldOut, korean, { booked: BOOKED, wanted: change }, TODAY)).toEqual({
    field: 'checkIn',
    message: lookupKo.changeNightsTaken,
  })
})

test("each refusal of the dates is the server's on the English page and the page's own in Korean", () => {
  // As the server refuses them: domain/stay.ts's checkStay, then the date change's own rules.
  const refusal = (booked: typeof BOOKED, wanted: typeof BOOKED) => {
    const checked = checkStay(wanted, TODAY)
    const fields =
      'problems' in checked
        ? checked.problems
        : { checkIn: guestDateChangeRefusal(booked, wanted, TODAY) ?? undefined }
    return { code: 'invalid', status: 400, message: 'Check the dates.', fields } as ApiProblem
  }
  const cases = [
    { wanted: { checkIn: '2027-10-10', checkOut: '2027-10-12' }, ko: lookupKo.changeFromTomorrow },
    {
      wanted: { checkIn: '2027-10-09', checkOut: '2027-10-12' },
      ko: BOOKING_CATALOGUES.ko.stay.checkInPast,
    },
    {
      wanted: { checkIn: '2027-10-11', checkOut: '2027-11-30' },
      ko: '한 번에 최대 30박까지 예약하실 수 있습니다.',
      field: 'checkOut',
    },
    {
      wanted: { checkIn: '2029-10-10', checkOut: '2029-10-12' },
      ko: '체크인은 오늘부터 730일 이내(2029년 10월 9일 (화)까지)로 선택해 주세요.',
    },
    {
      booked: { checkIn: TODAY, checkOut: '2027-10-12' },
      wanted: { checkIn: '2027-10-20', checkOut: '2027-10-22' },
      ko: lookupKo.changeBegun,
    },
  ]

  for (const { booked = BOOKED, wanted, ko, field = 'checkIn' } of cases) {
    const problem = refusal(booked, wanted)
    const server = problem.fields.checkIn ?? problem.fields.checkOut
    const dates = { booked, wanted }
    expect(server, ko).toBeTruthy()
    expect(dateRefusalOf(problem, ENGLISH_LOOKUP, dates, TODAY)).toEqual({ field, message: server })
    expect(dateRefusalOf(problem, korean, dates, TODAY)).toEqual({ field, message: ko })
  }
})

test("a refusal of dates it does not know stays in the server's words", () => {
  const other = {
    code: 'invalid',
    status: 400,
    message: '',
    fields: { checkOut: 'Not so.' },
  } as const
  const dates = { booked: BOOKED, wanted: change }

  expect(dateRefusalOf(other, korean, dates, TODAY)).toEqual({
    field: 'checkOut',
    message: 'Not so.',
  })
  expect(dateRefusalOf({ ...other, fields: {} }, korean, dates, TODAY)).toBeNull()
})

test("a stay that no longer changes online says so in the page's language, the server's words in English", () => {
  const server = 'This reservation can no longer be changed online: please call or email us.'
  const wrongState = { code: 'wrong_state', status: 409, message: server, fields: {} } as const

  expect(changeProblem(wrongState, ENGLISH_LOOKUP)).toBe(server)
  expect(changeProblem(wrongState, korean)).toBe(lookupKo.changeNotOnline)
  expect(changeProblem({ ...wrongState, code: 'network', status: 0 }, korean)).toBe(
    lookupKo.unreachable,
  )
})

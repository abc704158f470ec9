import { expect, test } from 'vitest'
import { formatResortInstant } from '../../domain/calendar'
import { GUEST_NIGHTS_TAKEN } from '../../domain/guest-date-change'
import { refundWords } from '../../domain/refund-words'
import { BOOKING_CATALOGUES, languagePageData, LOOKUP_CATALOGUES } from './catalogues'
import { PREFIXED_LANGUAGES } from './languages'
import { fill } from './locale'
import { formatDateIn } from './dates'
import { ENGLISH_LOOKUP, formatInstantIn, lookupSpeech } from './lookup'
import { lookupEn } from './messages/lookup/en'

const languages = Object.entries(LOOKUP_CATALOGUES)
const marks = (message: string) => [...message.matchAll(/%\w/g)].map(([mark]) => mark).sort()

test('every language has the look-up words, and its reservation page gets only its own', () => {
  expect(Object.keys(LOOKUP_CATALOGUES).sort()).toEqual([...PREFIXED_LANGUAGES].sort())
  const korean = JSON.stringify(languagePageData('/ko/reservation', { lookup: true }))
  expect(korean).toContain(LOOKUP_CATALOGUES.ko.cancelOpen)
  expect(korean).not.toContain(LOOKUP_CATALOGUES.ja.cancelOpen)
  expect(korean).not.toContain(lookupEn.cancelOpen)
})

test("the default site's language pages carry no look-up words", () => {
  expect(languagePageData('/ko/room/2').locale.lookup).toBeUndefined()
  expect(languagePageData('/ko').locale.lookup).toBeUndefined()
})

test.each(languages)('%s has every look-up word English has, and no other', (_lang, words) => {
  expect(Object.keys(words).sort()).toEqual(Object.keys(lookupEn).sort())
})

test.each(languages)(
  '%s says each look-up word in its own words, with the same marks',
  (_l, words) => {
    for (const [key, english] of Object.entries(lookupEn)) {
      const message = words[key as keyof typeof lookupEn]
      expect(typeof message, key).toBe('string')
      // Only the space between two sentences is white, or nothing where a language puts none.
      if (key !== 'spaceAfterSentence') expect(message.trim(), key).not.toBe('')
      expect(marks(message), key).toEqual(marks(english))
    }
  },
)

test('English dates and deadlines read as the emails and the staff console write them', () => {
  const deadline = new Date('2027-01-05T06:05:00Z')

  expect(formatDateIn('en', '2027-01-05')).toBe('Tue 5 Jan 2027')
  expect(formatInstantIn(ENGLISH_LOOKUP, deadline)).toBe(formatResortInstant(deadline))
  expect(ENGLISH_LOOKUP.stay.dates('2027-01-05', '2027-01-07')).toBe(
    'Tue 5 Jan 2027 to Thu 7 Jan 2027',
  )
})

test("another language's dates are its own, on the resort's calendar and clock", () => {
  // 23:30 on the 4th in UTC is already 07:30 on the 5th in Manila.
  const deadline = new Date('2027-01-04T23:30:00Z')
  const korean = lookupSpeech('ko', LOOKUP_CATALOGUES.ko, BOOKING_CATALOGUES.ko.stay)
  const japanese = lookupSpeech('ja', LOOKUP_CATALOGUES.ja, BOOKING_CATALOGUES.ja.stay)

  expect(formatDateIn('ko', '2027-01-05')).toBe('2027년 1월 5일 (화)')
  expect(formatDateIn('ja', '2027-01-05')).toBe('2027年1月5日(火)')
  expect(formatDateIn('zh', '2027-01-05')).toBe('2027年1月5日周二')
  expect(formatDateIn('fil', '2027-01-05')).toBe('Martes, Ene 5, 2027')
  // Filipino's short Tuesday and March are both 'Mar': its weekday is written out.
  expect(formatDateIn('fil', '2027-03-02')).toBe('Martes, Mar 2, 2027')
  expect(formatInstantIn(korean, deadline)).toBe('2027년 1월 5일 (화) 07:30 (마닐라 시간 기준)')
  expect(formatInstantIn(japanese, deadline)).toBe('2027年1月5日(火) 07:30（マニラ時間）')
})

test('English says what the server and the emails say, word for word', () => {
  expect(lookupEn.changeNightsTaken).toBe(GUEST_NIGHTS_TAKEN)
  expect(fill(lookupEn.refundToCard, { a: '₱1,000' })).toBe(refundWords(100_000, true))
  expect(fill(lookupEn.refundByHand, { a: '₱1,000' })).toBe(refundWords(100_000, false))
})

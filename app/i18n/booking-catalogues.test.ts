import { expect, test } from 'vitest'
import { contact } from '../../content/contact'
import { BOOKING_CATALOGUES, languagePageData } from './catalogues'
import { PREFIXED_LANGUAGES } from './languages'
import { en } from './messages/booking/en'
import { enLanding } from './messages/booking/en-landing'
import { enPanel } from './messages/booking/en-panel'
import { enStay } from './messages/booking/en-stay'
import { stayTalk } from './use-stay-words'

const languages = Object.entries(BOOKING_CATALOGUES)
const marks = (message: string) => [...message.matchAll(/%\w/g)].map(([mark]) => mark).sort()

test('every language has reservations words', () => {
  expect(Object.keys(BOOKING_CATALOGUES).sort()).toEqual([...PREFIXED_LANGUAGES].sort())
})

test.each(languages)(
  "%s has every word of reservations mode's pages, in its own words, with the same marks",
  (_lang, { stay }) => {
    const english = { ...enStay, ...enLanding, ...enPanel }
    expect(Object.keys(stay).sort()).toEqual(Object.keys(english).sort())
    for (const [key, sentence] of Object.entries(english)) {
      const words = stay[key as keyof typeof english]
      expect(words.trim(), key).not.toBe('')
      expect(marks(words), key).toEqual(marks(sentence))
    }
  },
)

test.each(languages)(
  '%s has every word of the booking and its confirmation, with the same marks',
  (_lang, { booking }) => {
    expect(Object.keys(booking).sort()).toEqual(Object.keys(en).sort())
    for (const [key, english] of Object.entries(en)) {
      const words = booking[key as keyof typeof en]
      expect(words.trim(), key).not.toBe('')
      expect(marks(words), key).toEqual(marks(english))
    }
    expect(booking.bookTitle).toContain('%s')
  },
)

test("a page gets reservations mode's words only when it shows them, and only its language's", () => {
  // The default site's language pages stay as they were: no reservations words, no contact text.
  const plain = languagePageData('/ko/room/2').locale
  expect(plain.stay).toBeUndefined()
  expect(plain.booking).toBeUndefined()
  expect(plain.text.contact).toBeUndefined()

  const room = languagePageData('/ko/room/2', { stay: true }).locale
  expect(room.stay).toEqual(BOOKING_CATALOGUES.ko.stay)
  expect(room.booking).toBeUndefined()
  expect(room.text.contact?.gettingHere).toHaveLength(contact.gettingHere.length)

  const booking = JSON.stringify(languagePageData('/ja/room/2/book', { stay: true, booking: true }))
  expect(booking).toContain(BOOKING_CATALOGUES.ja.booking.requestReservation)
  expect(booking).not.toContain(BOOKING_CATALOGUES.ko.booking.requestReservation)
  expect(booking).not.toContain(en.requestReservation)
})

test.each(PREFIXED_LANGUAGES)(
  "%s's ways to the resort are the content's, each in its words",
  (lang) => {
    const ways = languagePageData(`/${lang}`, { stay: true }).locale.text.contact?.gettingHere ?? []
    expect(ways).toHaveLength(contact.gettingHere.length)
    ways.forEach((way, index) => {
      expect(way.way).not.toBe(contact.gettingHere[index]?.way)
      expect(way.text?.trim()).not.toBe('')
    })
  },
)

test('a stay is told in the page language: nights, party and dates with Intl', () => {
  const korean = stayTalk('ko', BOOKING_CATALOGUES.ko.stay)
  expect(korean.nights(3)).toBe('3박')
  expect(korean.party({ adults: 2, kids: 0 })).toBe('성인 2명, 어린이 없음')
  expect(korean.date('2027-03-01')).toBe('2027년 3월 1일 (월)')

  const japanese = stayTalk('ja', BOOKING_CATALOGUES.ja.stay)
  expect(japanese.dates('2027-03-01', '2027-03-03')).toBe('2027年3月1日(月)～2027年3月3日(水)')
  // Filipino writes its weekday out, as its short Tuesday and March are both 'Mar'.
  expect(stayTalk('fil', BOOKING_CATALOGUES.fil.stay).date('2027-03-02')).toBe(
    'Martes, Mar 2, 2027',
  )

  // English keeps the words and dates it had.
  const english = stayTalk('en', enStay)
  expect(english.nights(1)).toBe('1 night')
  expect(english.party({ adults: 1, kids: 2 })).toBe('1 adult, 2 kids')
  expect(english.dates('2026-12-24', '2026-12-26')).toBe('Thu 24 Dec 2026 to Sat 26 Dec 2026')
})

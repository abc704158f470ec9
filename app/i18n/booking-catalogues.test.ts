import { expect, test } from 'vitest'
import { contact } from '../../content/contact'
import { BOOKING_CATALOGUES, languagePageData } from './catalogues'
import { PREFIXED_LANGUAGES } from './languages'
import { en } from './messages/booking/en'
import { enLanding } from './messages/booking/en-landing'
import { enPanel } from './messages/booking/en-panel'
import { describePolicy, type CancellationPolicy, type StatedPolicy } from '../../domain/pricing'
import { enStay, type PolicyWords } from './messages/booking/en-stay'
import { stayTalk } from './use-stay-words'

const languages = Object.entries(BOOKING_CATALOGUES)
// English says a policy as the server wrote it, so it has no policy words; these are the marks
// each language's must fill.
const POLICY_MARKS: PolicyWords = {
  policyFreeUntil: '%c %d',
  policyEnded: '%c',
  nonRefundable: '',
}
const marks = (message: string) => [...message.matchAll(/%\w/g)].map(([mark]) => mark).sort()

test('every language has reservations words', () => {
  expect(Object.keys(BOOKING_CATALOGUES).sort()).toEqual([...PREFIXED_LANGUAGES].sort())
})

test.each(languages)(
  "%s has every word of reservations mode's pages, in its own words, with the same marks",
  (_lang, { stay }) => {
    const english = { ...enStay, ...enLanding, ...enPanel, ...POLICY_MARKS }
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

const FREE_FIRST_NIGHT: CancellationPolicy = {
  kind: 'free_until',
  freeDays: 7,
  charge: 'first_night',
}
const stated = (policy: CancellationPolicy, today: string, charge?: number): StatedPolicy => ({
  ...describePolicy(policy, '2026-12-19', today),
  ...(charge === undefined ? {} : { charge }),
})
const FREE = stated(FREE_FIRST_NIGHT, '2026-11-29', 850_000)
const ENDED = stated(FREE_FIRST_NIGHT, '2026-12-15', 850_000)
const NON_REFUNDABLE = stated({ kind: 'non_refundable' }, '2026-11-29', 2_550_000)

test("English says a rate's cancellation policy as the server wrote it", () => {
  const english = stayTalk('en', enStay)
  for (const policy of [FREE, ENDED, NON_REFUNDABLE])
    expect(english.policy(policy)).toBe(policy.text)
  expect(FREE.text).toBe(
    'Free cancellation until Sat 12 Dec 2026; after that, the first night is charged.',
  )
})

test.each([
  [
    'ko',
    '2026년 12월 12일 (토)까지 무료로 취소하실 수 있으며, 이후 취소하시면 ₱8,500의 취소 수수료가 부과됩니다.',
    '이 일정은 무료 취소 기간이 지났습니다. 취소하시면 ₱8,500의 취소 수수료가 부과됩니다.',
  ],
  [
    'ja',
    '2026年12月12日(土)まで無料でキャンセルいただけます。それ以降のキャンセルには₱8,500のキャンセル料がかかります。',
    'この日程は無料キャンセル期間を過ぎています。キャンセルの場合、₱8,500のキャンセル料がかかります。',
  ],
  [
    'zh',
    '2026年12月12日周六当天及之前可免费取消；此后取消将收取₱8,500。',
    '这些日期已过免费取消期限：如取消，将收取₱8,500。',
  ],
  [
    'fil',
    'Libre ang pag-cancel hanggang Sabado, Dis 12, 2026; pagkatapos nito, ₱8,500 ang sisingilin.',
    'Tapos na ang libreng pag-cancel para sa mga petsang ito: kapag nag-cancel, ₱8,500 ang sisingilin.',
  ],
] as const)(
  "%s says a rate's cancellation policy from its last free day and its charge",
  (lang, free, ended) => {
    const talk = stayTalk(lang, BOOKING_CATALOGUES[lang].stay)
    expect(talk.policy(FREE)).toBe(free)
    expect(talk.policy(ENDED)).toBe(ended)
    // Non-refundable is not a free cancellation that has ended.
    expect(talk.policy(NON_REFUNDABLE)).toBe(BOOKING_CATALOGUES[lang].stay.nonRefundable)
    expect(talk.policy(NON_REFUNDABLE)).not.toBe(talk.policy({ ...ENDED, charge: 2_550_000 }))
    // A quote stored before charges were stated has only its English words to say.
    const unstated = stated(FREE_FIRST_NIGHT, '2026-11-29')
    expect(talk.policy(unstated)).toBe(unstated.text)
  },
)

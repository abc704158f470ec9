/**
 * A guest's mail in the language they booked in: its text, its HTML and its calendar, the
 * stay's dates written as that language writes them, money in pesos; the resort's notices stay
 * English.
 */
import ICAL from 'ical.js'
import { expect, test } from 'vitest'
import { formatResortInstant } from '../../../domain/calendar'
import type { Language } from '../../../domain/languages'
import type { StayChangeSummary } from '../../../domain/staff-contract'
import { SAMPLE_MAIL_CONTEXT, sampleReservationView } from '../../test-support/sample-reservation'
import type { TransferDetails } from '../../../content/payments'
import type { InvoiceDocument } from '../../../domain/invoice'
import { dateChangeRequestedEmails } from './date-change-templates'
import { renderLetterHtml } from './html-email'
import { checkedOutEmail } from './invoice-email'
import type { Letter } from './letter'
import { MAIL_WORDS } from './mail-words'
import { depositDueEmail, paymentExpiredEmail, receiptRejectedEmail } from './payment-templates'
import { stayCalendar } from './stay-calendar'
import {
  cancelledEmail,
  confirmedEmail,
  declinedEmail,
  requestReceivedEmails,
  stayChangedEmail,
} from './templates'
import { en } from './words/en'

const context = SAMPLE_MAIL_CONTEXT
const written = new Date('2026-11-23T06:05:00.000Z')

/** What the request-received mail of the sample stay (24 to 26 Dec 2026) says in each language. */
const EXPECTED: Record<
  Language,
  { subject: string; checkIn: string; party: string; button: string; calendar: string }
> = {
  en: {
    subject: 'Reservation request K7M2Q9XD received: Alon Cove Resort',
    checkIn: 'Check-in: Thu 24 Dec 2026',
    party: 'Guests: 2 adults, 1 child',
    button: 'See your reservation',
    calendar: 'Reservation K7M2Q9XD. See it or cancel it at',
  },
  fil: {
    subject: 'Natanggap na ang reservation request K7M2Q9XD: Alon Cove Resort',
    checkIn: 'Check-in: Huw, Dis 24, 2026',
    party: 'Mga bisita: 2 adults, 1 bata',
    button: 'Tingnan ang reservation',
    calendar: 'Reservation K7M2Q9XD. Tingnan o kanselahin ito sa',
  },
  ko: {
    subject: '[Alon Cove Resort] 예약 요청 접수 안내 (예약 번호 K7M2Q9XD)',
    checkIn: '체크인: 2026년 12월 24일 (목)',
    party: '인원: 성인 2명, 어린이 1명',
    button: '예약 확인하기',
    calendar: '예약 번호 K7M2Q9XD. 예약 확인 및 취소:',
  },
  zh: {
    subject: '【Alon Cove Resort】已收到您的预订申请（预订编号 K7M2Q9XD）',
    checkIn: '入住日期：2026年12月24日周四',
    party: '入住人数：2位成人，1位儿童',
    button: '查看我的预订',
    calendar: '预订编号 K7M2Q9XD。查看或取消预订：',
  },
  ja: {
    subject: '【Alon Cove Resort】ご予約リクエストを受け付けました（予約番号 K7M2Q9XD）',
    checkIn: 'チェックイン：2026年12月24日(木)',
    party: 'ご宿泊人数：大人2名、お子さま1名',
    button: 'ご予約を確認する',
    calendar: '予約番号 K7M2Q9XD。ご予約の確認・キャンセルはこちら：',
  },
}
const languages = Object.keys(EXPECTED) as Language[]

function letterOf(email: { letter?: Letter } | undefined): Letter {
  if (!email?.letter) throw new Error('a guest mail without a letter')
  return email.letter
}

function calendarDescription(calendar: string | null): string {
  const [event] = new ICAL.Component(ICAL.parse(calendar ?? '')).getAllSubcomponents('vevent')
  return String(event?.getFirstPropertyValue('description') ?? '')
}

test.each(languages)(
  'a request received in %s is in its words and dates: text, HTML and calendar',
  async (language) => {
    const expected = EXPECTED[language]
    const view = sampleReservationView({ language })
    const [guest] = requestReceivedEmails(view, context)
    const letter = letterOf(guest)

    const html = await renderLetterHtml(letter)
    const calendar = calendarDescription(stayCalendar(letter, written))

    expect(guest?.subject).toBe(expected.subject)
    expect(guest?.text).toContain(MAIL_WORDS[language].greeting('Ana Reyes'))
    expect(guest?.text).toContain(expected.checkIn)
    expect(guest?.text).toContain(expected.party)
    expect(guest?.text).toContain('₱5,000')
    // 06:05 UTC is 14:05 at the resort, told in the guest's language.
    const deadline = formatResortInstant(new Date(view.holdExpiresAt ?? ''), letter.language)
    expect(deadline).toContain('14:05')
    expect(guest?.text).toContain(deadline)
    expect(html).toContain(`lang="${MAIL_WORDS[language].locale}"`)
    expect(html).toContain(expected.button)
    expect(html).toContain(MAIL_WORDS[language].requestReceived.nextHeading)
    expect(calendar.startsWith(expected.calendar)).toBe(true)
  },
)

test('a Japanese paragraph runs its sentences on without a space; a Korean one keeps it and its words whole', async () => {
  const japanese = letterOf(
    requestReceivedEmails(sampleReservationView({ language: 'ja' }), context)[0],
  )
  const korean = letterOf(
    requestReceivedEmails(sampleReservationView({ language: 'ko' }), context)[0],
  )

  const [ja, ko] = await Promise.all([renderLetterHtml(japanese), renderLetterHtml(korean)])

  expect(ja).toContain('解除されます。ご予約の可否')
  expect(ko).toContain('해제됩니다. 예약이 확정되거나')
  // Korean lines break between words, as Korean is spaced; Japanese may break anywhere.
  expect(ko).toContain('word-break:keep-all')
  expect(ja).not.toContain('keep-all')
})

test('the link and the calendar lead to the reservation page in the guest’s language', () => {
  const view = sampleReservationView({ language: 'ja' })

  const [guest] = requestReceivedEmails(view, context)
  const calendar = stayCalendar(letterOf(guest), written)

  expect(guest?.text).toContain('https://www.aloncove.example/ja/reservation?ref=K7M2Q9XD')
  expect(calendarDescription(calendar)).toContain(
    'https://www.aloncove.example/ja/reservation?ref=K7M2Q9XD',
  )
  expect(declinedEmail(view, '', context).text).toContain('https://www.aloncove.example/ja')
})

test('the cancellation policy is said in the language, from its last free day and charge', () => {
  const view = sampleReservationView({ language: 'ko' })
  const policy = { ...view.breakdown.policy, charge: 250000 }

  const [guest] = requestReceivedEmails(
    { ...view, breakdown: { ...view.breakdown, policy } },
    context,
  )

  expect(guest?.text).toContain(
    '취소 규정: 2026년 12월 21일 (월)까지 무료로 취소하실 수 있으며, 이후에는 취소 수수료(₱2,500)가 부과됩니다.',
  )
})

test('the resort’s notices of a Korean guest’s request stay English', () => {
  const view = sampleReservationView({ language: 'ko' })
  const change: StayChangeSummary = {
    previousTotal: 500000,
    total: 750000,
    difference: 250000,
    roomId: 1,
    checkIn: '2027-01-10',
    checkOut: '2027-01-13',
    nights: 3,
    rate: 'breakfast',
    rateLabel: 'With breakfast',
    unit: null,
  }

  const [, notice] = requestReceivedEmails(view, context)
  const [guest, resort] = dateChangeRequestedEmails(view, change, context, 7)

  expect(notice?.subject).toBe(
    'New reservation request K7M2Q9XD: Hotel Rooms, Thu 24 Dec 2026 to Sat 26 Dec 2026',
  )
  expect(notice?.text).toContain('Check-in: Thu 24 Dec 2026')
  expect(notice?.text).toContain('Guests: 2 adults, 1 child')
  expect(notice?.text).toContain('Phone: +63 917 123 4567\nLanguage: Korean\n')
  expect(requestReceivedEmails(sampleReservationView(), context)[1]?.text).not.toContain(
    'Language:',
  )
  expect(resort?.text).toContain(
    'Asked: Sun 10 Jan 2027 to Wed 13 Jan 2027, ₱7,500 in all, ₱2,500 more than now',
  )
  expect(guest?.text).toContain(
    '2027년 1월 10일 (일) ~ 2027년 1월 13일 (수), 총 ₱7,500, 현재보다 ₱2,500 추가',
  )
})

test('a letter stored before languages is English in its HTML and calendar', async () => {
  const [guest] = requestReceivedEmails(sampleReservationView({ language: 'ko' }), context)
  const older: Letter = { ...letterOf(guest), language: undefined }

  const html = await renderLetterHtml(older)
  const calendar = calendarDescription(stayCalendar(older, written))

  expect(html).toContain('lang="en"')
  expect(calendar.startsWith('Reservation K7M2Q9XD. See it or cancel it at')).toBe(true)
})

/** Every mail a guest may get, for one stay in one language, with what staff wrote in English. */
function everyGuestMail(language: Language) {
  const paid = {
    ...sampleReservationView({ language }),
    deposit: 150000,
    paid: 150000,
    balance: -150000,
    payment: { method: 'online' as const, status: 'refund_due' as const, deadline: null },
  }
  const awaiting = {
    ...paid,
    status: 'awaiting_payment' as const,
    paid: 0,
    balance: 500000,
    payment: {
      method: 'transfer' as const,
      status: 'unpaid' as const,
      deadline: '2026-11-25T06:05:00.000Z',
    },
  }
  const before = {
    roomName: 'Hotel Rooms',
    checkIn: '2026-12-20',
    checkOut: '2026-12-22',
    total: 1,
  }
  const change: StayChangeSummary = {
    ...{ previousTotal: 500000, total: 450000, difference: -50000, roomId: 1 },
    ...{ checkIn: '2027-01-10', checkOut: '2027-01-12', nights: 2, unit: null },
    ...{ rate: 'breakfast', rateLabel: 'With breakfast' },
  }
  // The mail reads only these of the invoice.
  const invoice = {
    number: 'INV-000042',
    date: '2026-12-26',
    figures: { total: 500000 },
  } as unknown as InvoiceDocument
  const transfer = { accounts: [{ label: 'BDO', lines: ['Alon Cove Resort Inc.'] }] }
  return [
    ...requestReceivedEmails(paid, context).slice(0, 1),
    confirmedEmail({ ...paid, status: 'confirmed', balance: 350000 }, context),
    stayChangedEmail({ ...paid, status: 'confirmed' }, before, context, 1, 1),
    declinedEmail(paid, 'Fully booked that week.', context),
    cancelledEmail(
      { ...paid, status: 'cancelled', cancellationCharge: 250000 },
      context,
      1,
      'As asked.',
    ),
    depositDueEmail(awaiting, context, 1, transfer as TransferDetails),
    depositDueEmail(
      { ...awaiting, payment: { ...awaiting.payment, method: 'online' } },
      context,
      1,
      transfer as TransferDetails,
    ),
    paymentExpiredEmail({ ...awaiting, status: 'expired', paid: 150000 }, context, 1),
    receiptRejectedEmail(awaiting, 'The amount is not readable.', context, 1),
    receiptRejectedEmail({ ...awaiting, status: 'expired' }, 'Too late.', context, 1),
    ...dateChangeRequestedEmails(paid, change, context, 1).slice(0, 1),
    checkedOutEmail(paid, invoice, context, 1),
  ]
}

/** English's fixed words long enough to tell apart, that another language says otherwise. */
function englishLeftIn(language: Language, text: string): string[] {
  const english = Object.values(flatten(en)).filter((word) => word.length > 5)
  const own = Object.values(flatten(MAIL_WORDS[language]))
  // Filipino keeps some English on purpose ('Reference no.', 'Check-in').
  return english.filter(
    (word) => !own.some((ownWord) => ownWord.includes(word)) && text.includes(word),
  )
}

function flatten(words: object): Record<string, string> {
  const all: Record<string, string> = {}
  for (const [key, value] of Object.entries(words)) {
    if (typeof value === 'string') all[key] = value
    else if (typeof value === 'object' && value !== null) {
      for (const [inner, word] of Object.entries(flatten(value as object)))
        all[`${key}.${inner}`] = word
    }
  }
  return all
}

test.each(languages.filter((language) => language !== 'en'))(
  'no English fixed word is left in any mail to a guest who booked in %s',
  (language) => {
    const mails = everyGuestMail(language)
    const inEnglish = everyGuestMail('en')

    for (const [index, mail] of mails.entries()) {
      expect(mail.subject, mail.kind).not.toBe(inEnglish[index]?.subject)
      expect(englishLeftIn(language, `${mail.subject}\n${mail.text}`), mail.kind).toEqual([])
      expect(mail.letter?.language, mail.kind).toBe(language)
    }
    expect(mails.map((mail) => mail.kind)).toEqual(inEnglish.map((mail) => mail.kind))
  },
)

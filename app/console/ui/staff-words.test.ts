import { expect, test } from 'vitest'
import type { ReservationStatus } from '../../../domain/reservation-status'
import type { Quote } from '../../../domain/pricing'
import {
  describeHold,
  describeStayNights,
  describeStayPrice,
  formatResortTime,
  receiptHoldWords,
  statusMeaning,
  statusWord,
  unchangedEventWords,
} from './staff-words'

test("an instant is shown on the resort's clock, eight hours ahead of UTC", () => {
  expect(formatResortTime('2026-12-24T06:05:00.000Z')).toBe('Thu 24 Dec 2026, 14:05')
})

test('an instant late in the UTC evening is already the next day at the resort', () => {
  expect(formatResortTime('2026-12-31T16:30:00Z')).toBe('Fri 1 Jan 2027, 00:30')
})

test('text that is no instant is shown as it came, never as "Invalid Date"', () => {
  expect(formatResortTime('soon')).toBe('soon')
})

test('every state has a word and a meaning for the desk', () => {
  expect(statusWord('requested')).toBe('Requested')
  expect(statusMeaning('expired')).toMatch(/free again/)
})

test('the front desk states have words and meanings of their own', () => {
  expect(statusWord('checked_in')).toBe('Checked in')
  expect(statusWord('no_show')).toBe('No-show')
  expect(statusMeaning('checked_out')).toMatch(/not used are free again/)
})

test('a state the console does not know is shown as it came, not blank and not a crash', () => {
  const unknown = 'on_hold' as Parameters<typeof statusWord>[0]

  expect(statusWord(unknown)).toBe('on_hold')
  expect(statusMeaning(unknown)).toBe('')
})

test('a hold says until when, and a confirmed booking says it holds nothing', () => {
  expect(describeHold('2026-12-24T06:05:00Z')).toBe('Held until Thu 24 Dec 2026, 14:05')
  expect(describeHold(null)).toBe('No hold')
})

test("a waiting receipt's hold: until when, kept past its end, ended before it came, or none", () => {
  const now = new Date('2026-12-01T04:00:00Z')
  const hold = (
    holdExpiresAt: string | null,
    status: ReservationStatus = 'awaiting_payment',
    uploadedAt = '2026-12-01T03:00:00Z',
  ) => receiptHoldWords({ status, holdExpiresAt, uploadedAt }, now)

  expect(hold('2026-12-01T06:30:00Z')).toBe('Held until Tue 1 Dec 2026, 14:30')
  expect(hold('2026-12-01T03:59:00Z')).toBe(
    'Ended Tue 1 Dec 2026, 11:59; kept until you decide, as the receipt came in time',
  )
  expect(hold('2026-12-01T03:59:00Z', 'awaiting_payment', '2026-12-01T03:59:30Z')).toBe(
    'Ended Tue 1 Dec 2026, 11:59, before the receipt came',
  )
  expect(hold('2026-12-01T03:59:00Z', 'expired')).toBe('Expired: no room is held for this receipt')
  expect(hold(null, 'confirmed')).toBe('Confirmed: no room is held for this receipt')
})

test('the nights of a block read as arrival and departure days, with their count', () => {
  expect(describeStayNights('2026-12-24', '2026-12-26')).toBe(
    'Thu 24 Dec 2026 to Sat 26 Dec 2026 (2 nights)',
  )
})

const EVERY_STATUS: ReservationStatus[] = [
  'requested',
  'awaiting_payment',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
  'checked_in',
  'checked_out',
  'no_show',
]

test.each(EVERY_STATUS)("the meaning of %s does not say the state's word again", (status) => {
  expect(statusMeaning(status)).not.toBe('')
  expect(statusMeaning(status).toLowerCase()).not.toContain(statusWord(status).toLowerCase())
})

test('"Status: Confirmed" is followed by what it means, not by "Confirmed" again', () => {
  expect(`Status: ${statusWord('confirmed')} · ${statusMeaning('confirmed')}`).toBe(
    'Status: Confirmed · The nights are booked.',
  )
})

const event = { at: '2027-03-01T02:00:00Z', who: 'desk@aloncove.example' }

test('a history entry that kept the state is told by what happened, its note kept below', () => {
  expect(
    unchangedEventWords({
      ...event,
      from: 'confirmed',
      to: 'confirmed',
      note: 'Payment: ₱3,000.00, cash\nPaid at the desk',
    }),
  ).toEqual({ headline: 'Payment: ₱3,000.00, cash', note: 'Paid at the desk' })
})

test('a history entry that kept the state and says nothing reads "Still …", never "unchanged"', () => {
  const words = unchangedEventWords({ ...event, from: 'confirmed', to: 'confirmed', note: ' ' })

  expect(words).toEqual({ headline: 'Still Confirmed', note: '' })
})

function quoteOf(nightly: Quote['nightly'], extra: Partial<Quote> = {}): Quote {
  const roomTotal = nightly.reduce((total, night) => total + night.price, 0)
  return {
    rate: 'room-only',
    label: 'Room only',
    nightly,
    supplements: [],
    roomTotal,
    discount: null,
    fees: [],
    total: roomTotal,
    ...extra,
  } as Quote
}

test('adjacent nights of one price read as one line, whatever rule priced each', () => {
  const quote = quoteOf([
    { night: '2027-03-04', price: 300_000, rule: 'Base price' },
    { night: '2027-03-05', price: 300_000, rule: 'Friday nights' },
  ])

  expect(describeStayPrice(quote)).toBe('₱3,000 a night × 2 nights')
})

test('prices in turn, then supplements, less a promo, plus fees added to the price', () => {
  const quote = quoteOf(
    [
      { night: '2027-03-04', price: 300_000, rule: 'Base price' },
      { night: '2027-03-05', price: 350_000, rule: 'Friday nights' },
      { night: '2027-03-06', price: 300_000, rule: 'Base price' },
    ],
    {
      supplements: [{ label: '1 extra adult × 3 nights', amount: 150_000 }],
      discount: { label: 'Promo RAINY', code: 'RAINY', amount: 100_000 },
      fees: [
        { label: 'VAT 12%', amount: 100_000, included: true },
        { label: 'Environmental fee', amount: 20_000, included: false },
      ],
    },
  )

  expect(describeStayPrice(quote)).toBe(
    '₱3,000 a night × 1 night + ₱3,500 a night × 1 night + ₱3,000 a night × 1 night + 1 extra adult × 3 nights ₱1,500 − Promo RAINY ₱1,000 + Environmental fee ₱200',
  )
})

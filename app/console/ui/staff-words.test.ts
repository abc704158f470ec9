import { expect, test } from 'vitest'
import type { ReservationStatus } from '../../../domain/reservation-status'
import {
  describeHold,
  describeStayNights,
  formatResortTime,
  receiptHoldWords,
  statusMeaning,
  statusWord,
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

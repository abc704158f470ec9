import { describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import type { DepositStatus } from '../../../domain/payment-ways'
import { describeStatus, RESERVATION_STATUSES } from '../../../domain/reservation-status'
import { BOOKING_CATALOGUES } from '../../i18n/catalogues'
import { lookupSpeech } from '../../i18n/lookup'
import { lookupZh } from '../../i18n/messages/lookup/zh'
import { standingOf, takesReceipt } from './guest-standing'

const chinese = lookupSpeech('zh', lookupZh, BOOKING_CATALOGUES.zh.stay)

function transfer(status: ReservationView['status'], payment: DepositStatus): ReservationView {
  return {
    ref: 'K7M2Q9XD',
    status,
    payment: { method: 'transfer', status: payment, deadline: null },
  } as ReservationView
}

describe('a transfer booking', () => {
  test('unpaid: it awaits the deposit and takes a receipt', () => {
    const booking = transfer('awaiting_payment', 'unpaid')
    expect(standingOf(booking)).toMatch(/^Awaiting payment: pay the deposit/)
    expect(takesReceipt(booking)).toBe(true)
  })

  test('with a receipt sent: it is with the resort for checking, and takes no other', () => {
    const booking = transfer('awaiting_payment', 'receipt_in_review')
    expect(standingOf(booking)).toBe(
      'Receipt received: the resort is checking your transfer and confirms your stay once the money has arrived. Your room is held until then.',
    )
    expect(takesReceipt(booking)).toBe(false)
  })

  test('confirmed once paid: the state in words, and no receipt asked', () => {
    const booking = transfer('confirmed', 'paid')
    expect(standingOf(booking)).toBe('Confirmed: we look forward to welcoming you.')
    expect(takesReceipt(booking)).toBe(false)
  })
})

test('an online deposit never asks for a receipt', () => {
  const online = {
    ref: 'K7M2Q9XD',
    status: 'awaiting_payment',
    payment: { method: 'online', status: 'unpaid', deadline: null },
  } as ReservationView
  expect(takesReceipt(online)).toBe(false)
})

test("every state reads on the page as the emails and staff word it, and in the page's language", () => {
  for (const status of RESERVATION_STATUSES) {
    const booking = { ref: 'K7M2Q9XD', status } as ReservationView
    expect(standingOf(booking)).toBe(describeStatus(status))
    expect(standingOf(booking, chinese)).not.toBe(describeStatus(status))
  }
  expect(standingOf(transfer('awaiting_payment', 'receipt_in_review'), chinese)).toBe(
    lookupZh.statusReceiptInReview,
  )
})

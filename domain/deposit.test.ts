import { describe, expect, test } from 'vitest'
import { depositFor, describeDepositRule, onlineReminderAt, readDepositRule } from './deposit'
import { depositStatus } from './payment-ways'

const quote = {
  total: 1_050_000,
  nightly: [
    { night: '2027-03-01', price: 400_000, rule: 'base' },
    { night: '2027-03-02', price: 500_000, rule: 'weekend' },
  ],
}

describe('readDepositRule', () => {
  test.each([
    ['first-night', { kind: 'first-night' }],
    ['full', { kind: 'full' }],
    ['30%', { kind: 'percent', percent: 30 }],
    [' 100% ', { kind: 'percent', percent: 100 }],
    ['1%', { kind: 'percent', percent: 1 }],
  ])('reads %j', (text, rule) => {
    expect(readDepositRule(text)).toEqual(rule)
  })

  test.each(['', '0%', '101%', '30', '30.5%', '-5%', 'half', 'first night'])(
    'refuses %j',
    (text) => {
      expect(readDepositRule(text)).toBeNull()
    },
  )
})

describe('depositFor', () => {
  test('a percentage of the total, rounded to the centavo', () => {
    expect(depositFor({ kind: 'percent', percent: 30 }, quote)).toBe(315_000)
    expect(depositFor({ kind: 'percent', percent: 33 }, { ...quote, total: 100_001 })).toBe(33_000)
  })

  test('the first night is its quoted price', () => {
    expect(depositFor({ kind: 'first-night' }, quote)).toBe(400_000)
  })

  test('the whole stay is its total', () => {
    expect(depositFor({ kind: 'full' }, quote)).toBe(1_050_000)
  })

  test('never more than the total, even when a discount makes the first night dearer', () => {
    expect(depositFor({ kind: 'first-night' }, { ...quote, total: 300_000 })).toBe(300_000)
  })

  test('the rule in words', () => {
    expect(describeDepositRule({ kind: 'percent', percent: 30 })).toBe('a 30% deposit')
    expect(describeDepositRule({ kind: 'first-night' })).toBe('the first night')
  })
})

describe('depositStatus', () => {
  const base = { deposit: 300_000, paid: 0, due: 1_000_000, receiptInReview: false, refunded: 0 }

  test('nothing paid is unpaid, or in review once a receipt waits', () => {
    expect(depositStatus(base)).toBe('unpaid')
    expect(depositStatus({ ...base, receiptInReview: true })).toBe('receipt_in_review')
  })

  test('the deposit or more paid is paid', () => {
    expect(depositStatus({ ...base, paid: 300_000 })).toBe('paid')
    expect(depositStatus({ ...base, paid: 299_999 })).toBe('unpaid')
  })

  test('more paid than is now due is owed back', () => {
    expect(depositStatus({ ...base, paid: 300_000, due: 0 })).toBe('refund_due')
  })

  test('an ended stay whose money went back is refunded, not unpaid; a part still owed back is still due', () => {
    expect(depositStatus({ ...base, paid: 0, due: 0, refunded: 300_000 })).toBe('refunded')
    expect(depositStatus({ ...base, paid: 150_000, due: 150_000, refunded: 150_000 })).toBe(
      'refunded',
    )
    expect(depositStatus({ ...base, paid: 100_000, due: 0, refunded: 200_000 })).toBe('refund_due')
  })
})

test('an online payer is reminded to pay ten minutes on, or halfway to the end of a shorter hold', () => {
  const booked = new Date('2026-12-01T02:00:00.000Z')
  const at = (minutes: number) => new Date(booked.getTime() + minutes * 60_000)

  expect(onlineReminderAt(booked, at(30))).toEqual(at(10))
  expect(onlineReminderAt(booked, at(12))).toEqual(at(6))
  expect(onlineReminderAt(booked, null)).toEqual(at(10))
  expect(onlineReminderAt(booked, at(-1))).toEqual(booked)
})

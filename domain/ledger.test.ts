import { describe, expect, test } from 'vitest'
import {
  amountDue,
  deskEntryRefusal,
  gatewayCeiling,
  guestMayPayBalance,
  isPlausibleGatewayAmount,
  MAX_PAYMENT,
  paidOf,
} from './ledger'
import { RESERVATION_STATUSES } from './reservation-status'

describe('amountDue', () => {
  test('a stay that happens or happened owes its total', () => {
    for (const status of ['requested', 'confirmed', 'checked_in', 'checked_out'] as const) {
      expect(amountDue(status, 600_000, 150_000)).toBe(600_000)
    }
  })

  test('a cancelled or missed stay owes its charge, or nothing without one', () => {
    expect(amountDue('cancelled', 600_000, 150_000)).toBe(150_000)
    expect(amountDue('no_show', 600_000, 300_000)).toBe(300_000)
    expect(amountDue('cancelled', 600_000, null)).toBe(0)
  })

  test('a request that never became a stay owes nothing', () => {
    expect(amountDue('declined', 600_000, null)).toBe(0)
    expect(amountDue('expired', 600_000, 100)).toBe(0)
  })
})

test('paid is the sum of the entries, refunds taking away', () => {
  expect(paidOf([])).toBe(0)
  expect(paidOf([300_000, 300_000, -50_000])).toBe(550_000)
})

describe('deskEntryRefusal', () => {
  test('a payment up to what is due, and a refund up to what was paid, are recorded', () => {
    expect(deskEntryRefusal(600_000, 0, 600_000)).toBeNull()
    expect(deskEntryRefusal(1, 599_999, 600_000)).toBeNull()
    expect(deskEntryRefusal(-600_000, 600_000, 600_000)).toBeNull()
    // A cancelled stay's due fell below what was paid: the difference can go back.
    expect(deskEntryRefusal(-450_000, 600_000, 150_000)).toBeNull()
  })

  test('more than is due is refused, in words with the figures', () => {
    expect(deskEntryRefusal(600_001, 0, 600_000)).toBe('Only ₱6,000 is due; record at most that.')
    expect(deskEntryRefusal(100, 600_000, 600_000)).toBe(
      'Nothing is due: ₱6,000 of ₱6,000 is paid.',
    )
  })

  test('giving back more than was paid is refused', () => {
    expect(deskEntryRefusal(-1, 0, 600_000)).toBe('Nothing was paid, so nothing can be given back.')
    expect(deskEntryRefusal(-200_001, 200_000, 600_000)).toBe(
      'Only ₱2,000 was paid; give back at most that.',
    )
  })

  test('zero, fractions of a centavo and absurd amounts are refused', () => {
    expect(deskEntryRefusal(0, 0, 600_000)).toMatch(/other than zero/)
    expect(deskEntryRefusal(0.5, 0, 600_000)).toMatch(/other than zero/)
    expect(deskEntryRefusal(Number.NaN, 0, 600_000)).toMatch(/other than zero/)
    expect(deskEntryRefusal(MAX_PAYMENT + 1, 0, Number.MAX_SAFE_INTEGER)).toMatch(/at most/)
  })
})

test('a gateway payment is believed only as a whole number of centavos up to its ceiling', () => {
  expect(isPlausibleGatewayAmount(1_800_00, 6_000_00)).toBe(true)
  expect(isPlausibleGatewayAmount(6_000_00, 6_000_00)).toBe(true)
  expect(isPlausibleGatewayAmount(6_000_01, 6_000_00)).toBe(false)
  expect(isPlausibleGatewayAmount(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(false)
  expect(isPlausibleGatewayAmount(MAX_PAYMENT, MAX_PAYMENT)).toBe(true)
  expect(isPlausibleGatewayAmount(0, 6_000_00)).toBe(false)
  expect(isPlausibleGatewayAmount(1.5, 6_000_00)).toBe(false)
  // With what the gateway was paid for the stay before.
  expect(isPlausibleGatewayAmount(1_800_00, 6_000_00, 4_200_00)).toBe(true)
  expect(isPlausibleGatewayAmount(1_800_00, 6_000_00, 4_200_01)).toBe(false)
})

test('the gateway ceiling is the booked total or the folio, whichever is more', () => {
  // A charge posted to a confirmed stay: its balance page asks beyond the booked total.
  expect(gatewayCeiling(6_000_00, 6_500_00)).toBe(6_500_00)
  // An expired stay's lines are reversed to nothing; its deposit page still asked from the total.
  expect(gatewayCeiling(6_000_00, 0)).toBe(6_000_00)
})

test('a guest pays a balance online only for a stay the resort confirmed, lived or charged', () => {
  const payable = RESERVATION_STATUSES.filter(guestMayPayBalance)
  expect(payable).toEqual(['confirmed', 'cancelled', 'checked_in', 'checked_out', 'no_show'])
})

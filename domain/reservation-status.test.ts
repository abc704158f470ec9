import { describe, expect, test } from 'vitest'
import { RESERVATION_STATUSES, canMove, describeStatus, holdsInventory } from './reservation-status'

const FINAL = ['declined', 'cancelled', 'expired', 'checked_out', 'no_show'] as const

describe('canMove', () => {
  test('a request can be confirmed, declined, cancelled or left to expire', () => {
    const targets = RESERVATION_STATUSES.filter((to) => canMove('requested', to))
    expect(targets).toEqual(['confirmed', 'declined', 'cancelled', 'expired'])
  })

  test('a reservation awaiting its deposit is confirmed by the payment, or cancelled or expired', () => {
    expect(RESERVATION_STATUSES.filter((to) => canMove('awaiting_payment', to))).toEqual([
      'confirmed',
      'cancelled',
      'expired',
    ])
  })

  test('a confirmed reservation can be cancelled, checked in or marked a no-show', () => {
    expect(RESERVATION_STATUSES.filter((to) => canMove('confirmed', to))).toEqual([
      'cancelled',
      'checked_in',
      'no_show',
    ])
  })

  test('a guest who checked in can only check out', () => {
    expect(RESERVATION_STATUSES.filter((to) => canMove('checked_in', to))).toEqual(['checked_out'])
  })

  test.each(FINAL)('a %s reservation is final and moves nowhere', (from) => {
    expect(RESERVATION_STATUSES.filter((to) => canMove(from, to))).toEqual([])
  })
})

test('requested, awaiting, confirmed and checked-in stays keep all their nights out of inventory', () => {
  expect(RESERVATION_STATUSES.filter(holdsInventory)).toEqual([
    'requested',
    'awaiting_payment',
    'confirmed',
    'checked_in',
  ])
})

test('each status is described to the guest by its own words, starting with its name', () => {
  const descriptions = RESERVATION_STATUSES.map(describeStatus)
  expect(new Set(descriptions).size).toBe(RESERVATION_STATUSES.length)
  RESERVATION_STATUSES.forEach((status, index) => {
    const name = status === 'no_show' ? 'no-show' : status.replace('_', ' ')
    expect(descriptions[index]?.toLowerCase().startsWith(`${name}: `)).toBe(true)
  })
})

test('a guest whose hold ended is told the nights are free again', () => {
  expect(describeStatus('expired')).toContain('the hold ended before the stay was confirmed')
  expect(describeStatus('cancelled')).toContain('free again')
})

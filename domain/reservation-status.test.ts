import { describe, expect, test } from 'vitest'
import { RESERVATION_STATUSES, canMove, describeStatus, holdsInventory } from './reservation-status'

const FINAL = ['declined', 'cancelled', 'expired'] as const

describe('canMove', () => {
  test('a request can be confirmed, declined, cancelled or left to expire', () => {
    const targets = RESERVATION_STATUSES.filter((to) => canMove('requested', to))
    expect(targets).toEqual(['confirmed', 'declined', 'cancelled', 'expired'])
  })

  test('a confirmed reservation can only be cancelled', () => {
    expect(RESERVATION_STATUSES.filter((to) => canMove('confirmed', to))).toEqual(['cancelled'])
  })

  test.each(FINAL)('a %s reservation is final and moves nowhere', (from) => {
    expect(RESERVATION_STATUSES.filter((to) => canMove(from, to))).toEqual([])
  })
})

test('only requested and confirmed reservations keep their nights out of inventory', () => {
  expect(RESERVATION_STATUSES.filter(holdsInventory)).toEqual(['requested', 'confirmed'])
})

test('each status is described to the guest by its own words, starting with its name', () => {
  const descriptions = RESERVATION_STATUSES.map(describeStatus)
  expect(new Set(descriptions).size).toBe(RESERVATION_STATUSES.length)
  RESERVATION_STATUSES.forEach((status, index) => {
    expect(descriptions[index]?.toLowerCase().startsWith(`${status}: `)).toBe(true)
  })
})

test('a guest whose hold ended is told the resort did not answer in time', () => {
  expect(describeStatus('expired')).toContain('did not answer in time')
  expect(describeStatus('cancelled')).toContain('free again')
})

import { describe, expect, test } from 'vitest'
import {
  deskMovesAllowed,
  endsUnlived,
  heldNights,
  nightsFreedBy,
  nightsToAssign,
  noShowCharge,
  refuseDeskMove,
  type DeskClock,
  type DeskStay,
} from './front-desk'
import { RESERVATION_STATUSES } from './reservation-status'

const stay = (overrides: Partial<DeskStay> = {}): DeskStay => ({
  status: 'confirmed',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  releasedFrom: null,
  ...overrides,
})

/** The desk's clock on a resort day, by default late enough for every move. */
const at = (today: string, hour = 21, noShowFromHour = 20): DeskClock => ({
  today,
  hour,
  noShowFromHour,
})

describe('refuseDeskMove', () => {
  test('a confirmed stay can be checked in on its check-in day and on the days after', () => {
    expect(refuseDeskMove('check_in', stay(), at('2027-03-10'))).toBeNull()
    expect(refuseDeskMove('check_in', stay(), at('2027-03-12'))).toBeNull()
  })

  test('check-in before the day of arrival is refused, naming that day', () => {
    expect(refuseDeskMove('check_in', stay(), at('2027-03-09'))).toBe(
      'Check-in opens on Wed 10 Mar 2027, the day of arrival.',
    )
  })

  test('a stay that already ended cannot be checked in, and the desk is told what to do', () => {
    expect(refuseDeskMove('check_in', stay(), at('2027-03-13'))).toMatch(/Mark it a no-show/)
  })

  test.each(RESERVATION_STATUSES.filter((status) => status !== 'confirmed'))(
    'a %s stay cannot be checked in or marked a no-show',
    (status) => {
      expect(refuseDeskMove('check_in', stay({ status }), at('2027-03-10'))).toMatch(
        /^This reservation is .+: only a confirmed stay/,
      )
      expect(refuseDeskMove('no_show', stay({ status }), at('2027-03-10'))).toMatch(
        /^This reservation is .+: only a confirmed stay/,
      )
    },
  )

  test('only a checked-in guest can check out, at any day', () => {
    expect(refuseDeskMove('check_out', stay({ status: 'checked_in' }), at('2027-03-01'))).toBeNull()
    expect(refuseDeskMove('check_out', stay(), at('2027-03-11'))).toBe(
      'This reservation is confirmed: only a guest who checked in can check out.',
    )
  })

  test('a no-show can be marked from NO_SHOW_FROM_HOUR on the arrival day, and any time after', () => {
    expect(refuseDeskMove('no_show', stay(), at('2027-03-09'))).toBe(
      'A stay can be marked a no-show from 8 PM on its arrival day, Wed 10 Mar 2027: the guest may still come.',
    )
    expect(refuseDeskMove('no_show', stay(), at('2027-03-10', 19))).toMatch(
      /from 8 PM on its arrival day/,
    )
    expect(refuseDeskMove('no_show', stay(), at('2027-03-10', 20))).toBeNull()
    expect(refuseDeskMove('no_show', stay(), at('2027-03-11', 0))).toBeNull()
    expect(refuseDeskMove('no_show', stay(), at('2027-03-20', 6))).toBeNull()
  })

  test('at 0 a no-show may be marked all the arrival day; at 24 only from the day after', () => {
    expect(refuseDeskMove('no_show', stay(), at('2027-03-10', 0, 0))).toBeNull()
    expect(refuseDeskMove('no_show', stay(), at('2027-03-10', 23, 24))).toBe(
      'A stay can be marked a no-show from the day after its arrival, Thu 11 Mar 2027.',
    )
    expect(refuseDeskMove('no_show', stay(), at('2027-03-11', 0, 24))).toBeNull()
  })

  test('the moves offered are exactly those not refused', () => {
    expect(deskMovesAllowed(stay(), at('2027-03-09'))).toEqual([])
    expect(deskMovesAllowed(stay(), at('2027-03-10'))).toEqual(['check_in', 'no_show'])
    expect(deskMovesAllowed(stay(), at('2027-03-10', 10))).toEqual(['check_in'])
    expect(deskMovesAllowed(stay({ status: 'checked_in' }), at('2027-03-11'))).toEqual([
      'check_out',
    ])
  })
})

describe('nightsFreedBy', () => {
  test('an early check-out gives back tonight and every night after it', () => {
    expect(nightsFreedBy(stay({ status: 'checked_in' }), 'checked_out', '2027-03-11')).toEqual([
      '2027-03-11',
      '2027-03-12',
    ])
  })

  test('a check-out on the check-out day, or later, gives back nothing', () => {
    expect(nightsFreedBy(stay({ status: 'checked_in' }), 'checked_out', '2027-03-13')).toEqual([])
    expect(nightsFreedBy(stay({ status: 'checked_in' }), 'checked_out', '2027-03-15')).toEqual([])
  })

  test('a no-show marked on the check-in day gives back every night', () => {
    expect(nightsFreedBy(stay(), 'no_show', '2027-03-10')).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ])
  })

  test('a no-show marked late keeps the nights already past', () => {
    expect(nightsFreedBy(stay(), 'no_show', '2027-03-12')).toEqual(['2027-03-12'])
  })

  test('cancelling, declining or expiring gives back the whole stay', () => {
    for (const to of ['cancelled', 'declined', 'expired'] as const) {
      expect(nightsFreedBy(stay({ status: 'requested' }), to, '2027-03-01')).toHaveLength(3)
    }
  })

  test('checking in gives back nothing, nor does a move of a stay that holds nothing', () => {
    expect(nightsFreedBy(stay(), 'checked_in', '2027-03-10')).toEqual([])
    expect(nightsFreedBy(stay({ status: 'cancelled' }), 'expired', '2027-03-10')).toEqual([])
  })
})

test('a checked-out or no-show stay still holds the nights before it gave the rest back', () => {
  expect(heldNights(stay({ status: 'checked_out', releasedFrom: '2027-03-11' }))).toEqual([
    '2027-03-10',
  ])
  expect(heldNights(stay({ status: 'no_show', releasedFrom: '2027-03-10' }))).toEqual([])
  expect(heldNights(stay({ status: 'checked_in' }))).toHaveLength(3)
  expect(heldNights(stay({ status: 'cancelled' }))).toEqual([])
})

test('a unit is given for the nights from today on, and never for a stay that holds none', () => {
  expect(nightsToAssign(stay(), '2027-03-01')).toEqual(['2027-03-10', '2027-03-11', '2027-03-12'])
  expect(nightsToAssign(stay({ status: 'checked_in' }), '2027-03-12')).toEqual(['2027-03-12'])
  expect(nightsToAssign(stay({ status: 'checked_out' }), '2027-03-11')).toEqual([])
})

test('only a stay ended unlived gives its promo use back', () => {
  expect(RESERVATION_STATUSES.filter(endsUnlived)).toEqual(['declined', 'cancelled', 'expired'])
})

test("a no-show owes the policy's charge whatever the day, and nothing when none is stated", () => {
  expect(noShowCharge({ text: '', freeUntil: '2027-03-07', charge: 250000 })).toBe(250000)
  expect(noShowCharge({ text: '', freeUntil: null })).toBe(0)
})

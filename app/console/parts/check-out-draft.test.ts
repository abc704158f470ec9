import { expect, test } from 'vitest'
import { chargeLine } from '../../../domain/folio'
import {
  STARTING_CHECK_OUT,
  balanceAtCheckOut,
  checkCheckOutDraft,
  freedNightCharges,
} from './check-out-draft'

const stay = { status: 'checked_in', checkIn: '2027-03-10', checkOut: '2027-03-13' } as const
const lines = [
  chargeLine('room', 'Hotel Rooms: Base price', '2027-03-10', 1, 250_000),
  chargeLine('room', 'Hotel Rooms: Base price', '2027-03-11', 1, 250_000),
  chargeLine('room', 'Hotel Rooms: Weekend', '2027-03-12', 1, 300_000),
  chargeLine('extra', 'Restaurant bill', '2027-03-11', 1, 135_000),
]

test('an early check-out frees the nights from today on, each with what its room lines charged', () => {
  expect(freedNightCharges(stay, lines, '2027-03-11')).toEqual([
    { night: '2027-03-11', amount: 250_000 },
    { night: '2027-03-12', amount: 300_000 },
  ])
  expect(freedNightCharges(stay, lines, '2027-03-13')).toEqual([])
})

test('the freed nights come off the balance only when staff take them off', () => {
  const freed = [
    { night: '2027-03-11', amount: 250_000 },
    { night: '2027-03-12', amount: 300_000 },
  ]
  expect(balanceAtCheckOut(200_000, freed, true)).toBe(200_000)
  expect(balanceAtCheckOut(200_000, freed, false)).toBe(-350_000)
})

test('a settled stay checks out as it is; an early one says whether its nights stay charged', () => {
  expect(checkCheckOutDraft(STARTING_CHECK_OUT, 0, [])).toEqual({ request: {} })
  expect(
    checkCheckOutDraft({ ...STARTING_CHECK_OUT, keepEarlyNights: false }, -5_000, [
      { night: '2027-03-12', amount: 300_000 },
    ]),
  ).toEqual({ request: { keepEarlyNights: false } })
})

test('money still owed needs “Leave it owed” and a reason, sent with allowBalance', () => {
  expect(checkCheckOutDraft(STARTING_CHECK_OUT, 135_000, [])).toEqual({
    field: 'leaveOwed',
    problem: "₱1,350 is still owed: take the payment first, or tick 'Leave it owed' and say why.",
  })
  const leaving = { ...STARTING_CHECK_OUT, leaveOwed: true }
  expect(checkCheckOutDraft({ ...leaving, reason: '  ' }, 135_000, [])).toEqual({
    field: 'reason',
    problem: 'Say why ₱1,350 is left owed.',
  })
  expect(
    checkCheckOutDraft({ ...leaving, reason: ' The company pays at month end. ' }, 135_000, []),
  ).toEqual({
    request: { allowBalance: true, reason: 'The company pays at month end.' },
  })
  expect(checkCheckOutDraft({ ...leaving, reason: 'x'.repeat(1001) }, 135_000, [])).toMatchObject({
    field: 'reason',
    problem: 'Use at most 1000 characters (now 1001).',
  })
})

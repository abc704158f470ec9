import { expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import type { ReservationDetail } from '../../../domain/staff-contract'
import { describeDeskMoveDone, explainDeskMove } from './desk-move-words'

const reservation = {
  ref: 'AB12CD34',
  roomName: 'Hotel Rooms',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  guest: { name: 'Ana Reyes', email: '', phone: '' },
  breakdown: { policy: { text: '', freeUntil: null, charge: 250000 } },
  cancellationCharge: null,
} as unknown as ReservationView

const detail = (overrides: Partial<ReservationDetail>) =>
  ({ reservation, unit: null, ...overrides }) as ReservationDetail

test('a check-in without a unit says one will be given, and with one that it is kept', () => {
  expect(explainDeskMove('check_in', reservation, null, '2027-03-10')[1]).toMatch(
    /given the first unit of Hotel Rooms free/,
  )
  expect(explainDeskMove('check_in', reservation, 'H2', '2027-03-10')[1]).toBe(
    'The guest keeps unit H2.',
  )
})

test('an early check-out says the nights from today on are freed; a last-day one does not', () => {
  expect(explainDeskMove('check_out', reservation, 'H2', '2027-03-11')[1]).toMatch(
    /^Leaving before Sat 13 Mar 2027/,
  )
  expect(explainDeskMove('check_out', reservation, 'H2', '2027-03-13')[1]).toBe(
    'The stay ends as booked.',
  )
})

test('a no-show states the charge its rate’s policy makes', () => {
  expect(explainDeskMove('no_show', reservation, null, '2027-03-11')).toContain(
    "₱2,500 is due under the rate's cancellation policy.",
  )
})

test('a check-out says what it left on the folio: settled, owed, or owed back', () => {
  const folio = (balance: number) => ({ folio: { balance } }) as Partial<ReservationDetail>
  expect(describeDeskMoveDone('check_out', detail(folio(0)))).toBe('Checked out.')
  expect(describeDeskMoveDone('check_out', detail(folio(135_000)))).toBe(
    'Checked out, leaving ₱1,350 owed.',
  )
  expect(describeDeskMoveDone('check_out', detail(folio(-50_000)))).toBe(
    'Checked out. The guest is owed ₱500: give it back.',
  )
})

test('what was done is said as the server answered it', () => {
  expect(describeDeskMoveDone('check_in', detail({ unit: 'H4' }))).toBe('Checked in to unit H4.')
  expect(describeDeskMoveDone('check_in', detail({}))).toMatch(/No unit was free/)
  expect(
    describeDeskMoveDone(
      'no_show',
      detail({ reservation: { ...reservation, cancellationCharge: 250000 } }),
    ),
  ).toBe('Marked a no-show; ₱2,500 is due under the cancellation policy.')
})

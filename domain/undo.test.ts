import { describe, expect, test } from 'vitest'
import type { DeskStay } from './front-desk'
import { nightsTakenBack, refuseUndo } from './undo'

const stay = (overrides: Partial<DeskStay> = {}): DeskStay => ({
  status: 'checked_out',
  checkIn: '2027-03-10',
  checkOut: '2027-03-13',
  releasedFrom: '2027-03-11',
  ...overrides,
})

/** An instant in the resort's time (Asia/Manila, UTC+8). */
const manila = (date: string, time: string) => `${date}T${time}:00+08:00`

describe('refuseUndo', () => {
  test('a move is undone the resort day it was made, until its midnight', () => {
    const made = manila('2027-03-11', '00:05')

    expect(
      refuseUndo('check_out', 'checked_out', made, new Date(manila('2027-03-11', '23:59'))),
    ).toBeNull()
    expect(refuseUndo('check_in', 'checked_in', made, new Date(made))).toBeNull()
    expect(refuseUndo('no_show', 'no_show', made, new Date(made))).toBeNull()
  })

  test('the resort day after, it is refused naming the day it was made', () => {
    const made = manila('2027-03-11', '23:50')

    expect(
      refuseUndo('check_out', 'checked_out', made, new Date(manila('2027-03-12', '00:10'))),
    ).toBe(
      'The check-out was made on Thu 11 Mar 2027: a move can be undone only the resort day it was made.',
    )
  })

  test('a move the stay is not in, or never made, is refused in words', () => {
    const now = new Date(manila('2027-03-11', '10:00'))

    expect(refuseUndo('check_out', 'confirmed', null, now)).toBe(
      'This reservation is confirmed: there is no check-out to undo.',
    )
    expect(refuseUndo('check_in', 'checked_out', manila('2027-03-11', '09:00'), now)).toBe(
      'This reservation is checked out: there is no check-in to undo.',
    )
    expect(refuseUndo('no_show', 'no_show', null, now)).toBe(
      'This reservation is marked a no-show: there is no no-show to undo.',
    )
  })
})

describe('nightsTakenBack', () => {
  test('an early check-out or a no-show takes back the nights it gave', () => {
    expect(nightsTakenBack(stay())).toEqual(['2027-03-11', '2027-03-12'])
    expect(nightsTakenBack(stay({ status: 'no_show', releasedFrom: '2027-03-10' }))).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ])
  })

  test('a check-out on the last day, or a check-in, takes back none', () => {
    expect(nightsTakenBack(stay({ releasedFrom: '2027-03-13' }))).toEqual([])
    expect(nightsTakenBack(stay({ status: 'checked_in', releasedFrom: null }))).toEqual([])
  })
})

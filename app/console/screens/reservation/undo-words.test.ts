import { expect, test } from 'vitest'
import type { ReservationDetail, ReservationEventView } from '../../../../domain/staff-contract'
import { explainUndo, undoableMove, undoneMessage } from './undo-words'

// 14:05 on 10 March 2027 in Manila; an hour later, the same resort day.
const AT = '2027-03-10T06:05:00.000Z'
const LATER = new Date('2027-03-10T07:05:00.000Z')
const event = (
  from: ReservationEventView['from'],
  to: ReservationEventView['to'],
  at = AT,
): ReservationEventView => ({ at, who: 'desk@aloncove.example', from, to, note: '' })

const booked = event(null, 'confirmed', '2027-02-01T02:00:00.000Z')
const checkedIn = event('confirmed', 'checked_in')

test('the check-in, check-out or no-show that made the stay’s state today is the move to undo', () => {
  expect(undoableMove('checked_in', [booked, checkedIn], LATER)).toEqual({
    move: 'check-in',
    at: AT,
  })
  expect(
    undoableMove('checked_out', [booked, checkedIn, event('checked_in', 'checked_out')], LATER),
  ).toMatchObject({ move: 'check-out' })
  expect(undoableMove('no_show', [booked, event('confirmed', 'no_show')], LATER)).toMatchObject({
    move: 'no-show',
  })
})

test('a note, a charge or an undone check-out after a check-in leaves the check-in to undo', () => {
  const noted = [booked, checkedIn, event('checked_in', 'checked_in')]
  expect(undoableMove('checked_in', noted, LATER)).toMatchObject({ move: 'check-in' })
  const back = [
    booked,
    checkedIn,
    event('checked_in', 'checked_out'),
    event('checked_out', 'checked_in'),
  ]
  expect(undoableMove('checked_in', back, LATER)).toMatchObject({ move: 'check-in', at: AT })
})

test('nothing to undo: a move of another day, a check-in undone already, or no desk move at all', () => {
  expect(
    undoableMove('checked_in', [booked, checkedIn], new Date('2027-03-11T01:00:00Z')),
  ).toBeNull()
  expect(
    undoableMove('confirmed', [booked, checkedIn, event('checked_in', 'confirmed')], LATER),
  ).toBeNull()
  expect(undoableMove('confirmed', [booked], LATER)).toBeNull()
  expect(undoableMove('cancelled', [booked, event('confirmed', 'cancelled')], LATER)).toBeNull()
})

test('the dialog says which move is taken back, at the resort’s time; the answer says the state', () => {
  expect(explainUndo({ move: 'check-out', at: AT })[0]).toBe(
    'The check-out at 14:05 today is taken back.',
  )
  const detail = { reservation: { status: 'confirmed' } } as ReservationDetail
  expect(undoneMessage('check-in', detail)).toBe('Check-in undone: now Confirmed.')
})

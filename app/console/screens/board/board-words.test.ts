import { expect, test } from 'vitest'
import type { BoardStay } from '../../../../domain/staff-contract'
import {
  balanceMark,
  balanceWords,
  barWords,
  dropRefusal,
  guestOf,
  movedWords,
} from './board-words'

const STAY: BoardStay = {
  ref: '7K3M9QXA',
  guestName: 'Gabriela Silang',
  status: 'confirmed',
  roomId: 3,
  checkIn: '2026-12-03',
  checkOut: '2026-12-06',
  balance: 450_000,
  movable: true,
}

test('a bar says who, where, the state, the nights and the money', () => {
  expect(barWords(STAY, 'D2')).toBe(
    'Gabriela Silang (7K3M9QXA), D2, Confirmed, Thu 3 Dec 2026 to Sun 6 Dec 2026, owes ₱4,500',
  )
  expect(guestOf({ guestName: null })).toBe('Guest details erased')
})

test('the balance in words: owed, paid, or to give back', () => {
  expect(balanceWords(0)).toBe('paid')
  expect(balanceWords(-50_050)).toBe('₱500.50 to give back')
  expect(balanceMark(450_000)).toBe('₱4,500 due')
  expect(balanceMark(0)).toBe('')
})

test('a drop on another room type points to Change stay; on no unit, to another unit', () => {
  expect(dropRefusal(STAY, 'Deluxe Room', { roomName: 'Cottage', label: 'C1' })).toBe(
    'C1 is one of the units of Cottage. A move to another room type or other dates is ‘Change stay’, on the reservation’s screen: it is priced anew. Nothing moved.',
  )
  expect(dropRefusal(STAY, 'Deluxe Room', { roomName: 'Deluxe Room', label: null })).toBe(
    'Gabriela Silang keeps a unit once given one: drop the bar on another Deluxe Room unit. Nothing moved.',
  )
  expect(movedWords(STAY, 'D3')).toBe('Gabriela Silang (7K3M9QXA) is in D3 now.')
})

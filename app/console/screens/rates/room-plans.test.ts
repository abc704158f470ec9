import { expect, test } from 'vitest'
import type { RateGridRow } from '../../../../domain/staff-contract'
import { describeScope, rateChoicesFor, roomPlansOf, type RoomPlan } from './room-plans'

function row(roomId: number, roomName: string, rate: string, rateLabel: string): RateGridRow {
  return { roomId, roomName, rate, rateLabel, base: 250000, nights: [] }
}

const plans: RoomPlan[] = [
  {
    id: 1,
    name: 'Hotel Rooms',
    rates: [
      { code: 'breakfast', label: 'With breakfast' },
      { code: 'room-only', label: 'Room only' },
    ],
  },
  { id: 2, name: 'Cabana Rooms', rates: [{ code: 'cabana', label: 'Cabana' }] },
  { id: 3, name: 'Deluxe Room', rates: [{ code: 'breakfast', label: 'With breakfast' }] },
]

test("the grid's rows fold back into room types with their rate plans, in order", () => {
  expect(
    roomPlansOf([
      row(1, 'Hotel Rooms', 'breakfast', 'With breakfast'),
      row(1, 'Hotel Rooms', 'room-only', 'Room only'),
      row(2, 'Cabana Rooms', 'cabana', 'Cabana'),
      row(3, 'Deluxe Room', 'breakfast', 'With breakfast'),
    ]),
  ).toEqual(plans)
})

test('a room offers its own rate plans; every room offers each plan code once', () => {
  expect(rateChoicesFor(plans, '2')).toEqual([{ code: 'cabana', label: 'Cabana' }])
  expect(rateChoicesFor(plans, '').map((choice) => choice.code)).toEqual([
    'breakfast',
    'room-only',
    'cabana',
  ])
  expect(rateChoicesFor(plans, '9')).toEqual([])
})

test('a scope says which rooms and rate plans it covers, in words', () => {
  expect(describeScope({}, plans)).toBe('Every room and rate plan')
  expect(describeScope({ roomId: 1 }, plans)).toBe('Hotel Rooms, every rate plan')
  expect(describeScope({ roomId: 1, rate: 'room-only' }, plans)).toBe('Hotel Rooms, Room only')
  expect(describeScope({ rate: 'breakfast' }, plans)).toBe('With breakfast, in every room')
})

test('a room or plan the grid does not list is still named rather than dropped', () => {
  expect(describeScope({ roomId: 7, rate: 'promo' }, plans)).toBe('Room 7, promo')
})

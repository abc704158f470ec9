import { expect, test } from 'vitest'
import { rooms } from '../../content/rooms'
import { findRoom, roomsFor } from './rooms-for'

test('a room is listed when the party fits its maxPerson', () => {
  expect(roomsFor(rooms, 4).map((r) => r.id)).toEqual([2, 3])
})

test('a party of two sees every room, in content order', () => {
  expect(roomsFor(rooms, 2).map((r) => r.id)).toEqual([1, 2, 3])
})

test('five guests leave only the Cabana, eight still fit it, nine fit nothing', () => {
  expect(roomsFor(rooms, 5).map((r) => r.name)).toEqual(['Cabana Rooms'])
  expect(roomsFor(rooms, 8).map((r) => r.name)).toEqual(['Cabana Rooms'])
  expect(roomsFor(rooms, 9)).toEqual([])
})

test('finding a room by id returns nothing for unknown ids', () => {
  expect(findRoom(rooms, '2')?.name).toBe('Cabana Rooms')
  expect(findRoom(rooms, '99')).toBeUndefined()
  expect(findRoom(rooms, null)).toBeUndefined()
})

test('ids match digit for digit: a leading zero or a huge number is no room', () => {
  expect(findRoom(rooms, '02')).toBeUndefined()
  expect(findRoom(rooms, '20000000000000000002')).toBeUndefined()
})

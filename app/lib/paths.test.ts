import { expect, test } from 'vitest'
import { roomIdParam, toBookingPath, toLookupPath, toRoomPath } from './paths'

test('room paths are /room/{id}', () => {
  expect(toRoomPath(2)).toBe('/room/2')
})

test('only plain digits are room ids, kept as text', () => {
  expect(roomIdParam('2')).toBe('2')
  expect(roomIdParam('007')).toBe('007')
  expect(roomIdParam('99999999999999999999')).toBe('99999999999999999999')
  for (const odd of ['abc', '-1', '1.5', '1e3', ' 2', '2 ', '', '0x10', '١', undefined]) {
    expect(roomIdParam(odd)).toBeNull()
  }
})

test("a room's booking form is under its page", () => {
  expect(toBookingPath(3)).toBe('/room/3/book')
})

test('the look-up link carries the reference, encoded', () => {
  expect(toLookupPath('7K3M9QXA')).toBe('/reservation?ref=7K3M9QXA')
  expect(toLookupPath('a b&c')).toBe('/reservation?ref=a+b%26c')
})

import { expect, test } from 'vitest'
import { roomIdParam, toRoomPath } from './paths'

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

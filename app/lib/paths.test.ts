import { expect, test } from 'vitest'
import { parseRoomId, toRoomPath } from './paths'

test('room paths are /room/{id}', () => {
  expect(toRoomPath(2)).toBe('/room/2')
})

test('only plain digits are room ids', () => {
  expect(parseRoomId('2')).toBe(2)
  expect(parseRoomId('007')).toBe(7)
  for (const odd of ['abc', '-1', '1.5', '1e3', ' 2', '2 ', '', '0x10', '١', undefined]) {
    expect(parseRoomId(odd)).toBeNull()
  }
})

test('absurdly long ids are refused rather than rounded', () => {
  expect(parseRoomId('99999999999999999999')).toBeNull()
})

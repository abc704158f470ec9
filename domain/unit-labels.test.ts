import { expect, test } from 'vitest'
import { planUnits, unitLabel, type StoredUnit } from './unit-labels'

const inService = (position: number, givenFromToday = false): StoredUnit => ({
  position,
  retired: false,
  givenFromToday,
})

test('a room type without units gets its labels from its prefix, numbered from 1', () => {
  expect(planUnits([], 3, 'H')).toEqual({
    add: [
      { position: 1, label: 'H1' },
      { position: 2, label: 'H2' },
      { position: 3, label: 'H3' },
    ],
    retire: [],
    restore: [],
  })
})

test('more units add only the new labels', () => {
  expect(planUnits([inService(1), inService(2)], 3, 'C').add).toEqual([
    { position: 3, label: 'C3' },
  ])
})

test('fewer units retire the last ones, but never one still given to a stay', () => {
  const plan = planUnits([inService(1), inService(2), inService(3, true), inService(4)], 2, 'D')

  expect(plan.retire).toEqual([4])
  expect(plan.add).toEqual([])
})

test('a retired unit wanted again comes back under its old label', () => {
  const stored = [inService(1), { position: 2, retired: true, givenFromToday: false }]

  expect(planUnits(stored, 2, 'H')).toEqual({ add: [], retire: [], restore: [2] })
})

test('the same number of units changes nothing', () => {
  expect(planUnits([inService(1), inService(2)], 2, 'H')).toEqual({
    add: [],
    retire: [],
    restore: [],
  })
})

test('a label is the prefix and the number, so H1 and H11 never meet', () => {
  expect(unitLabel('H', 11)).toBe('H11')
})

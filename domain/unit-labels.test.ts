import { expect, test } from 'vitest'
import { checkUnitLabel, freeLabel, planUnits, unitLabel, type StoredUnit } from './unit-labels'

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

test('a label staff type is tidied, or refused in words', () => {
  expect(checkUnitLabel('  Garden   2 ')).toEqual({ label: 'Garden 2' })
  expect(checkUnitLabel('H-7')).toEqual({ label: 'H-7' })
  expect(checkUnitLabel(' ')).toEqual({ problem: 'Give the unit a label, such as H1 or Garden 2.' })
  expect(checkUnitLabel('H1\nH2')).toEqual({ label: 'H1 H2' })
  for (const bad of ['-H1', 'H1-', 'Villa <1>', 'Seventeen letters']) {
    expect(checkUnitLabel(bad)).toEqual({ problem: expect.stringMatching(/^Use 1 to 16/) })
  }
})

test('a unit added later takes its usual label, or the next free one when staff gave that away', () => {
  expect(freeLabel('H7', new Set(['h1', 'garden 2']))).toBe('H7')
  expect(freeLabel('H7', new Set(['h7']))).toBe('H7-2')
  expect(freeLabel('H7', new Set(['h7', 'h7-2', 'h7-3']))).toBe('H7-4')
})

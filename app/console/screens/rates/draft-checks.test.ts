import { expect, test } from 'vitest'
import { checkNightRange, checkNights, checkPriceChange } from './draft-checks'

test('one night is a range whose first and last night are the same', () => {
  expect(checkNightRange('2027-03-01', '2027-03-01')).toEqual({
    first: '2027-03-01',
    last: '2027-03-01',
  })
})

test('a missing or impossible date is named at its own end of the range', () => {
  expect(checkNightRange('', '2027-02-30')).toEqual({
    firstProblem: 'Choose the first night.',
    lastProblem: 'Choose the last night.',
  })
})

test('a price and a percentage are optional unless required, and never both', () => {
  expect(checkPriceChange('', '', false)).toEqual({ change: {}, problems: {} })
  expect(checkPriceChange(' ', '', true).problems).toEqual({
    price: 'Give a price in pesos, or a change in percent below.',
  })
  expect(checkPriceChange('100', '-10', false).problems).toEqual({
    percent: 'Give a price or a percentage, not both.',
  })
})

test('a percentage may lower the price to almost nothing, but not to nothing', () => {
  expect(checkPriceChange('', '-99.5', true)).toEqual({ change: { percent: -99.5 }, problems: {} })
  expect(checkPriceChange('', '-100', true).problems).toHaveProperty('percent')
  expect(checkPriceChange('', '1000', true).change).toEqual({ percent: 1000 })
})

test('a stay length is 1 to 365 whole nights, or nothing when left empty', () => {
  expect(checkNights('')).toEqual({})
  expect(checkNights('365')).toEqual({ nights: 365 })
  for (const text of ['0', '366', '1.5'])
    expect(checkNights(text)).toEqual({
      problem: 'Enter a whole number of nights from 1 to 365.',
    })
})

import { expect, test } from 'vitest'
import { isRatesPart, RATES_PARTS, ratesPartClass, ratesPartsOffered } from './rates-parts'

test('on a phone only the chosen part shows; from the lg width every part does', () => {
  const classes = RATES_PARTS.map((part) => ratesPartClass(part.id, 'seasons'))

  expect(classes.filter((name) => name === '')).toHaveLength(1)
  expect(ratesPartClass('seasons', 'seasons')).toBe('')
  expect(ratesPartClass('rate-grid', 'seasons')).toBe('st:max-lg:hidden')
})

test('a part is one of the screen’s, named as its section is', () => {
  expect(isRatesPart('promos')).toBe(true)
  expect(isRatesPart('nothing')).toBe(false)
  expect(new Set(RATES_PARTS.map((part) => part.id)).size).toBe(RATES_PARTS.length)
})

test('a phone offers the front desk the grid and the history alone, and a range only with prices', () => {
  const ids = (mayChange: boolean, hasPlans: boolean) =>
    ratesPartsOffered({ mayChange, hasPlans }).map((part) => part.id)

  expect(ids(false, true)).toEqual(['rate-grid', 'price-history'])
  expect(ids(true, true)).toEqual(RATES_PARTS.map((part) => part.id))
  expect(ids(true, false)).not.toContain('rate-change')
  expect(ids(true, false)).toHaveLength(RATES_PARTS.length - 1)
})

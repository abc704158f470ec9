import { expect, test } from 'vitest'
import { isRatesPart, RATES_PARTS, ratesPartClass } from './rates-parts'

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

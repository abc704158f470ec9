import { expect, test } from 'vitest'
import { formatDollar, formatPeso } from './currency'

test('cards show the peso sign with grouped thousands', () => {
  expect(formatPeso(2500)).toBe('₱2,500')
  expect(formatPeso(12000)).toBe('₱12,000')
})

test('the detail button shows the dollar sign on the same number', () => {
  expect(formatDollar(3500)).toBe('$3,500')
})

test('grouping agrees with en-US number formatting for whole prices', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
  const amounts = [1, 7, 99, 100, 999, 1000, 1001, 25_000, 999_999, 1_000_000, 123_456_789]
  for (const amount of amounts) expect(formatDollar(amount)).toBe(`$${intl.format(amount)}`)
})

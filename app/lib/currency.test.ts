import { expect, test } from 'vitest'
import { formatDollar, formatPeso } from './currency'

test('cards show the peso sign with grouped thousands', () => {
  expect(formatPeso(2500)).toBe('₱2,500')
  expect(formatPeso(12000)).toBe('₱12,000')
})

test('the detail button shows the dollar sign on the same number', () => {
  expect(formatDollar(3500)).toBe('$3,500')
})

import { expect, test } from 'vitest'
import { centavosFromPesos, formatCentavos } from './money'

test('whole pesos become centavos', () => {
  expect(centavosFromPesos(7500)).toBe(750000)
  expect(centavosFromPesos(0)).toBe(0)
})

test('pesos with cents land on a whole centavo despite binary floating point', () => {
  // 19.99 * 100 is 1998.9999999999998 in floating point.
  expect(centavosFromPesos(19.99)).toBe(1999)
  expect(Number.isInteger(centavosFromPesos(0.1 + 0.2))).toBe(true)
})

test.each([
  [750000, '₱7,500'],
  [750050, '₱7,500.50'],
  [750005, '₱7,500.05'],
  [0, '₱0'],
  [1, '₱0.01'],
  [99, '₱0.99'],
  [100, '₱1'],
  [99999, '₱999.99'],
  [100000, '₱1,000'],
  [123456789, '₱1,234,567.89'],
])('formats %i centavos as %s', (amount, text) => {
  expect(formatCentavos(amount)).toBe(text)
})

test('a refund or discount shows its minus sign before the peso sign', () => {
  expect(formatCentavos(-750050)).toBe('-₱7,500.50')
  expect(formatCentavos(-5)).toBe('-₱0.05')
})

test('a stray fraction of a centavo is rounded away, never shown', () => {
  expect(formatCentavos(12345.6)).toBe('₱123.46')
  expect(formatCentavos(12345.4)).toBe('₱123.45')
})

test('a price in pesos comes back in the same grouping once in centavos', () => {
  expect(formatCentavos(centavosFromPesos(1234567))).toBe('₱1,234,567')
})

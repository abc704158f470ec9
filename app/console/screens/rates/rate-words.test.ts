import { expect, test } from 'vitest'
import { describeNights, describePriceChange } from './rate-words'

test('one night is named alone; a range names both ends and counts its nights', () => {
  expect(describeNights('2027-03-01', '2027-03-01')).toBe('Mon 1 Mar 2027')
  expect(describeNights('2027-03-01', '2027-03-03')).toBe(
    'Mon 1 Mar 2027 to Wed 3 Mar 2027 (3 nights)',
  )
})

test('a price reads in pesos a night; a percentage as above or below the base', () => {
  expect(describePriceChange({ price: 350050 })).toBe('₱3,500.50 a night')
  expect(describePriceChange({ percent: -20 })).toBe('20% below the base')
  expect(describePriceChange({ percent: 12.5 })).toBe('12.5% above the base')
  expect(describePriceChange({ percent: 0 })).toBe('the base price')
})

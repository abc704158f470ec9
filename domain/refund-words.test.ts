import { expect, test } from 'vitest'
import { refundWords } from './refund-words'

test('an online payment goes back to the card or account it came from', () => {
  expect(refundWords(180_000, true)).toBe(
    '₱1,800, to the card or account you paid with. It may take a few days to show there.',
  )
})

test('money paid another way is given back by the resort', () => {
  expect(refundWords(180_000, false)).toBe('₱1,800: the resort will contact you to give it back.')
})

import { expect, test } from 'vitest'
import { chargeLine } from '../../../../domain/folio'
import {
  STARTING_CHARGE,
  chargePostedMessage,
  checkChargeDraft,
  firstProblemField,
} from './charge-draft'

const bill = { ...STARTING_CHARGE, description: '  Restaurant, dinner for two ', amount: '1,350' }

test('a charge starts at a quantity of 1 and is sent in centavos, its words trimmed', () => {
  expect(STARTING_CHARGE).toMatchObject({ kind: 'charge', quantity: '1', amount: '' })
  expect(checkChargeDraft(bill)).toEqual({
    charge: { description: 'Restaurant, dinner for two', quantity: 1, amount: 135_000 },
  })
  expect(checkChargeDraft({ ...bill, quantity: ' 3 ', amount: '₱450.50' })).toEqual({
    charge: { description: 'Restaurant, dinner for two', quantity: 3, amount: 45_050 },
  })
})

test('a charge names each field that is missing or unreadable, first in the form’s order', () => {
  const checked = checkChargeDraft({ ...STARTING_CHARGE, quantity: '0', amount: '12OO' })
  expect(checked).toEqual({
    problems: {
      description: 'Say what the charge is for.',
      quantity: 'Give a quantity from 1 to 999.',
      amount: 'Enter the price of one in pesos, such as 450 or 1,250.50.',
    },
  })
  expect('problems' in checked && firstProblemField(checked.problems)).toBe('description')
  expect(checkChargeDraft({ ...bill, quantity: '1.5' })).toMatchObject({
    problems: { quantity: 'Give a quantity from 1 to 999.' },
  })
  expect(checkChargeDraft({ ...bill, amount: '0' })).toMatchObject({
    problems: { amount: expect.stringMatching(/^Enter the price of one/) },
  })
})

test('a charge whose quantity and price come to more than ₱1,000,000 is refused with the sum', () => {
  expect(checkChargeDraft({ ...bill, quantity: '3', amount: '400,000' })).toEqual({
    problems: { amount: 'That comes to ₱1,200,000; post at most ₱1,000,000 at a time.' },
  })
})

test('an adjustment takes money off the bill unless told to add it, and needs a reason', () => {
  const adjustment = { ...STARTING_CHARGE, kind: 'adjustment', amount: '500' } as const
  expect(checkChargeDraft({ ...adjustment, reason: ' Cold shower, room 4 ' })).toEqual({
    charge: { kind: 'adjustment', amount: -50_000, reason: 'Cold shower, room 4' },
  })
  expect(
    checkChargeDraft({ ...adjustment, direction: 'on', reason: 'Late check-out' }),
  ).toMatchObject({ charge: { amount: 50_000 } })
  const missing = checkChargeDraft({ ...adjustment, amount: '', reason: ' ' })
  expect(missing).toEqual({
    problems: {
      amount: 'Enter the amount in pesos, such as 500 or 1,250.50.',
      reason: 'Say why the folio is adjusted.',
    },
  })
  expect('problems' in missing && firstProblemField(missing.problems)).toBe('amount')
})

test('what was posted is said with its sum, the price each when more than one', () => {
  expect(chargePostedMessage({ description: 'Kayak', quantity: 2, amount: 67_500 })).toBe(
    'Added Kayak, 2 × ₱675: ₱1,350.',
  )
  expect(
    chargePostedMessage({ description: 'Restaurant bill', quantity: 1, amount: 135_000 }),
  ).toBe('Added Restaurant bill: ₱1,350.')
  expect(chargePostedMessage({ kind: 'adjustment', amount: -50_000, reason: 'Cold shower' })).toBe(
    'Adjustment of -₱500 posted.',
  )
})

test('an extra from the catalogue needs its choice and how many, from 1 to 20', () => {
  const extra = { ...STARTING_CHARGE, kind: 'extra' as const }
  expect(checkChargeDraft({ ...extra, quantity: '21' })).toEqual({
    problems: { extra: 'Choose the extra.', quantity: 'Give how many, from 1 to 20.' },
  })
  expect(checkChargeDraft({ ...extra, extra: 'kayak', quantity: '2' })).toEqual({
    charge: { extra: 'kayak', quantity: 2 },
  })
})

test('an extra posted is said with the words and sum the server priced it at', () => {
  const newest = chargeLine('extra', 'Boat transfer', '2026-11-28', 2, 80_000)
  expect(chargePostedMessage({ extra: 'boat-transfer', quantity: 1 }, newest)).toBe(
    'Added Boat transfer, 2 × ₱800: ₱1,600.',
  )
})

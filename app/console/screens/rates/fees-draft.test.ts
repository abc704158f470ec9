import { expect, test } from 'vitest'
import type { Fee } from '../../../../domain/pricing'
import { checkFees, feeDraftsOf, feeProblemsFrom, newFeeDraft, type FeeDraft } from './fees-draft'

const fees: Fee[] = [
  { label: 'VAT 12%', kind: 'percent', amount: 12, included: true },
  { label: 'Environmental fee', kind: 'per_guest_night', amount: 7550, included: false },
]

test('the lines open for editing with percentages as they are and amounts in pesos', () => {
  expect(feeDraftsOf(fees)).toEqual([
    { key: 0, label: 'VAT 12%', kind: 'percent', amount: '12', included: true },
    {
      key: 1,
      label: 'Environmental fee',
      kind: 'per_guest_night',
      amount: '75.50',
      included: false,
    },
  ])
})

test('saved unchanged, the lines go back exactly as they came', () => {
  expect(checkFees(feeDraftsOf(fees))).toEqual({ request: fees })
})

test('an amount in pesos goes in centavos; a percentage stays a percentage', () => {
  const drafts: FeeDraft[] = [
    { key: 0, label: ' Service ', kind: 'percent', amount: '10 %', included: false },
    { key: 1, label: 'Boat', kind: 'per_stay', amount: '₱1,500', included: false },
  ]

  expect(checkFees(drafts)).toEqual({
    request: [
      { label: 'Service', kind: 'percent', amount: 10, included: false },
      { label: 'Boat', kind: 'per_stay', amount: 150000, included: false },
    ],
  })
})

test('no lines at all is a list the resort may save', () => {
  expect(checkFees([])).toEqual({ request: [] })
})

test('each wrong field is named by its own id, line by line', () => {
  const drafts: FeeDraft[] = [
    { key: 4, label: '', kind: 'percent', amount: '120', included: true },
    { key: 7, label: 'Boat', kind: 'per_stay', amount: 'free', included: false },
  ]

  expect(checkFees(drafts)).toEqual({
    problems: {
      'fee-4-label': 'Give the line a label, such as VAT 12%.',
      'fee-4-amount': 'Enter a percentage from 0 to 100, such as 12.',
      'fee-7-amount': 'Enter the amount in pesos, such as 150 or 150.50.',
    },
  })
})

test('a new line takes a key no other line has, even after removals', () => {
  expect(newFeeDraft([]).key).toBe(0)
  expect(newFeeDraft([{ ...newFeeDraft([]), key: 5 }]).key).toBe(6)
})

test("the API's problems of a line reach its field; those of no line are left out", () => {
  const drafts = feeDraftsOf(fees)
    .slice(1)
    .map((draft) => ({ ...draft, key: 9 }))

  expect(
    feeProblemsFrom(
      { 'fees.0.amount': 'Too much.', fees: 'Too many.', 'fees.3.label': 'x' },
      drafts,
    ),
  ).toEqual({ 'fee-9-amount': 'Too much.' })
})

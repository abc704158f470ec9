import { expect, test } from 'vitest'
import { checkPaymentDraft, startingDraft } from './payment-draft'

const owing = { due: 750_000, paid: 200_000, balance: 550_000 }

test('the form starts from the balance: to take, or to give back', () => {
  expect(startingDraft(owing)).toEqual({
    direction: 'received',
    amount: '5500',
    method: 'cash',
    note: '',
  })
  expect(startingDraft({ due: 250_000, paid: 750_000, balance: -500_000 })).toMatchObject({
    direction: 'given_back',
    amount: '5000',
  })
})

test('a payment is sent in centavos, money given back as a negative amount, the note trimmed', () => {
  expect(
    checkPaymentDraft(
      { direction: 'received', amount: '2,500.50', method: 'gcash', note: '  ref 123 ' },
      owing,
    ),
  ).toEqual({ entry: { amount: 250_050, method: 'gcash', note: 'ref 123' } })
  expect(
    checkPaymentDraft({ direction: 'given_back', amount: '500', method: 'cash', note: ' ' }, owing),
  ).toEqual({ entry: { amount: -50_000, method: 'cash' } })
})

test('an unreadable amount, more than is due, or more back than was paid is said before sending', () => {
  const draft = { direction: 'received', method: 'cash', note: '' } as const
  expect(checkPaymentDraft({ ...draft, amount: '25OO' }, owing)).toEqual({
    problem: 'Enter the amount in pesos, such as 2500 or 2,500.50.',
  })
  expect(checkPaymentDraft({ ...draft, amount: '6000' }, owing)).toEqual({
    problem: 'Only ₱5,500 is due; record at most that.',
  })
  expect(
    checkPaymentDraft({ ...draft, direction: 'given_back', amount: '2000.01' }, owing),
  ).toEqual({ problem: 'Only ₱2,000 was paid; give back at most that.' })
  expect(checkPaymentDraft({ ...draft, amount: '0' }, owing)).toEqual({
    problem: 'Enter an amount in pesos, other than zero.',
  })
})

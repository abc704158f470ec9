import { expect, test } from 'vitest'
import {
  balanceSentence,
  balanceTerm,
  describeUnitPrice,
  owedWords,
  paymentMethodWords,
  paymentRecordedMessage,
} from './folio-words'

test('a line reads its quantity times its price each, a reversal with its minus', () => {
  expect(describeUnitPrice({ quantity: 2, unitAmount: 45_000 })).toBe('2 × ₱450')
  expect(describeUnitPrice({ quantity: -1, unitAmount: 450_000 })).toBe('-1 × ₱4,500')
})

test('the balance is named for what the desk does with it', () => {
  expect(balanceTerm(550_000)).toBe('Balance')
  expect(balanceTerm(0)).toBe('Balance')
  expect(balanceTerm(-50_000)).toBe('To give back')
  expect(balanceSentence(550_000)).toBe('₱5,500 is still due.')
  expect(balanceSentence(-50_000)).toBe('₱500 is to be given back.')
  expect(balanceSentence(0)).toBe('Nothing is due.')
})

test('the check-out dialog says who owes whom', () => {
  expect(owedWords(135_000)).toBe('₱1,350 is still owed.')
  expect(owedWords(-50_000)).toBe('The guest is owed ₱500.')
  expect(owedWords(0)).toBe('Nothing is owed: the folio is settled.')
})

test('a payment recorded is said with what is left', () => {
  expect(paymentRecordedMessage(200_000, 550_000)).toBe(
    'Payment of ₱2,000 recorded. ₱5,500 is still due.',
  )
  expect(paymentRecordedMessage(-50_000, 0)).toBe('₱500 given back recorded. Nothing is due.')
})

test('a payment’s method in words: the desk’s own, the gateway’s, or as it came', () => {
  expect(paymentMethodWords('gcash')).toBe('GCash')
  expect(paymentMethodWords('paymongo:card')).toBe('Online (PayMongo)')
  expect(paymentMethodWords('voucher')).toBe('voucher')
})

import { expect, test } from 'vitest'
import { checkReason, checkSearch, checkSignIn } from './form-checks'

test('sign-in needs both an email and a password, each named when missing', () => {
  expect(checkSignIn({ email: ' ', password: '' })).toEqual({
    problems: { email: 'Enter the email of your staff account.', password: 'Enter your password.' },
  })
})

test('sign-in trims the email but sends the password exactly as typed', () => {
  expect(checkSignIn({ email: ' desk@resort.example ', password: ' pass phrase ' })).toEqual({
    email: 'desk@resort.example',
    password: ' pass phrase ',
  })
})

test('a reason is required, since the guest receives it', () => {
  expect(checkReason('   ')).toEqual({ problem: 'Give a reason: the guest receives it by email.' })
  expect(checkReason('  Fully booked for a wedding. ')).toEqual({
    reason: 'Fully booked for a wedding.',
  })
})

test('a reason longer than the API takes is refused with its length', () => {
  expect(checkReason('x'.repeat(1001))).toEqual({
    problem: 'Use at most 1000 characters (now 1001).',
  })
})

test('a search needs 2 to 100 characters after trimming', () => {
  expect(checkSearch(' a ')).toHaveProperty('problem')
  expect(checkSearch('x'.repeat(101))).toHaveProperty('problem')
  expect(checkSearch(' Cruz ')).toEqual({ query: 'Cruz' })
})

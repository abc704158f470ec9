import { expect, test } from 'vitest'
import { firstProblemField, splitFieldProblems } from './field-problems'

test("the guest's own fields stay with the form; stay problems are set apart", () => {
  const split = splitFieldProblems({
    email: 'Enter an email address like name@example.com.',
    checkIn: 'Check-in cannot be in the past.',
    adults: 'The Hotel Rooms sleeps at most 2 guests.',
    phone: 'Enter a phone number the resort can call.',
  })

  expect(split.guest).toEqual({
    email: 'Enter an email address like name@example.com.',
    phone: 'Enter a phone number the resort can call.',
  })
  expect(split.stay).toEqual([
    'Check-in cannot be in the past.',
    'The Hotel Rooms sleeps at most 2 guests.',
  ])
})

test('a problem with the hidden honeypot field is never shown to a person', () => {
  expect(splitFieldProblems({ website: 'Leave this field empty.' })).toEqual({
    guest: {},
    stay: [],
  })
})

test('an extra refused is kept for the Extras field, not taken for a stay problem', () => {
  expect(splitFieldProblems({ extras: 'The extra kayak is not offered online.' })).toEqual({
    guest: {},
    stay: [],
    extras: 'The extra kayak is not offered online.',
  })
})

test("focus goes to the first problem in the form's order, not the answer's", () => {
  expect(firstProblemField({ phone: 'x', name: 'y' })).toBe('name')
  expect(firstProblemField({ notes: 'x', email: 'y' })).toBe('email')
  expect(firstProblemField({})).toBeUndefined()
})

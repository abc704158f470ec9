import { expect, test } from 'vitest'
import { lookupEn } from '../../i18n/messages/lookup/en'
import { checkLookup as check } from './lookup-problems'

const checkLookup = (input: { reference: string; email: string }) => check(input, lookupEn)

test('a reference typed loosely is read the way the email wrote it', () => {
  expect(checkLookup({ reference: ' 7k3m-9qxo ', email: ' Guest@Example.com ' })).toEqual({
    ref: '7K3M9QX0',
    email: 'Guest@Example.com',
  })
})

test('empty fields each say what to enter', () => {
  expect(checkLookup({ reference: '', email: '' })).toEqual({
    problems: {
      reference: 'Enter the reference from your email.',
      email: 'Enter the email address you booked with.',
    },
  })
})

test('a reference of the wrong length or letters, and an email without @, are refused', () => {
  const checked = checkLookup({ reference: 'ABC', email: 'guest.example.com' })

  expect(checked).toEqual({
    problems: {
      reference: expect.stringMatching(/8 letters and digits/),
      email: 'Enter an email address like name@example.com.',
    },
  })
  expect(checkLookup({ reference: 'UUUUUUUU', email: 'a@b.c' })).toHaveProperty(
    'problems.reference',
  )
})

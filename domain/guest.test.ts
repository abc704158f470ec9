import { describe, expect, test } from 'vitest'
import { checkGuest, normalizeEmail } from './guest'

const valid = { name: 'Maria Santos', email: 'Maria.Santos@Example.com', phone: '+63 917 123 4567' }

function problemsOf(input: Record<string, unknown>, options = {}) {
  const result = checkGuest({ ...valid, ...input }, options)
  return 'problems' in result ? result.problems : {}
}

describe('checkGuest', () => {
  test('accepts a usual guest, trims, and keeps the email in one spelling', () => {
    expect(
      checkGuest({ ...valid, name: '  Maria Santos ', notes: ' Late arrival\nby boat ' }),
    ).toEqual({
      guest: { name: 'Maria Santos', email: 'maria.santos@example.com', phone: '+63 917 123 4567' },
      notes: 'Late arrival\nby boat',
    })
  })

  test('accepts names in any script, with the joiners some scripts need', () => {
    expect(problemsOf({ name: 'José Ñíguez-Dela Cruz' })).toEqual({})
    expect(problemsOf({ name: 'क्‍ष Devi' })).toEqual({})
  })

  test.each([
    ['name', { name: '' }, 'Enter your full name.'],
    ['name', { name: '\u200b\u200b\u200b' }, 'Enter your full name.'],
    ['name', { name: '\ufeff \u2060' }, 'Enter your full name.'],
    ['name', { name: 'Maria\u0000Santos' }, 'Use letters and punctuation only.'],
    ['name', { name: 'Maria\nBcc: x@evil.test' }, 'Use letters and punctuation only.'],
    ['name', { name: '\u202egnp.exe' }, 'Use letters and punctuation only.'],
    ['name', { name: 'M'.repeat(101) }, 'Use at most 100 characters.'],
    [
      'email',
      { email: 'maria\u0001@example.com' },
      'Enter an email address like name@example.com.',
    ],
    [
      'email',
      { email: 'maria\u200b@example.com' },
      'Enter an email address like name@example.com.',
    ],
    ['email', { email: 'a@b.c, d@e.f' }, 'Enter an email address like name@example.com.'],
    ['email', { email: 'no-at-sign.example.com' }, 'Enter an email address like name@example.com.'],
    ['email', { email: '' }, 'Enter your email address.'],
    [
      'phone',
      { phone: '+63 917\n123 4567' },
      'Enter a phone number, digits with spaces or dashes, like +63 917 123 4567.',
    ],
    ['phone', { phone: '\u200b' }, 'Enter a phone number the resort can call.'],
    [
      'phone',
      { phone: '12345' },
      'Enter a phone number, digits with spaces or dashes, like +63 917 123 4567.',
    ],
    ['notes', { notes: 'Ring\u0007 the bell' }, 'Use letters, punctuation and line breaks only.'],
    ['notes', { notes: 'n'.repeat(1001) }, 'Use at most 1000 characters.'],
  ])('refuses a %s like %j, naming the field', (field, input, message) => {
    expect(problemsOf(input)).toEqual({ [field]: message })
  })

  test('a phone booking may have no email, and then keeps it empty', () => {
    expect(
      checkGuest({ name: 'Maria Santos', phone: '0917 123 4567' }, { emailOptional: true }),
    ).toEqual({
      guest: { name: 'Maria Santos', email: '', phone: '0917 123 4567' },
      notes: '',
    })
  })

  test('refuses what is not text', () => {
    expect(problemsOf({ name: 42, notes: {} })).toEqual({
      name: 'Enter your full name.',
      notes: 'Special requests must be text.',
    })
  })
})

test('normalizeEmail trims and lowers the case', () => {
  expect(normalizeEmail('  Front.Desk@AlonCove.PH ')).toBe('front.desk@aloncove.ph')
})

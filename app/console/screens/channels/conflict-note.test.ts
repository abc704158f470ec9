import { expect, test } from 'vitest'
import { conflictNoteProblem, flatNote } from './conflict-note'

test('a note saying what was done may be sent', () => {
  expect(conflictNoteProblem(' Moved the guest to Cabana 2. ')).toBeNull()
})

test('an empty note is refused with an example of one', () => {
  expect(conflictNoteProblem(' \n ')).toBe(
    'Say what was done, such as: moved the Airbnb guest to Cabana 2.',
  )
})

test('a note goes on one line, as the API takes it', () => {
  expect(flatNote('Moved the guest\n\nto Cabana 2.\t ')).toBe('Moved the guest to Cabana 2.')
})

test('a note may have 500 characters once on one line, not 501', () => {
  expect(conflictNoteProblem(`${'x'.repeat(250)}\n\n${'x'.repeat(249)}`)).toBeNull()
  expect(conflictNoteProblem('x'.repeat(501))).toBe('Use at most 500 characters (now 501).')
})

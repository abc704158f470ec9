import { expect, test } from 'vitest'
import { checkGuest } from '../../domain/guest'
import { checkStay } from '../../domain/stay'
import { BOOKING_CATALOGUES } from './catalogues'
import { guestProblemIn } from './guest-problems'
import { stayProblemIn } from './stay-problems'
import { fill } from './locale'
import { en } from './messages/booking/en'
import { enStay } from './messages/booking/en-stay'

const { ko } = BOOKING_CATALOGUES

function guestProblems(input: Parameters<typeof checkGuest>[0]) {
  const checked = checkGuest(input)
  return 'problems' in checked ? checked.problems : {}
}

test("every problem domain/guest.ts words is one the booking form says in the page's language", () => {
  const said = [
    guestProblems({ name: ' ', email: '', phone: '', notes: 5 }),
    guestProblems({ name: 'A\u202Eb', email: 'not an address', phone: 'call me', notes: '\u0001' }),
    guestProblems({
      name: 'x'.repeat(101),
      email: 'a@b.ph',
      phone: '0917',
      notes: 'x'.repeat(1001),
    }),
  ].flatMap((problems) => Object.values(problems))
  expect(said).toHaveLength(11)
  for (const message of said) {
    const korean = guestProblemIn(message, en, ko.booking)
    expect(korean, message).not.toBe(message)
    expect(guestProblemIn(message, en, en), message).toBe(message)
  }
  expect(guestProblemIn('Use at most 100 characters.', en, ko.booking)).toBe(
    fill(ko.booking.atMostCharacters, { n: 100 }),
  )
  // A sentence it does not know stays as it came.
  expect(guestProblemIn('Something new.', en, ko.booking)).toBe('Something new.')
})

test("every problem domain/stay.ts words about dates is said in the page's language", () => {
  const today = '2027-01-10'
  const problems = [
    checkStay({ checkIn: null, checkOut: null }, today),
    checkStay({ checkIn: '2027-01-01', checkOut: '2027-01-01' }, today),
    checkStay({ checkIn: '2027-02-01', checkOut: '2027-03-10' }, today),
  ].flatMap((checked) => ('problems' in checked ? Object.values(checked.problems) : []))
  expect(problems).toHaveLength(5)
  for (const message of problems) {
    expect(stayProblemIn(message, enStay, ko.stay), message).not.toBe(message)
  }
})

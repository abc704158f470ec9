import { MAX_NAME_LENGTH, MAX_NOTES_LENGTH } from '../../domain/guest'
import type { BookingWords } from './messages/booking/en'
import { inLanguage, type Known } from './problem-words'

const GUEST_PROBLEMS: Known<BookingWords> = [
  ['enterName', {}],
  ['lettersOnly', {}],
  ['atMostCharacters', { n: MAX_NAME_LENGTH }],
  ['atMostCharacters', { n: MAX_NOTES_LENGTH }],
  ['enterEmail', {}],
  ['emailLike', {}],
  ['enterPhone', {}],
  ['phoneLike', {}],
  ['notesText', {}],
  ['notesLines', {}],
]

/** domain/guest.ts's problems with the booking form's details, in the page's words. */
export function guestProblemIn(message: string, english: BookingWords, words: BookingWords) {
  return inLanguage(message, english, words, GUEST_PROBLEMS)
}

import { MAX_NAME_LENGTH, MAX_NOTES_LENGTH } from '../../domain/guest'
import { MAX_NIGHTS } from '../../domain/stay'
import { fill } from './locale'
import type { BookingWords } from './messages/booking/en'
import type { StayWords } from './messages/booking/en-stay'

type Known<W> = readonly (readonly [keyof W, Record<string, number>])[]

/**
 * The browser and the server check a guest's details and dates with domain/'s rules, which
 * word their problems in English (the staff console shows them as they are). A guest page in
 * another language finds the English sentence among the ones it knows and says it in its own
 * words; one it does not know stays as it came.
 */
function inLanguage<W>(message: string, english: W, words: W, known: Known<W>): string {
  const match = known.find(([key, values]) => fill(String(english[key]), values) === message)
  return match ? fill(String(words[match[0]]), match[1]) : message
}

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

const STAY_PROBLEMS: Known<StayWords> = [
  ['chooseCheckIn', {}],
  ['checkInPast', {}],
  ['chooseCheckOut', {}],
  ['checkOutAfterCheckIn', {}],
  ['atMostNights', { n: MAX_NIGHTS }],
]

export function guestProblemIn(message: string, english: BookingWords, words: BookingWords) {
  return inLanguage(message, english, words, GUEST_PROBLEMS)
}

export function stayProblemIn(message: string, english: StayWords, words: StayWords) {
  return inLanguage(message, english, words, STAY_PROBLEMS)
}

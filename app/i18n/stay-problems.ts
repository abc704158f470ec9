import { MAX_NIGHTS } from '../../domain/stay'
import type { SiteStayWords } from './messages/booking/en-stay'
import { inLanguage, type Known } from './problem-words'

const STAY_PROBLEMS: Known<SiteStayWords> = [
  ['chooseCheckIn', {}],
  ['checkInPast', {}],
  ['chooseCheckOut', {}],
  ['checkOutAfterCheckIn', {}],
  ['atMostNights', { n: MAX_NIGHTS }],
]

/** domain/stay.ts's problems with the dates, in the page's words. */
export function stayProblemIn(
  message: string,
  english: SiteStayWords,
  words: SiteStayWords,
): string {
  return inLanguage(message, english, words, STAY_PROBLEMS)
}

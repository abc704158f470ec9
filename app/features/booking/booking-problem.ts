import { problemMessage } from '../../lib/problem-message'
import type { ApiProblem } from '../../lib/api-client'
import { fill } from '../../i18n/locale'
import { en, type BookingWords } from '../../i18n/messages/booking/en'

export type BookingProblem = { message: string; chooseAgain: boolean }

/**
 * A refused booking request in words, and whether the way forward is choosing other dates
 * (sold out, a stay the server will not take, too many tries) or simply sending again.
 */
export function bookingProblemOf(
  problem: ApiProblem,
  stayProblems: string[],
  submitLabel = en.requestReservation,
  words: BookingWords = en,
): BookingProblem {
  if (problem.code === 'sold_out') return { message: words.soldOutWhileFilling, chooseAgain: true }
  // The field says which code and why; the guest must see the total without it before sending.
  if (problem.code === 'promo_unavailable') {
    return { message: fill(words.promoWithdrawn, { b: submitLabel }), chooseAgain: false }
  }
  if (stayProblems.length > 0) return { message: stayProblems.join(' '), chooseAgain: true }
  if (problem.code === 'rate_limited')
    return { message: problemMessage(problem, words), chooseAgain: true }
  // A guest has no session: a 401 here is a proxy's page, not the API's answer.
  const unreadable = problem.code === 'unexpected' || problem.code === 'unauthorized'
  if (problem.code === 'network' || unreadable || problem.status >= 500) {
    return {
      message: fill(words.detailsKept, { m: problemMessage(problem, words), b: submitLabel }),
      chooseAgain: false,
    }
  }
  return { message: problemMessage(problem, words), chooseAgain: false }
}

import { problemMessage } from '../../lib/problem-message'
import type { ApiProblem } from '../../lib/api-client'

export type BookingProblem = { message: string; chooseAgain: boolean }

/**
 * A refused booking request in words, and whether the way forward is choosing other dates
 * (sold out, a stay the server will not take, too many tries) or simply sending again.
 */
export function bookingProblemOf(
  problem: ApiProblem,
  stayProblems: string[],
  submitLabel = 'Request reservation',
): BookingProblem {
  if (problem.code === 'sold_out') {
    return {
      message:
        'Sorry: the last room for these dates was booked while you were filling in the form. Nothing was booked for you. Please choose other dates.',
      chooseAgain: true,
    }
  }
  // The field says which code and why; the guest must see the total without it before sending.
  if (problem.code === 'promo_unavailable') {
    return {
      message: `Nothing was booked: your promo code can no longer be used, as its field says. Check the new total beside the form, then press ${submitLabel} again.`,
      chooseAgain: false,
    }
  }
  if (stayProblems.length > 0) return { message: stayProblems.join(' '), chooseAgain: true }
  if (problem.code === 'rate_limited')
    return { message: problemMessage(problem), chooseAgain: true }
  // A guest has no session: a 401 here is a proxy's page, not the API's answer.
  const unreadable = problem.code === 'unexpected' || problem.code === 'unauthorized'
  if (problem.code === 'network' || unreadable || problem.status >= 500) {
    return {
      message: `${problemMessage(problem)} Your details are kept: press ${submitLabel} again.`,
      chooseAgain: false,
    }
  }
  return { message: problemMessage(problem), chooseAgain: false }
}

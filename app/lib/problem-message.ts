import type { ApiProblem } from './api-client'

/** The words of the cases every screen shares; a guest page in another language has its own. */
export type SharedProblemWords = {
  unreachable: string
  tooManyRequests: string
  somethingWrong: string
}

const ENGLISH: SharedProblemWords = {
  unreachable: 'We could not reach the resort. Check your connection and try again.',
  tooManyRequests:
    'There have been too many requests from your connection. Please wait a minute and try again.',
  somethingWrong: 'Something went wrong on our side. Please try again in a moment.',
}

/**
 * What to tell a guest when a request did not work, for the cases every screen shares. Screens
 * word their own cases (sold out, no matching booking) before falling back to this.
 */
export function problemMessage(problem: ApiProblem, words = ENGLISH): string {
  if (problem.code === 'network') return words.unreachable
  if (problem.code === 'rate_limited') return words.tooManyRequests
  if (problem.code === 'unexpected' || problem.status >= 500 || problem.message === '') {
    return words.somethingWrong
  }
  return problem.message
}

import type { ApiProblem } from './api-client'

/**
 * What to tell a guest when a request did not work, for the cases every screen shares. Screens
 * word their own cases (sold out, no matching booking) before falling back to this.
 */
export function problemMessage(problem: ApiProblem): string {
  if (problem.code === 'network') {
    return 'We could not reach the resort. Check your connection and try again.'
  }
  if (problem.code === 'rate_limited') {
    return 'There have been too many requests from your connection. Please wait a minute and try again.'
  }
  if (problem.code === 'unexpected' || problem.status >= 500 || problem.message === '') {
    return 'Something went wrong on our side. Please try again in a moment.'
  }
  return problem.message
}

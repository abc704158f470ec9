import type { ApiProblem } from '../../lib/api-client'
import type { LookupWords } from '../../i18n/messages/lookup/en'

/**
 * app/lib/problem-message.ts's cases in the look-up page's language: a request that met no
 * server, too many requests, or a fault on our side. Anything else is the server's own words.
 */
export function guestProblem(problem: ApiProblem, words: LookupWords): string {
  if (problem.code === 'network') return words.unreachable
  if (problem.code === 'rate_limited') return words.tooManyRequests
  if (problem.code === 'unexpected' || problem.status >= 500 || problem.message === '') {
    return words.somethingWrong
  }
  return problem.message
}

import type { ApiProblem } from '../../lib/api-client'
import type { LookupSpeech } from '../../i18n/lookup'
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

/**
 * A refusal the page knows: the English page keeps the server's words, which the emails and the
 * staff console say too; another language says it in its own, as the server speaks only English.
 */
export function knownRefusal(problem: ApiProblem, { lang }: LookupSpeech, ours: string): string {
  return lang === 'en' && problem.message ? problem.message : ours
}

/** 'Pay ₱X now' refused because the booking has nothing this page can take payment for. */
export function balanceProblem(problem: ApiProblem, say: LookupSpeech): string {
  return problem.code === 'wrong_state'
    ? knownRefusal(problem, say, say.words.payNothingDue)
    : guestProblem(problem, say.words)
}

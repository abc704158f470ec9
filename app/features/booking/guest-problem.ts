import type { ApiProblem } from '../../lib/api-client'
import { problemMessage } from '../../lib/problem-message'
import type { LookupSpeech } from '../../i18n/lookup'

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
    : problemMessage(problem, say.words)
}

import type { ApiProblem } from '../../../lib/api-client'
import { describeProblem } from '../../api/staff-api'

/**
 * Where a refused write's words go: each field problem the form knows to its field; the rest
 * (and, when no field is named, the problem itself) into one message above the button.
 */
export function placeProblems<P extends Record<string, string | undefined>>(
  problem: ApiProblem,
  problemsFrom: (fields: Record<string, string>) => P,
): { problems: P; refusal: string | null } {
  const problems = problemsFrom(problem.fields)
  const placed = new Set(Object.values(problems))
  const elsewhere = Object.values(problem.fields).filter(
    (message) => !placed.has(message) && message !== problem.message,
  )
  const words = [...(placed.size === 0 ? [describeProblem(problem)] : []), ...elsewhere]
  return { problems, refusal: words.length > 0 ? words.join(' ') : null }
}

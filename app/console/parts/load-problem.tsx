import { ErrorText } from '../ui/field-parts'
import type { ApiProblem } from '../../lib/api-client'
import { describeProblem } from '../api/staff-api'

/** A screen whose data did not load: why, in words, and a way to try again. */
export function LoadProblem({ problem, onRetry }: { problem: ApiProblem; onRetry: () => void }) {
  // A 401 is already showing the sign-in form over this screen.
  if (problem.status === 401) return null
  return (
    <div role="alert" className="st:bg-white st:p-5">
      <ErrorText>{describeProblem(problem)}</ErrorText>
      <button type="button" onClick={onRetry} className="st:mt-3 st:text-sea-deep st:underline">
        Try again
      </button>
    </div>
  )
}

import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { ApiResult } from '../../../lib/api-client'
import { useStaffCall } from '../../api/staff-session'
import { placeProblems } from './place-problems'

type Problems<F extends string> = Partial<Record<F, string>>

/**
 * A rates form's round trip: its own checks first, then the request; problems next to their
 * fields (placeProblems), the first one taking focus. Resolves to what was sent once the API
 * took it, else to null.
 */
export function useFormSend<F extends string>(order: readonly F[], idOf: (field: F) => string) {
  const call = useStaffCall()
  const [problems, setProblems] = useState<Problems<F>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  function showProblems(found: Problems<F>) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = order.find((field) => found[field] !== undefined)
    if (first) document.getElementById(idOf(first))?.focus()
  }

  async function send<R>(
    checked: { request: R } | { problems: Problems<F> },
    request: (body: R) => Promise<ApiResult<unknown>>,
    problemsFrom: (fields: Record<string, string>) => Problems<F>,
  ): Promise<R | null> {
    if (sending) return null
    setRefusal(null)
    if ('problems' in checked) {
      showProblems(checked.problems)
      return null
    }
    setProblems({})
    setSending(true)
    const result = await call(request(checked.request))
    setSending(false)
    if (result.ok) return checked.request
    const placed = placeProblems(result.problem, problemsFrom)
    if (Object.keys(placed.problems).length > 0) showProblems(placed.problems)
    setRefusal(placed.refusal)
    return null
  }

  return { problems, refusal, sending, send }
}

import { useEffect, useState } from 'react'
import type { StayChangeRequest, StayChangeSummary } from '../../../../domain/staff-contract'
import type { ApiProblem } from '../../../lib/api-client'
import { useStaffCall } from '../../api/staff-session'
import { previewStayChange } from '../../api/change-stay-api'

export type StayChangeQuote =
  | { status: 'waiting' }
  | { status: 'quoting' }
  | { status: 'quoted'; change: StayChangeSummary }
  | { status: 'refused'; problem: ApiProblem }

// Typing a date sends nothing until the staff member pauses.
const PAUSE_MS = 300

/** The server's quote of the change as drafted (null: nothing to quote), kept for those terms only. */
export function useStayChangeQuote(ref: string, request: StayChangeRequest | null) {
  const call = useStaffCall()
  const key = request ? JSON.stringify(request) : ''
  const [answer, setAnswer] = useState<{ key: string; quote: StayChangeQuote } | null>(null)

  useEffect(() => {
    if (!key) return
    let current = true
    const timer = setTimeout(() => {
      void call(previewStayChange(ref, JSON.parse(key) as StayChangeRequest)).then((result) => {
        if (!current) return
        setAnswer({
          key,
          quote: result.ok
            ? { status: 'quoted', change: result.data.change }
            : { status: 'refused', problem: result.problem },
        })
      })
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [call, ref, key])

  if (!key) return { status: 'waiting' } as const
  // An answer for other terms than those on the form now is no answer.
  return answer?.key === key ? answer.quote : ({ status: 'quoting' } as const)
}

import { createContext, useCallback, useContext } from 'react'
import type { StaffMember } from '../../../domain/staff-contract'
import type { ApiResult } from '../../lib/api-client'

export type StaffSession = {
  staff: StaffMember
  /** Grows at each sign-in, so screens reload what a lapsed session could not fetch. */
  generation: number
  /** Shows the sign-in form in place; the screen underneath keeps what was typed. */
  lapsed: () => void
}

export const StaffSessionContext = createContext<StaffSession | null>(null)

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext)
  if (!session) throw new Error('useStaffSession outside the staff console')
  return session
}

/**
 * Runs a staff API request; a 401 (the session ended: signed out elsewhere, expired, account
 * removed) brings back the sign-in form, and the screen hears of it like any other problem.
 */
export function useStaffCall() {
  const { lapsed } = useStaffSession()
  return useCallback(
    async <T>(request: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await request
      if (result.ok || result.problem.status !== 401) return result
      lapsed()
      // Read after signing in again, on the form that stayed as it was.
      const message =
        'Your session ended before this was sent. Now that you are signed in, send it again.'
      return { ok: false as const, problem: { ...result.problem, message } }
    },
    [lapsed],
  )
}

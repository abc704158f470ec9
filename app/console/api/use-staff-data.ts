import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiProblem, ApiResult } from '../../lib/api-client'
import { useStaffCall, useStaffSession } from './staff-session'

export type DataState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; problem: ApiProblem }

/**
 * What a screen shows from the API: loaded when `key` changes, again after a new sign-in and
 * on reload(). What was on screen stays there while a reload is on its way.
 */
export function useStaffData<T>(key: string, load: () => Promise<ApiResult<T>>) {
  const call = useStaffCall()
  const { generation } = useStaffSession()
  const [state, setState] = useState<DataState<T>>({ status: 'loading' })
  const [reloads, setReloads] = useState(0)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })

  useEffect(() => {
    let current = true
    void call(loadRef.current()).then((result) => {
      if (!current) return
      setState(
        result.ok
          ? { status: 'loaded', data: result.data }
          : { status: 'failed', problem: result.problem },
      )
    })
    return () => {
      current = false
    }
  }, [call, key, generation, reloads])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), [])
  return { state, reload, replace }
}

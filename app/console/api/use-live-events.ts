import { useEffect, useRef } from 'react'
import type { LiveEvent } from '../../../domain/staff-contract'
import { STAFF_API, STAFF_API_BASE } from '../../../domain/staff-endpoints'
import { useStaffSession } from './staff-session'

const KINDS: LiveEvent['kind'][] = ['reservation', 'channel-conflict', 'unit']
// After the server refused the stream (a session that ended), try again this much later: the
// browser itself only retries a stream that dropped.
const REOPEN_MS = 30_000

/**
 * Calls `onEvent` with each event of the console's live feed (GET /api/staff/events) while the
 * screen is open, so it can ask for its data again when another desk or a guest changed it.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): void {
  const { generation } = useStaffSession()
  const onEventRef = useRef(onEvent)
  useEffect(() => {
    onEventRef.current = onEvent
  })

  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let reopen: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      source = new EventSource(STAFF_API_BASE + STAFF_API.events.route)
      for (const kind of KINDS) {
        source.addEventListener(kind, (message) => {
          onEventRef.current(JSON.parse((message as MessageEvent<string>).data) as LiveEvent)
        })
      }
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS)
      })
    }
    open()
    return () => {
      clearTimeout(reopen)
      source?.close()
    }
  }, [generation])
}

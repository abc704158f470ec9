import { RefreshCw } from 'lucide'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { ReservationView } from '../../../../domain/api-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { LoadProblem } from '../../parts/load-problem'
import { ReceiptsWaiting } from './receipts-waiting'
import { RequestCard, type Decided } from './request-card'
import { ScreenTitle } from '../../ui/screen-title'
import { staffApi } from '../../api/staff-api'
import { useStatusLines } from '../../ui/live-announcement'
import { useLiveEvents } from '../../api/use-live-events'
import { useStaffData } from '../../api/use-staff-data'
import { Icon } from '../../../components/icon'

/** The requests waiting for a decision, oldest first (the API's order), with their decisions. */
export function RequestQueue() {
  const { state, reload, replace } = useStaffData('queue', staffApi.queue)
  const announcement = useStatusLines()
  const [changes, setChanges] = useState(0)
  // Another desk's decision or a guest's new request: the list follows without a Refresh.
  useLiveEvents((event) => {
    if (event.kind !== 'reservation') return
    reload()
    setChanges((count) => count + 1)
    if (event.isNew && event.status === 'requested') {
      announcement.addLive(`New request ${event.ref} has arrived.`)
    }
  })

  function onDecided(requests: ReservationView[], { reservation, decision }: Decided) {
    const index = requests.findIndex((request) => request.ref === reservation.ref)
    const rest = requests.filter((request) => request.ref !== reservation.ref)
    flushSync(() => replace({ requests: rest }))
    const emailed = reservation.guest.email !== ''
    announcement.say(
      decision === 'confirm'
        ? `Confirmed ${reservation.ref} for ${reservation.guest.name}.${emailed ? ' The guest is emailed.' : ''}`
        : `Declined ${reservation.ref} for ${reservation.guest.name}.${emailed ? ' The guest is emailed the reason.' : ''}`,
    )
    // The row is gone: focus goes to the next request's heading link, or the screen's heading.
    const next = rest[Math.min(index, rest.length - 1)]
    const target = next && document.querySelector<HTMLElement>(`#request-${next.ref} a`)
    ;(target ?? document.getElementById('queue-heading'))?.focus()
  }

  return (
    <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
      <div className="st:flex st:flex-wrap st:items-end st:justify-between st:gap-4">
        <div>
          <ScreenTitle id="queue-heading">Requests</ScreenTitle>
          <p className="st:mt-2 st:text-muted">Waiting for a decision, oldest first.</p>
        </div>
        <button
          type="button"
          onClick={() => {
            reload()
            setChanges((count) => count + 1)
          }}
          className={SECONDARY_BUTTON}
        >
          <Icon node={RefreshCw} className="st:size-4" />
          Refresh
        </button>
      </div>
      <p
        id="queue-announcement"
        role="status"
        className="st:mt-6 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0"
      >
        {announcement.text}
      </p>
      <ReceiptsWaiting changes={changes} />
      <div className="st:mt-6">
        {state.status === 'loading' && <p className="st:text-muted">Loading the requests…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' &&
          (state.data.requests.length === 0 ? (
            <p className="st:bg-white st:p-6 st:text-lg">No requests are waiting. All caught up.</p>
          ) : (
            <ol aria-label="Requests, oldest first" className="st:flex st:flex-col st:gap-5">
              {state.data.requests.map((request) => (
                <li key={request.ref}>
                  <RequestCard
                    request={request}
                    onDecided={(decided) => onDecided(state.data.requests, decided)}
                  />
                </li>
              ))}
            </ol>
          ))}
      </div>
    </div>
  )
}

import { useState } from 'react'
import { useLocation } from 'react-router'
import { formatStayDate, parseIsoDate } from '../../../../domain/calendar'
import { cleaningOrder, UNIT_STATUS_WORDS } from '../../../../domain/housekeeping'
import type { HousekeepingUnit, UnitStatusRequest } from '../../../../domain/staff-contract'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useLiveEvents } from '../../api/use-live-events'
import { useStaffData } from '../../api/use-staff-data'
import { LoadProblem } from '../../parts/load-problem'
import { useStatusLines } from '../../ui/live-announcement'
import { ScreenHeading } from '../../ui/screen-heading'
import { OutOfOrderDialog } from './out-of-order-dialog'
import { UnitCard } from './unit-card'

/**
 * '/staff/housekeeping?date=' (docs/reservations.md, "Housekeeping"): the day's units in the
 * order to clean them, each with its status, who leaves, stays on or arrives and what they asked
 * for, and one tap to its next status. Made for a phone in a housekeeper's hand, and printable
 * as the morning's list: staff.css takes the buttons off paper.
 */
export function HousekeepingScreen() {
  const date = parseIsoDate(new URLSearchParams(useLocation().search).get('date')) ?? undefined
  const { state, reload, replace } = useStaffData(`housekeeping ${date ?? 'today'}`, () =>
    staffApi.housekeeping(date),
  )
  const call = useStaffCall()
  const announcement = useStatusLines()
  const [busy, setBusy] = useState<number | null>(null)
  const [outOfOrder, setOutOfOrder] = useState<HousekeepingUnit | null>(null)
  // Another phone's tap, a check-out or the morning's move: the list follows it.
  useLiveEvents((event) => {
    if (event.kind === 'unit' || event.kind === 'reservation') reload()
  })

  async function setStatus(unit: HousekeepingUnit, request: UnitStatusRequest) {
    setBusy(unit.id)
    const result = await call(staffApi.setUnitStatus(unit.id, request))
    setBusy(null)
    if (!result.ok) return describeProblem(result.problem)
    if (state.status === 'loaded') {
      replace({
        ...state.data,
        units: state.data.units.map((each) =>
          // The answer is of today: the guests shown stay those of the day on screen.
          each.id === unit.id ? { ...each, ...statusOf(result.data) } : each,
        ),
      })
    }
    announcement.say(`${unit.label} is now ${UNIT_STATUS_WORDS[result.data.status].toLowerCase()}.`)
    return null
  }

  async function tap(unit: HousekeepingUnit, request: UnitStatusRequest) {
    const refusal = await setStatus(unit, request)
    if (refusal) announcement.say(`${unit.label}: ${refusal}`)
  }

  return (
    <div className="st:mx-auto st:max-w-3xl st:px-4 st:py-8 st:md:px-5 st:md:py-10 st:print:max-w-none st:print:p-0">
      <ScreenHeading onRefresh={reload} printable>
        Housekeeping
      </ScreenHeading>
      {state.status === 'loaded' && (
        <p className="st:mt-2 st:text-muted st:print:text-black">
          {state.data.date === state.data.today ? 'Today, ' : ''}
          {formatStayDate(state.data.date)}: rooms guests leave first, then rooms guests stay on in,
          then arrivals’ rooms.
        </p>
      )}
      <p
        id="housekeeping-announcement"
        role="status"
        className="st:mt-4 st:border-l-4 st:border-sea st:bg-white st:p-4 st:empty:border-0 st:empty:p-0 st:print:hidden"
      >
        {announcement.text}
      </p>
      <div className="st:mt-4">
        {state.status === 'loading' && <p className="st:text-muted">Loading the units…</p>}
        {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
        {state.status === 'loaded' && (
          <ol
            aria-label="Units in the order to clean"
            className="st:flex st:flex-col st:gap-3 st:print:gap-0"
          >
            {cleaningOrder(state.data.units).map((unit) => (
              <UnitCard
                key={unit.id}
                unit={unit}
                busy={busy === unit.id}
                onNext={(request) => void tap(unit, request)}
                onOutOfOrder={() => setOutOfOrder(unit)}
              />
            ))}
          </ol>
        )}
      </div>
      {outOfOrder && state.status === 'loaded' && (
        <OutOfOrderDialog
          unit={outOfOrder}
          today={state.data.today}
          onClose={() => setOutOfOrder(null)}
          onConfirm={async (request) => {
            const refusal = await setStatus(outOfOrder, request)
            if (!refusal) setOutOfOrder(null)
            return refusal
          }}
        />
      )}
    </div>
  )
}

function statusOf(unit: HousekeepingUnit) {
  const { status, reason, from, to, updatedAt, updatedBy } = unit
  return { status, reason, from, to, updatedAt, updatedBy }
}

import { NEXT_STATUS, UNIT_STATUS_WORDS, type UnitStatus } from '../../../../domain/housekeeping'
import type { HousekeepingUnit, UnitStatusRequest } from '../../../../domain/staff-contract'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { describeOutOfOrder, unitGuests } from './housekeeping-words'

type UnitCardProps = {
  unit: HousekeepingUnit
  busy: boolean
  onNext: (request: UnitStatusRequest) => void
  onOutOfOrder: () => void
}

// Told by words first; the colour only repeats them.
const STATUS_LOOK: Record<UnitStatus, string> = {
  dirty: 'st:bg-[#fde8d7] st:text-[#7a2e00]',
  clean: 'st:bg-[#e3f1ea] st:text-[#1d5b3a]',
  inspected: 'st:bg-sea-deep st:text-white',
  out_of_order: 'st:bg-[#f3e1e1] st:text-danger',
}

/** One unit: its label and status, who leaves, stays or arrives, and its next status a tap away. */
export function UnitCard({ unit, busy, onNext, onOutOfOrder }: UnitCardProps) {
  const next = NEXT_STATUS[unit.status]
  const headingId = `unit-${unit.id}`
  const spell = describeOutOfOrder(unit)
  return (
    <li
      aria-labelledby={headingId}
      className="st:flex st:flex-col st:gap-3 st:bg-white st:p-4 st:md:p-5 st:print:break-inside-avoid st:print:border-b st:print:border-black/40 st:print:px-0 st:print:py-2"
    >
      <div className="st:flex st:items-center st:justify-between st:gap-3">
        <h2
          id={headingId}
          className="st:font-display st:text-3xl st:text-sea-deep st:print:text-xl"
        >
          {unit.label}
        </h2>
        <span
          className={`st:px-3 st:py-1 st:text-sm st:font-medium st:tracking-[0.08em] st:uppercase st:print:border st:print:border-current st:print:bg-white st:print:text-black ${STATUS_LOOK[unit.status]}`}
        >
          {UNIT_STATUS_WORDS[unit.status]}
        </span>
      </div>
      {spell && <p className="st:text-danger st:print:text-black">{spell}</p>}
      {unitGuests(unit).map((line) => (
        <div key={line.role}>
          <p>
            <span className="st:font-semibold">{line.role}:</span> {line.words}
          </p>
          {line.requests && (
            <p className="st:mt-1 st:border-l-4 st:border-accent st:pl-3 st:wrap-anywhere">
              Requests: {line.requests}
            </p>
          )}
        </div>
      ))}
      {!unit.departing && !unit.stayingOver && !unit.arriving && (
        <p className="st:text-muted st:print:text-black">Nobody leaves, stays or arrives.</p>
      )}
      <div className="st:flex st:flex-wrap st:gap-2 st:print:hidden">
        <button
          type="button"
          aria-disabled={busy || undefined}
          aria-label={`${next.action} ${unit.label}`}
          onClick={() => {
            if (!busy) onNext({ status: next.status })
          }}
          className={`${PRIMARY_BUTTON} st:grow st:sm:grow-0`}
        >
          {next.action}
        </button>
        {unit.status !== 'out_of_order' && (
          <button
            type="button"
            aria-label={`Out of order ${unit.label}`}
            onClick={onOutOfOrder}
            className={`${SECONDARY_BUTTON} st:grow st:sm:grow-0`}
          >
            Out of order…
          </button>
        )}
      </div>
    </li>
  )
}

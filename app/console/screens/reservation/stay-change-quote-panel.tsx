import type { ReservationView } from '../../../../domain/api-contract'
import { formatCentavos } from '../../../../domain/money'
import { describeDifference } from '../../../../domain/stay-change'
import { describeProblem } from '../../api/staff-api'
import type { StayChangeQuote } from './use-stay-change-quote'

type StayChangeQuotePanelProps = {
  id: string
  reservation: ReservationView
  /** Why there is nothing to quote yet, or null when there is. */
  wait: string | null
  quote: StayChangeQuote
}

/**
 * The total now, the new total and the difference, before anything is saved. A live region:
 * each new quote (or why there is none) is read out as the fields change.
 */
export function StayChangeQuotePanel({ id, reservation, wait, quote }: StayChangeQuotePanelProps) {
  const change = quote.status === 'quoted' ? quote.change : null
  return (
    <div id={id} role="status" className="st:border-l-4 st:border-sea st:bg-sand/40 st:p-4">
      <dl className="st:grid st:grid-cols-[auto_1fr] st:gap-x-4 st:gap-y-1">
        <dt className="st:text-muted">Total now</dt>
        <dd>{formatCentavos(reservation.total)}</dd>
        <dt className="st:text-muted">New total</dt>
        <dd className="st:font-medium">{change ? formatCentavos(change.total) : '–'}</dd>
        <dt className="st:text-muted">Difference</dt>
        <dd>{change ? describeDifference(change.difference) : '–'}</dd>
      </dl>
      <p className="st:mt-2 st:text-sm">{note(wait, quote)}</p>
    </div>
  )
}

function note(wait: string | null, quote: StayChangeQuote): string {
  if (wait) return wait
  switch (quote.status) {
    case 'waiting':
    case 'quoting':
      return 'Working out the new total…'
    case 'refused':
      return quote.problem.code === 'invalid'
        ? 'Some details need another look: see the fields above.'
        : describeProblem(quote.problem)
    case 'quoted': {
      const { unit, nights } = quote.change
      const stay = `${nights === 1 ? '1 night' : `${nights} nights`} at today's prices.`
      if (!unit) return stay
      return unit.kept
        ? `${stay} Unit ${unit.label} stays with the stay.`
        : `${stay} Unit ${unit.label} is not free for it: the stay will have no unit.`
    }
  }
}

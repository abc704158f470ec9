import { LoadProblem } from '../../parts/load-problem'
import { formatResortTime } from '../../ui/staff-words'
import { useStaffData } from '../../api/use-staff-data'
import { ratesApi } from '../../api/rates-api'
import { RatesSection } from './rates-section'

/** Every change to prices, seasons, promo codes and fees: when, by whom and what. */
export function PriceHistory({ changes }: { changes: number }) {
  const { state, reload } = useStaffData(String(changes), ratesApi.history)
  return (
    <RatesSection id="price-history" title="Price history">
      {state.status === 'loading' && <p className="st:text-muted">Loading the history…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.changes.length === 0 ? (
          <p className="st:text-muted">No changes yet.</p>
        ) : (
          <ol aria-labelledby="price-history-heading" className="st:flex st:flex-col">
            {state.data.changes.map((change, index) => (
              <li
                key={`${change.at} ${index}`}
                className="st:grid st:gap-1 st:border-b st:border-sand-deep st:py-3 st:last:border-0 st:md:grid-cols-[14rem_minmax(0,1fr)] st:md:gap-4"
              >
                <p className="st:text-sm st:text-muted">
                  <time dateTime={change.at}>{formatResortTime(change.at)}</time>
                </p>
                <div>
                  <p>{change.what}</p>
                  <p className="st:text-sm st:text-muted">
                    by <span className="st:wrap-anywhere">{change.who}</span>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        ))}
    </RatesSection>
  )
}

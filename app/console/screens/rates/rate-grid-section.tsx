import { RATE_GRID_NIGHTS, type RatesResponse } from '../../../../domain/staff-contract'
import { LoadProblem } from '../../parts/load-problem'
import type { DataState } from '../../api/use-staff-data'
import { rateGridBlocks } from './rate-grid'
import { RateGridTable } from './rate-grid-table'
import { RatesSection } from './rates-section'

const KEY: readonly [string, string][] = [
  ['Base', 'the rate plan’s base price'],
  ['Set', 'a price set for those nights, before any other rule'],
  ['Fri, Sat…', 'the price for that night of the week'],
  ['Other names', 'the season that prices the night'],
  ['Min 3', 'stays arriving that night need at least 3 nights'],
  ['Max 7', 'stays arriving that night last at most 7 nights'],
  ['CTA', 'closed to arrival: no stay may begin that night'],
  ['CTD', 'closed to departure: no stay may end that day'],
]

/** The next 60 nights' prices and stay rules, by room type and rate plan. */
export function RateGridSection({
  state,
  onRetry,
}: {
  state: DataState<RatesResponse>
  onRetry: () => void
}) {
  return (
    <RatesSection
      id="rate-grid"
      title="Prices by night"
      intro={`The next ${RATE_GRID_NIGHTS} nights: each night’s price for the room’s included guests, the rule that set it and the stay rules for arrivals. Shaded nights are priced by a rule other than the base.`}
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the prices…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={onRetry} />}
      {state.status === 'loaded' && (
        <>
          <div>
            <h3 className="st:font-medium st:text-sea-deep">Key</h3>
            <dl className="st:mt-2 st:grid st:gap-x-6 st:gap-y-1 st:text-sm st:sm:grid-cols-2 st:xl:grid-cols-4">
              {KEY.map(([term, meaning]) => (
                <div key={term} className="st:flex st:gap-2">
                  <dt className="st:shrink-0 st:font-semibold">{term}</dt>
                  <dd className="st:text-muted">{meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
          <p className="st:text-sm st:text-muted st:lg:hidden">
            Each table scrolls sideways: swipe it, or focus it and use the arrow keys.
          </p>
          {rateGridBlocks(state.data).map((block, index) => (
            <RateGridTable key={block.columns[0]?.night ?? index} block={block} index={index} />
          ))}
        </>
      )}
    </RatesSection>
  )
}

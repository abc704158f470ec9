import { LoadProblem } from '../../parts/load-problem'
import { useStaffData } from '../../api/use-staff-data'
import { ratesApi } from '../../api/rates-api'
import { RatesSection } from './rates-section'
import type { RoomPlan } from './room-plans'
import { WeekdaysForm } from './weekdays-form'

type WeekdaysSectionProps = { plans: RoomPlan[]; changes: number; onChanged: () => void }

/** Weekday prices: a line each, pricing some nights of the week apart from the base. */
export function WeekdaysSection({ plans, changes, onChanged }: WeekdaysSectionProps) {
  const { state, reload } = useStaffData(String(changes), ratesApi.weekdays)
  return (
    <RatesSection
      id="weekdays"
      title="Weekday prices"
      intro="Prices for nights of the week, such as Friday and Saturday nights. A season or a price set for a night comes before them; where two lines cover a night, the later line wins."
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the weekday prices…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {/* The lines wait for the rooms and rate plans they offer. Later reloads leave them
          alone, saved or not. */}
      {state.status === 'loaded' && plans.length > 0 && (
        <WeekdaysForm weekdays={state.data.weekdays} plans={plans} onSaved={onChanged} />
      )}
    </RatesSection>
  )
}

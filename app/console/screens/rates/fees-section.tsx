import { LoadProblem } from '../../parts/load-problem'
import { useStaffData } from '../../api/use-staff-data'
import { FeesForm } from './fees-form'
import { ratesApi } from '../../api/rates-api'
import { RatesSection } from './rates-section'

/** Taxes and fees: a line each, shown to guests as included in the price or added to it. */
export function FeesSection({ changes, onChanged }: { changes: number; onChanged: () => void }) {
  const { state, reload } = useStaffData(String(changes), ratesApi.fees)
  return (
    <RatesSection
      id="fees"
      title="Taxes and fees"
      intro="An included line is shown to guests and changes no total; any other is added to it."
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the taxes and fees…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {/* Later reloads leave the form's lines alone, saved or not. */}
      {state.status === 'loaded' && <FeesForm fees={state.data.fees} onSaved={onChanged} />}
    </RatesSection>
  )
}

import { useState } from 'react'
import type { PromoView } from '../../../../domain/staff-contract'
import { ErrorText } from '../../ui/field-parts'
import { LoadProblem } from '../../parts/load-problem'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useStaffData } from '../../api/use-staff-data'
import { PromoForm } from './promo-form'
import { PromoItem, promoHeadingId } from './promo-item'
import { ratesApi } from '../../api/rates-api'
import { RatesSection, SavedMessage } from './rates-section'
import type { RoomPlan } from './room-plans'

type PromosSectionProps = { plans: RoomPlan[]; changes: number; onChanged: () => void }

/** The promo codes with their uses so far, a way to disable each, and the form to add one. */
export function PromosSection({ plans, changes, onChanged }: PromosSectionProps) {
  const call = useStaffCall()
  const { state, reload } = useStaffData(String(changes), ratesApi.promos)
  const [saved, setSaved] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  async function disable(promo: PromoView) {
    setSaved('')
    setProblem(null)
    const result = await call(ratesApi.disablePromo(promo.code))
    if (!result.ok) return setProblem(describeProblem(result.problem))
    setSaved(`${promo.code} is disabled: guests can no longer use it.`)
    // The button goes once the list reloads; its code's heading stays.
    document.getElementById(promoHeadingId(promo.code))?.focus()
    onChanged()
  }

  return (
    <RatesSection
      id="promos"
      title="Promo codes"
      intro="Codes guests type when booking. A disabled code stays listed with its uses."
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the promo codes…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.promos.length === 0 ? (
          <p className="st:text-muted">No promo codes yet.</p>
        ) : (
          <ul aria-labelledby="promos-heading">
            {state.data.promos.map((promo) => (
              <PromoItem
                key={promo.code}
                promo={promo}
                plans={plans}
                onDisable={() => void disable(promo)}
              />
            ))}
          </ul>
        ))}
      <div role="alert">{problem && <ErrorText>{problem}</ErrorText>}</div>
      <SavedMessage>{saved}</SavedMessage>
      {plans.length > 0 && (
        <PromoForm
          plans={plans}
          onAdded={(message) => {
            setSaved(message)
            setProblem(null)
            onChanged()
          }}
        />
      )}
    </RatesSection>
  )
}

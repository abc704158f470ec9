import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { SeasonView } from '../../../../domain/staff-contract'
import { ErrorText } from '../../ui/field-parts'
import { LoadProblem } from '../../parts/load-problem'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { useStaffData } from '../../api/use-staff-data'
import { ratesApi } from '../../api/rates-api'
import { RatesSection, SavedMessage } from './rates-section'
import type { RoomPlan } from './room-plans'
import { SeasonForm, seasonFieldId } from './season-form'
import { SeasonItem, seasonHeadingId } from './season-item'

type SeasonsSectionProps = { plans: RoomPlan[]; changes: number; onChanged: () => void }

/** The seasons, each editable and removable, and the form that adds or edits one. */
export function SeasonsSection({ plans, changes, onChanged }: SeasonsSectionProps) {
  const call = useStaffCall()
  const { state, reload } = useStaffData(String(changes), ratesApi.seasons)
  const [editing, setEditing] = useState<SeasonView | null>(null)
  const [saved, setSaved] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function edit(season: SeasonView) {
    // Rendered at once, so the form holds the season when its first field takes focus.
    flushSync(() => setEditing(season))
    document.getElementById(seasonFieldId('name'))?.focus()
  }

  function stopEditing(id: number | undefined) {
    flushSync(() => setEditing(null))
    if (id !== undefined) document.getElementById(seasonHeadingId(id))?.focus()
  }

  async function remove(season: SeasonView) {
    setSaved('')
    setProblem(null)
    const result = await call(ratesApi.removeSeason(season.id))
    if (!result.ok) return setProblem(describeProblem(result.problem))
    if (editing?.id === season.id) setEditing(null)
    setSaved(`Removed the season ${season.name}.`)
    // Its buttons are gone with it: focus goes to the list's heading.
    document.getElementById('seasons-heading')?.focus()
    onChanged()
  }

  return (
    <RatesSection
      id="seasons"
      title="Seasons"
      intro="Named ranges of nights with their own price. A price set for a night comes before any season."
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the seasons…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.seasons.length === 0 ? (
          <p className="st:text-muted">No seasons yet.</p>
        ) : (
          <ul aria-labelledby="seasons-heading">
            {state.data.seasons.map((season) => (
              <SeasonItem
                key={season.id}
                season={season}
                plans={plans}
                onEdit={() => edit(season)}
                onRemove={() => void remove(season)}
              />
            ))}
          </ul>
        ))}
      <div role="alert">{problem && <ErrorText>{problem}</ErrorText>}</div>
      <SavedMessage>{saved}</SavedMessage>
      {plans.length > 0 && (
        <SeasonForm
          key={editing?.id ?? 'new'}
          plans={plans}
          editing={editing}
          onSaved={(message, id) => {
            setSaved(message)
            setProblem(null)
            if (editing) stopEditing(id)
            onChanged()
          }}
          onCancel={() => stopEditing(editing?.id)}
        />
      )}
    </RatesSection>
  )
}

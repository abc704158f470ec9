import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { Extra } from '../../../../domain/extras'
import { staffApi } from '../../api/staff-api'
import { useStaffData } from '../../api/use-staff-data'
import { LoadProblem } from '../../parts/load-problem'
import { ExtraForm, extraNameFieldId } from './extra-form'
import { ExtraItem, extraHeadingId } from './extra-item'
import { RatesSection, SavedMessage } from './rates-section'

/**
 * The extras catalogue: what guests may add to a booking and the desk to a stay, each at a
 * price for the stay, a night, a guest, a guest a night, or each. One is changed at a time, in
 * place; an extra is never removed, only taken off sale.
 */
export function ExtrasSection({ changes, onChanged }: { changes: number; onChanged: () => void }) {
  const { state, reload, replace } = useStaffData(String(changes), staffApi.extras)
  const [editing, setEditing] = useState<string | null>(null)
  const [saved, setSaved] = useState('')
  const extras = state.status === 'loaded' ? state.data.extras : []

  function startEditing(code: string) {
    setSaved('')
    flushSync(() => setEditing(code))
    document.getElementById(extraNameFieldId(code))?.focus()
  }

  function stopEditing(code: string) {
    // The form goes; focus returns to the extra it was for.
    flushSync(() => setEditing(null))
    document.getElementById(extraHeadingId(code))?.focus()
  }

  // The list shows what was saved at once; the reload that follows agrees with it.
  function onEdited(extra: Extra) {
    replace({ extras: extras.map((old) => (old.code === extra.code ? extra : old)) })
    setSaved(`Saved ${extra.name}.`)
    stopEditing(extra.code)
    onChanged()
  }

  function onAdded(extra: Extra) {
    replace({ extras: [...extras, extra] })
    setSaved(`Added the extra ${extra.name}.`)
    onChanged()
  }

  return (
    <RatesSection
      id="extras"
      title="Extras"
      intro="What guests may add when they book, and the desk to any stay. Prices apply to new bookings and charges."
    >
      {state.status === 'loading' && <p className="st:text-muted">Loading the extras…</p>}
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' &&
        (state.data.extras.length === 0 ? (
          <p className="st:text-muted">No extras yet.</p>
        ) : (
          <ul aria-labelledby="extras-heading">
            {state.data.extras.map((extra) => (
              <li
                key={extra.code}
                className="st:border-b st:border-sand-deep st:py-4 st:last:border-0"
              >
                {editing === extra.code ? (
                  <ExtraForm
                    editing={extra}
                    onSaved={onEdited}
                    onCancel={() => stopEditing(extra.code)}
                  />
                ) : (
                  <ExtraItem extra={extra} onEdit={() => startEditing(extra.code)} />
                )}
              </li>
            ))}
          </ul>
        ))}
      <SavedMessage>{saved}</SavedMessage>
      <ExtraForm onSaved={onAdded} />
    </RatesSection>
  )
}

import { useState, type FormEvent } from 'react'
import type { SeasonView } from '../../../../domain/staff-contract'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { ratesApi } from '../../api/rates-api'
import { rateChoicesFor, type RoomPlan } from './room-plans'
import {
  EMPTY_SEASON,
  SEASON_FIELDS,
  checkSeason,
  seasonDraftOf,
  seasonProblemsFrom,
  type SeasonField,
} from './season-draft'
import { useFormSend } from './use-form-send'

export const seasonFieldId = (field: SeasonField) => `season-${field}`

type SeasonFormProps = {
  plans: RoomPlan[]
  /** The season being edited, or null to add one. */
  editing: SeasonView | null
  onSaved: (message: string, id: number | undefined) => void
  onCancel: () => void
}

/** Adds a season, or replaces the one being edited (the API takes its id). */
export function SeasonForm({ plans, editing, onSaved, onCancel }: SeasonFormProps) {
  const [draft, setDraft] = useState(() => (editing ? seasonDraftOf(editing) : EMPTY_SEASON))
  const { problems, refusal, sending, send } = useFormSend(SEASON_FIELDS, seasonFieldId)
  const set = (field: SeasonField) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))
  const title = editing ? `Edit the season ${editing.name}` : 'Add a season'

  function setRoom(roomId: string) {
    const keepsRate = rateChoicesFor(plans, roomId).some((rate) => rate.code === draft.rate)
    setDraft((current) => ({ ...current, roomId, rate: keepsRate ? current.rate : '' }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const sent = await send(checkSeason(draft), ratesApi.saveSeason, seasonProblemsFrom)
    if (!sent) return
    if (!editing) setDraft(EMPTY_SEASON)
    onSaved(`${editing ? 'Saved' : 'Added'} the season ${sent.name}.`, sent.id)
  }

  const field = (name: SeasonField) => ({
    id: seasonFieldId(name),
    value: draft[name],
    onChange: set(name),
    error: problems[name],
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="season-form-heading"
      className="st:flex st:flex-col st:gap-4 st:border-t st:border-sand-deep st:pt-5"
    >
      <h3 id="season-form-heading" className="st:text-xl st:font-medium st:text-sea-deep">
        {title}
      </h3>
      <div className="st:grid st:gap-4 st:sm:grid-cols-2 st:lg:grid-cols-4">
        <TextField {...field('name')} label="Name" />
        <TextField {...field('firstNight')} label="First night" type="date" />
        <TextField {...field('lastNight')} label="Last night" type="date" />
        <TextField
          {...field('priority')}
          label="Priority"
          type="number"
          min="0"
          hint="Where seasons overlap, the higher wins."
        />
        <SelectField
          {...field('roomId')}
          label="Room"
          onChange={setRoom}
          options={[
            { value: '', label: 'All rooms' },
            ...plans.map((plan) => ({ value: String(plan.id), label: plan.name })),
          ]}
        />
        <SelectField
          {...field('rate')}
          label="Rate plan"
          options={[
            { value: '', label: 'All rate plans' },
            ...rateChoicesFor(plans, draft.roomId).map((rate) => ({
              value: rate.code,
              label: rate.label,
            })),
          ]}
        />
        <TextField
          {...field('price')}
          label="Price in pesos"
          required={false}
          inputMode="decimal"
          hint="A night, such as 3500."
        />
        <TextField
          {...field('percent')}
          label="Percent change"
          required={false}
          hint="Or a change from the base: 25 is 25% more."
        />
      </div>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div className="st:flex st:flex-wrap st:gap-3">
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          {editing ? 'Save season' : 'Add season'}
        </button>
        {editing && (
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            Cancel editing
          </button>
        )}
      </div>
    </form>
  )
}

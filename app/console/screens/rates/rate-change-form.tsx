import { useState, type FormEvent } from 'react'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import {
  RATE_CHANGE_FIELDS,
  checkRateChange,
  describeRateChange,
  emptyRateChange,
  rateChangeProblemsFrom,
  type RateChangeDraft,
} from './rate-change-draft'
import { ratesApi } from '../../api/rates-api'
import { RatesSection, SavedMessage } from './rates-section'
import { rateChoicesFor, type RoomPlan } from './room-plans'
import { useFormSend } from './use-form-send'

const fieldId = (field: keyof RateChangeDraft) => `rate-change-${field}`

const flagOptions = (closed: string) => [
  { value: 'keep', label: 'No change' },
  { value: 'closed', label: closed },
  { value: 'open', label: 'Open' },
]

type RateChangeFormProps = {
  plans: RoomPlan[]
  firstNight: string
  onChanged: () => void
}

/** One change to a room's nights: a price or a percentage, and the stay rules for arrivals. */
export function RateChangeForm({ plans, firstNight, onChanged }: RateChangeFormProps) {
  const [draft, setDraft] = useState(() => emptyRateChange(String(plans[0]?.id ?? ''), firstNight))
  const [saved, setSaved] = useState('')
  const { problems, refusal, sending, send } = useFormSend(RATE_CHANGE_FIELDS, fieldId)
  const set = (field: keyof RateChangeDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))
  const rates = rateChoicesFor(plans, draft.roomId)

  function setRoom(roomId: string) {
    // Another room may not sell the chosen plan: fall back to all of its plans.
    const keepsRate = rateChoicesFor(plans, roomId).some((rate) => rate.code === draft.rate)
    setDraft((current) => ({ ...current, roomId, rate: keepsRate ? current.rate : '' }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaved('')
    const sent = await send(checkRateChange(draft), ratesApi.change, rateChangeProblemsFrom)
    if (!sent) return
    setSaved(describeRateChange(sent, plans))
    onChanged()
  }

  const field = (name: keyof RateChangeDraft) => ({
    id: fieldId(name),
    value: draft[name],
    onChange: set(name),
    error: problems[name],
  })

  return (
    <RatesSection
      id="rate-change"
      title="Change a range"
      intro="From the first night to the last, both included. Leave a field empty to keep what is set."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="rate-change-heading"
        className="st:flex st:flex-col st:gap-5"
      >
        <div className="st:grid st:gap-4 st:sm:grid-cols-2 st:lg:grid-cols-4">
          <SelectField
            {...field('roomId')}
            label="Room"
            onChange={setRoom}
            options={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          />
          <SelectField
            {...field('rate')}
            label="Rate plan"
            options={[
              { value: '', label: 'All rate plans' },
              ...rates.map((rate) => ({ value: rate.code, label: rate.label })),
            ]}
          />
          <TextField {...field('firstNight')} label="First night" type="date" />
          <TextField {...field('lastNight')} label="Last night" type="date" />
        </div>
        <fieldset className="st:grid st:gap-4 st:sm:grid-cols-2">
          <legend className="st:mb-2 st:font-medium st:text-sea-deep">
            Price: a new price or a change in percent, not both
          </legend>
          <TextField
            {...field('price')}
            label="Price in pesos"
            required={false}
            inputMode="decimal"
            hint="A night for the room’s included guests, such as 2500."
          />
          <TextField
            {...field('percent')}
            label="Percent change"
            required={false}
            hint="From the base price: -20 is 20% less, 15 is 15% more."
          />
        </fieldset>
        <fieldset
          aria-describedby="rate-change-rules-hint"
          className="st:grid st:gap-4 st:sm:grid-cols-2 st:lg:grid-cols-4"
        >
          <legend className="st:font-medium st:text-sea-deep">Stay rules</legend>
          <p id="rate-change-rules-hint" className="st:text-sm st:text-muted st:sm:col-span-full">
            For stays arriving on these nights; closed to departure, for stays leaving on them.
          </p>
          <TextField
            {...field('minNights')}
            label="Minimum nights"
            type="number"
            min="1"
            optional
          />
          <TextField
            {...field('maxNights')}
            label="Maximum nights"
            type="number"
            min="1"
            optional
          />
          <SelectField
            {...field('closedToArrival')}
            label="Closed to arrival"
            options={flagOptions('Closed: no stay may begin')}
          />
          <SelectField
            {...field('closedToDeparture')}
            label="Closed to departure"
            options={flagOptions('Closed: no stay may end')}
          />
        </fieldset>
        <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
        <div>
          <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
            Apply change
          </button>
        </div>
        <SavedMessage>{saved}</SavedMessage>
      </form>
    </RatesSection>
  )
}

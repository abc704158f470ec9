import { useState, type FormEvent } from 'react'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { TextField } from '../../ui/text-field'
import {
  EMPTY_PROMO,
  PROMO_FIELDS,
  checkPromo,
  promoProblemsFrom,
  type PromoDraft,
  type PromoField,
} from './promo-draft'
import { ratesApi } from '../../api/rates-api'
import type { RoomPlan } from './room-plans'
import { useFormSend } from './use-form-send'

const fieldId = (field: PromoField) => `promo-${field}`

type TextPromoField = Exclude<PromoField, 'roomIds'>

/** Adds a promo code; every limit left empty is no limit. */
export function PromoForm({
  plans,
  onAdded,
}: {
  plans: RoomPlan[]
  onAdded: (message: string) => void
}) {
  const [draft, setDraft] = useState<PromoDraft>(EMPTY_PROMO)
  const { problems, refusal, sending, send } = useFormSend(PROMO_FIELDS, fieldId)
  const roomsError = problems.roomIds

  function toggleRoom(id: string, checked: boolean) {
    setDraft((current) => ({
      ...current,
      roomIds: checked
        ? [...current.roomIds, id]
        : current.roomIds.filter((candidate) => candidate !== id),
    }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const sent = await send(checkPromo(draft), ratesApi.addPromo, promoProblemsFrom)
    if (!sent) return
    setDraft(EMPTY_PROMO)
    onAdded(`Added the promo code ${sent.code}.`)
  }

  const field = (name: TextPromoField) => ({
    id: fieldId(name),
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    error: problems[name],
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="promo-form-heading"
      className="st:flex st:flex-col st:gap-4 st:border-t st:border-sand-deep st:pt-5"
    >
      <h3 id="promo-form-heading" className="st:text-xl st:font-medium st:text-sea-deep">
        Add a promo code
      </h3>
      <div className="st:grid st:gap-4 st:sm:grid-cols-2 st:lg:grid-cols-3">
        <TextField
          {...field('code')}
          label="Code"
          hint="Letters, digits and dashes, such as RAINY-20."
        />
        <TextField
          {...field('percentOff')}
          label="Percent off"
          required={false}
          inputMode="decimal"
          hint="Of the room total, such as 20."
        />
        <TextField
          {...field('amountOff')}
          label="Amount off in pesos"
          required={false}
          inputMode="decimal"
          hint="Or a fixed amount, such as 500."
        />
        <TextField {...field('stayFrom')} label="Stays from" type="date" optional />
        <TextField {...field('stayTo')} label="Stays until (last night)" type="date" optional />
        <TextField {...field('minNights')} label="Minimum nights" type="number" min="1" optional />
        <TextField {...field('bookFrom')} label="Booked from" type="date" optional />
        <TextField {...field('bookTo')} label="Booked until" type="date" optional />
        <TextField
          {...field('maxUses')}
          label="Maximum uses"
          type="number"
          min="1"
          optional
          hint="Empty for no limit."
        />
      </div>
      <fieldset aria-describedby={roomsError ? 'promo-roomIds-error' : 'promo-roomIds-hint'}>
        <legend className="st:text-sm st:font-medium st:text-sea-deep">
          Rooms <span className="st:font-normal st:text-muted">(optional)</span>
        </legend>
        <p id="promo-roomIds-hint" className="st:text-sm st:text-muted">
          None ticked: the code is for every room.
        </p>
        <div className="st:flex st:flex-wrap st:gap-x-6">
          {plans.map((plan, index) => (
            <label key={plan.id} className="st:flex st:min-h-11 st:items-center st:gap-2">
              <input
                type="checkbox"
                // The first box takes focus when the API refuses the rooms.
                id={index === 0 ? fieldId('roomIds') : undefined}
                checked={draft.roomIds.includes(String(plan.id))}
                onChange={(event) => toggleRoom(String(plan.id), event.target.checked)}
                className="st:size-5 st:accent-accent"
              />
              {plan.name}
            </label>
          ))}
        </div>
        {roomsError && <ErrorText id="promo-roomIds-error">{roomsError}</ErrorText>}
      </fieldset>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Add promo code
        </button>
      </div>
    </form>
  )
}

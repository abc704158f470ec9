import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide'
import type { WeekdayPrice } from '../../../../domain/pricing'
import { Icon } from '../../../components/icon'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { ratesApi } from '../../api/rates-api'
import { SavedMessage } from './rates-section'
import type { RoomPlan } from './room-plans'
import { useDraftLines } from './use-draft-lines'
import { useFormSend } from './use-form-send'
import { WeekdayLine } from './weekday-line'
import {
  checkWeekdays,
  newWeekdayDraft,
  weekdayDraftsOf,
  weekdayFieldId,
  weekdayFieldOrder,
  weekdayProblemsFrom,
} from './weekdays-draft'

type WeekdaysFormProps = { weekdays: WeekdayPrice[]; plans: RoomPlan[]; onSaved: () => void }

/** The whole list of weekday prices, edited in place and saved at once. */
export function WeekdaysForm({ weekdays, plans, onSaved }: WeekdaysFormProps) {
  const { lines, setLines, add, remove } = useDraftLines({
    initial: () => weekdayDraftsOf(weekdays),
    newLine: newWeekdayDraft,
    firstFieldId: (key) => weekdayFieldId(key, 'days'),
    addButtonId: 'weekdays-add',
  })
  const [saved, setSaved] = useState('')
  const { problems, refusal, sending, send } = useFormSend(weekdayFieldOrder(lines), (id) => id)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSaved('')
    const sent = await send(checkWeekdays(lines), ratesApi.saveWeekdays, (fields) =>
      weekdayProblemsFrom(fields, lines),
    )
    if (!sent) return
    setSaved(
      sent.length === 1
        ? 'Saved 1 line of weekday prices.'
        : `Saved ${sent.length} lines of weekday prices.`,
    )
    onSaved()
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="weekdays-heading"
      className="st:flex st:flex-col st:gap-4"
    >
      {lines.length === 0 && (
        <p className="st:text-muted">No weekday prices: no night of the week is priced apart.</p>
      )}
      {lines.map((line, index) => (
        <WeekdayLine
          key={line.key}
          line={line}
          number={index + 1}
          plans={plans}
          problems={problems}
          onChange={(changed) =>
            setLines((current) =>
              current.map((candidate) => (candidate.key === line.key ? changed : candidate)),
            )
          }
          onRemove={() => remove(index)}
        />
      ))}
      <div>
        <button id="weekdays-add" type="button" onClick={add} className={SECONDARY_BUTTON}>
          <Icon node={Plus} className="st:size-4" />
          Add a line
        </button>
      </div>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Save weekday prices
        </button>
      </div>
      <SavedMessage>{saved}</SavedMessage>
    </form>
  )
}

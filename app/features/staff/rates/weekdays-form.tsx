import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { Plus } from 'lucide'
import type { WeekdayPrice } from '../../../../domain/pricing'
import { Icon } from '../../../components/icon'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../button-styles'
import { ErrorText } from '../field-parts'
import { ratesApi } from './rates-api'
import { SavedMessage } from './rates-section'
import type { RoomPlan } from './room-plans'
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
  const [lines, setLines] = useState(() => weekdayDraftsOf(weekdays))
  const [saved, setSaved] = useState('')
  const { problems, refusal, sending, send } = useFormSend(weekdayFieldOrder(lines), (id) => id)

  function add() {
    const line = newWeekdayDraft(lines)
    flushSync(() => setLines((current) => [...current, line]))
    document.getElementById(weekdayFieldId(line.key, 'days'))?.focus()
  }

  function remove(index: number) {
    const next = lines[index + 1] ?? lines[index - 1]
    flushSync(() => setLines((current) => current.filter((_, at) => at !== index)))
    // The line's own button is gone: focus its neighbour's first night, or the button that adds one.
    document.getElementById(next ? weekdayFieldId(next.key, 'days') : 'weekdays-add')?.focus()
  }

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

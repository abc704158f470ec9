import { DANGER_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import { rateChoicesFor, type RoomPlan } from './room-plans'
import {
  WEEKDAYS,
  weekdayFieldId,
  withDay,
  type WeekdayDraft,
  type WeekdayField,
  type WeekdayProblems,
} from './weekdays-draft'

type WeekdayLineProps = {
  line: WeekdayDraft
  number: number
  plans: RoomPlan[]
  problems: WeekdayProblems
  onChange: (line: WeekdayDraft) => void
  onRemove: () => void
}

/** One weekday price: the nights of the week it covers, its room and rate plan, its price. */
export function WeekdayLine({
  line,
  number,
  plans,
  problems,
  onChange,
  onRemove,
}: WeekdayLineProps) {
  const id = (field: WeekdayField) => weekdayFieldId(line.key, field)
  const daysError = problems[id('days')]

  function setRoom(roomId: string) {
    // A plan the new room does not sell would cover nothing: back to every plan.
    const keepsRate = rateChoicesFor(plans, roomId).some((rate) => rate.code === line.rate)
    onChange({ ...line, roomId, rate: keepsRate ? line.rate : '' })
  }

  return (
    <fieldset className="st:grid st:gap-4 st:border st:border-sand-deep st:p-4 st:sm:grid-cols-2 st:lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] st:lg:items-start">
      <legend className="st:px-1 st:text-sm st:font-medium st:text-sea-deep">Line {number}</legend>
      <fieldset
        aria-describedby={daysError ? `${id('days')}-error` : undefined}
        className="st:sm:col-span-2 st:lg:col-span-5"
      >
        <legend className="st:text-sm st:font-medium st:text-sea-deep">Nights</legend>
        <div className="st:flex st:flex-wrap st:gap-x-5">
          {WEEKDAYS.map(({ day, name }, index) => (
            <label key={day} className="st:flex st:min-h-11 st:items-center st:gap-2">
              <input
                type="checkbox"
                // The first box takes focus when no night is ticked.
                id={index === 0 ? id('days') : undefined}
                checked={line.days.includes(day)}
                onChange={(event) => onChange(withDay(line, day, event.target.checked))}
                className="st:size-5 st:accent-accent"
              />
              {name}
            </label>
          ))}
        </div>
        {daysError && <ErrorText id={`${id('days')}-error`}>{daysError}</ErrorText>}
      </fieldset>
      <SelectField
        id={id('roomId')}
        label="Room"
        value={line.roomId}
        options={[
          { value: '', label: 'All rooms' },
          ...plans.map((plan) => ({ value: String(plan.id), label: plan.name })),
        ]}
        onChange={setRoom}
        error={problems[id('roomId')]}
      />
      <SelectField
        id={id('rate')}
        label="Rate plan"
        value={line.rate}
        options={[
          { value: '', label: 'All rate plans' },
          ...rateChoicesFor(plans, line.roomId).map((rate) => ({
            value: rate.code,
            label: rate.label,
          })),
        ]}
        onChange={(rate) => onChange({ ...line, rate })}
        error={problems[id('rate')]}
      />
      <TextField
        id={id('price')}
        label="Price in pesos"
        value={line.price}
        required={false}
        inputMode="decimal"
        hint="A night, such as 3500."
        onChange={(price) => onChange({ ...line, price })}
        error={problems[id('price')]}
      />
      <TextField
        id={id('percent')}
        label="Percent change"
        value={line.percent}
        required={false}
        hint="Or a change from the base: 10 is 10% more."
        onChange={(percent) => onChange({ ...line, percent })}
        error={problems[id('percent')]}
      />
      <div className="st:lg:mt-7">
        <button type="button" onClick={onRemove} className={DANGER_BUTTON}>
          Remove<span className="st:sr-only"> line {number}</span>
        </button>
      </div>
    </fieldset>
  )
}

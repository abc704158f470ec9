import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { CalendarRoom } from '../../../../domain/staff-contract'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import {
  INVENTORY_FIELDS,
  checkInventoryDraft,
  describeInventoryChange,
  inventoryProblemsFrom,
  type InventoryAction,
  type InventoryDraft,
  type InventoryProblems,
} from './inventory-draft'
import { SelectField } from '../../ui/select-field'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'

const ACTIONS: { value: InventoryAction; label: string }[] = [
  { value: 'close', label: 'Close nights' },
  { value: 'open', label: 'Reopen nights' },
  { value: 'units', label: 'Set units' },
]

type InventoryFormProps = {
  rooms: CalendarRoom[]
  firstNight: string
  onChanged: (message: string) => void
}

/**
 * Closes or reopens a room's nights, or sets how many units they have. The API refuses units
 * below what is already booked (409); its words are shown at the Units field.
 */
export function InventoryForm({ rooms, firstNight, onChanged }: InventoryFormProps) {
  const call = useStaffCall()
  const [draft, setDraft] = useState<InventoryDraft>({
    roomId: rooms[0] ? String(rooms[0].id) : '',
    firstNight,
    lastNight: firstNight,
    action: 'close',
    units: '',
  })
  const [problems, setProblems] = useState<InventoryProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const set = (field: keyof InventoryDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }))

  function showProblems(found: InventoryProblems) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = INVENTORY_FIELDS.find((field) => found[field] !== undefined)
    if (first) document.getElementById(`inventory-${first}`)?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setRefusal(null)
    const checked = checkInventoryDraft(draft)
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    setSaving(true)
    const result = await call(staffApi.changeInventory(checked.change))
    setSaving(false)
    if (result.ok) {
      const room = rooms.find((candidate) => candidate.id === checked.change.roomId)
      return onChanged(describeInventoryChange(checked.change, room?.name ?? 'the room'))
    }
    const found = inventoryProblemsFrom(result.problem.fields)
    if (Object.keys(found).length > 0) return showProblems(found)
    setRefusal(describeProblem(result.problem))
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="inventory-heading"
      className="st:flex st:flex-col st:gap-5 st:bg-white st:p-5 st:md:p-6"
    >
      <div>
        <h2 id="inventory-heading" className="st:font-display st:text-3xl st:text-sea-deep">
          Change nights
        </h2>
        <p className="st:mt-1 st:text-muted">
          From the first night to the last, both included. Booked rooms are never affected.
        </p>
      </div>
      <div className="st:grid st:gap-4 st:sm:grid-cols-3">
        <SelectField
          id="inventory-roomId"
          label="Room"
          value={draft.roomId}
          options={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
          onChange={set('roomId')}
          error={problems.roomId}
        />
        <TextField
          id="inventory-firstNight"
          label="First night"
          type="date"
          value={draft.firstNight}
          onChange={set('firstNight')}
          error={problems.firstNight}
        />
        <TextField
          id="inventory-lastNight"
          label="Last night"
          type="date"
          value={draft.lastNight}
          onChange={set('lastNight')}
          error={problems.lastNight}
        />
      </div>
      <div className="st:grid st:gap-4 st:sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] st:sm:items-start">
        <fieldset>
          <legend className="st:mb-1.5 st:text-sm st:font-medium st:text-sea-deep">Change</legend>
          <div className="st:flex st:flex-wrap st:gap-x-6 st:gap-y-2">
            {ACTIONS.map((action) => (
              <label key={action.value} className="st:flex st:min-h-11 st:items-center st:gap-2">
                <input
                  type="radio"
                  name="inventory-action"
                  value={action.value}
                  checked={draft.action === action.value}
                  onChange={() => set('action')(action.value)}
                  className="st:size-5 st:accent-accent"
                />
                {action.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          id="inventory-units"
          label="Units"
          type="number"
          min="0"
          required={draft.action === 'units'}
          hint="Rooms of this kind to sell on those nights; used with Set units."
          value={draft.units}
          onChange={set('units')}
          error={problems.units}
        />
      </div>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={saving} className={PRIMARY_BUTTON}>
          Apply change
        </button>
      </div>
    </form>
  )
}

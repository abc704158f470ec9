import { useState, type FormEvent } from 'react'
import type { Extra } from '../../../../domain/extras'
import { staffApi } from '../../api/staff-api'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { TextField } from '../../ui/text-field'
import {
  BASIS_OPTIONS,
  EMPTY_EXTRA,
  EXTRA_FIELDS,
  checkExtraDraft,
  draftOf,
  extraProblemsFrom,
  type ExtraDraft,
  type ExtraField,
} from './extra-draft'
import { useFormSend } from './use-form-send'

// Codes hold no '_': ids joined by it never meet another extra's.
const extraFormKey = (code: string) => `extra-form_${code}`

/** The field an edit starts in. */
export const extraNameFieldId = (code: string) => `${extraFormKey(code)}_name`

type ExtraFormProps =
  | { editing?: undefined; onSaved: (extra: Extra) => void; onCancel?: undefined }
  | { editing: Extra; onSaved: (extra: Extra) => void; onCancel: () => void }

/**
 * Adds an extra, or with `editing` changes one: its name, price, what the price is for, and
 * whom it is sold to. A code is chosen once, when the extra is added.
 */
export function ExtraForm({ editing, onSaved, onCancel }: ExtraFormProps) {
  const key = editing ? extraFormKey(editing.code) : 'extra-form'
  const fieldId = (field: ExtraField | 'online' | 'active') => `${key}_${field}`
  const [draft, setDraft] = useState<ExtraDraft>(editing ? draftOf(editing) : EMPTY_EXTRA)
  const { problems, refusal, sending, send } = useFormSend(EXTRA_FIELDS, fieldId)
  const headingId = `${key}_heading`

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const sent = await send(
      checkExtraDraft(draft),
      ({ code, ...update }: Extra) =>
        editing ? staffApi.updateExtra(code, update) : staffApi.createExtra({ code, ...update }),
      extraProblemsFrom,
    )
    if (!sent) return
    if (!editing) setDraft(EMPTY_EXTRA)
    onSaved(sent)
  }

  const text = (name: 'code' | 'name' | 'price') => ({
    id: fieldId(name),
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    error: problems[name],
  })
  const flag = (name: 'online' | 'active', label: string) => (
    <label className="st:flex st:min-h-11 st:items-center st:gap-2">
      <input
        type="checkbox"
        id={fieldId(name)}
        checked={draft[name]}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.checked }))}
        className="st:size-5 st:accent-accent"
      />
      {label}
    </label>
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className={`st:flex st:flex-col st:gap-4 ${editing ? 'st:bg-sand st:p-4' : 'st:border-t st:border-sand-deep st:pt-5'}`}
    >
      <h3 id={headingId} className="st:text-xl st:font-medium st:text-sea-deep">
        {editing ? `Change ${editing.name}` : 'Add an extra'}
      </h3>
      <div className="st:grid st:gap-4 st:sm:grid-cols-2 st:lg:grid-cols-4">
        {!editing && (
          <TextField
            {...text('code')}
            label="Code"
            hint="Lower case letters, digits and dashes, such as sunset-cruise. It never changes."
          />
        )}
        <TextField {...text('name')} label="Name" hint="As guests and the folio read it." />
        <TextField {...text('price')} label="Price in pesos" inputMode="decimal" />
        <SelectField
          id={fieldId('basis')}
          label="Price for"
          value={draft.basis}
          options={BASIS_OPTIONS}
          onChange={(basis) =>
            setDraft((current) => ({ ...current, basis: basis as ExtraDraft['basis'] }))
          }
          error={problems.basis}
        />
      </div>
      <div className="st:flex st:flex-wrap st:gap-x-6">
        {flag('online', 'Guests may add it when they book')}
        {flag('active', 'On sale (unticked, nobody can buy it)')}
      </div>
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div className="st:flex st:flex-wrap st:gap-3">
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          {editing ? 'Save changes' : 'Add extra'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            Cancel
          </button>
        )}
      </div>
    </form>
  )
}

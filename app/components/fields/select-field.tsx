import { fieldAria } from './field-aria'
import type { FieldLook } from './field-look'
import { FieldLabel, FieldMessages } from './field-parts'

type SelectFieldProps = {
  look: FieldLook
  id: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  error?: string
  hint?: string
  /** A problem shown elsewhere that also concerns this field (e.g. sold out, for the dates). */
  sharedProblemId?: string
}

/** A labelled native <select>: the platform's own keyboard and screen-reader support. */
export function SelectField({
  look,
  id,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  sharedProblemId,
}: SelectFieldProps) {
  return (
    <div>
      <FieldLabel look={look} htmlFor={id}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={look.control}
        {...fieldAria(id, error, hint, sharedProblemId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages look={look} id={id} hint={hint} error={error} />
    </div>
  )
}

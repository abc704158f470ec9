import { CONTROL_CLASS, FieldLabel, FieldMessages, fieldAria } from './field-parts'

type SelectFieldProps = {
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
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={CONTROL_CLASS}
        {...fieldAria(id, error, hint, sharedProblemId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

import { CONTROL_CLASS, FieldLabel, FieldMessages, fieldAria } from './field-parts'

type TextFieldProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  /** A problem shown elsewhere that also concerns this field (e.g. sold out, for the dates). */
  sharedProblemId?: string
  /** Says '(optional)' after the label; the others are required. */
  optional?: boolean
  /** Needed now (default); false for a field another choice makes needless. */
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'search' | 'url'
  multiline?: boolean
  autoComplete?: string
  /** The keyboard a phone shows: 'decimal' for amounts typed as text. */
  inputMode?: 'text' | 'decimal' | 'numeric'
  min?: string
  max?: string
}

/** A labelled input or textarea, its hint and its error tied to it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  sharedProblemId,
  optional,
  required = true,
  type = 'text',
  multiline,
  autoComplete,
  inputMode,
  min,
  max,
}: TextFieldProps) {
  const shared = {
    id,
    name: id,
    value,
    className: CONTROL_CLASS,
    'aria-required': required && !optional ? true : undefined,
    ...fieldAria(id, error, hint, sharedProblemId),
  }
  return (
    <div>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea rows={3} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          {...shared}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

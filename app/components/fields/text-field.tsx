import type { ChangeEvent } from 'react'
import { fieldAria } from './field-aria'
import type { FieldLook } from './field-look'
import { FieldLabel, FieldMessages } from './field-parts'

type TextFieldProps = {
  look: FieldLook
  /** The control's id: its hint's and error's ids derive from it; a form focuses a field by it. */
  id: string
  /** The id unless given. */
  name?: string
  label: string
  error?: string
  hint?: string
  /** A problem shown elsewhere that also concerns this field (e.g. sold out, for the dates). */
  sharedProblemId?: string
  /** Says '(optional)', or the words given, after the label. */
  optional?: boolean | string
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'search' | 'url'
  multiline?: boolean
  autoComplete?: string
  /** The keyboard a phone shows: 'decimal' for amounts typed as text. */
  inputMode?: 'text' | 'decimal' | 'numeric'
  min?: string
  max?: string
} & (
  | { value: string; onChange: (value: string) => void; defaultValue?: never }
  /**
   * Left to the browser, read from the form at submit: what is typed before the app takes over
   * stays through hydration, and a new defaultValue shows only in a field not typed in.
   */
  | { defaultValue: string; value?: never; onChange?: never }
)

/** A labelled input or textarea, its hint and its error tied to it. */
export function TextField({
  look,
  id,
  name = id,
  label,
  error,
  hint,
  sharedProblemId,
  optional,
  required,
  type,
  multiline,
  autoComplete,
  inputMode,
  min,
  max,
  value,
  defaultValue,
  onChange,
}: TextFieldProps) {
  const shared = {
    id,
    name,
    value,
    defaultValue,
    onChange:
      onChange &&
      ((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(event.target.value)),
    className: look.control,
    'aria-required': required && !optional ? true : undefined,
    ...fieldAria(id, error, hint, sharedProblemId),
  }
  return (
    <div>
      <FieldLabel look={look} htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea rows={look.rows} {...shared} />
      ) : (
        <input
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          max={max}
          {...shared}
        />
      )}
      <FieldMessages look={look} id={id} hint={hint} error={error} />
    </div>
  )
}

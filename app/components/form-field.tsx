import { CircleAlert } from 'lucide'
import type { ChangeEvent } from 'react'
import { Icon } from './icon'

type FormFieldProps = {
  /** The input's id; its error's id is derived from it, and a form focuses a field by it. */
  id: string
  label: string
  name: string
  error?: string
  hint?: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  required?: boolean
  multiline?: boolean
} & (
  | { value: string; onChange: (value: string) => void }
  /**
   * Left to the browser, read from the form at submit: what is typed before the app takes over
   * stays through hydration, and a new defaultValue shows only in a field not typed in.
   */
  | { defaultValue: string; value?: never; onChange?: never }
)

/**
 * A labelled text field whose error is shown beneath it in words, tied to it with
 * aria-describedby and aria-invalid, so a screen reader reads it on focus.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  multiline,
  required,
  onChange,
  ...input
}: FormFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    ...input,
    onChange:
      onChange &&
      ((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(event.target.value)),
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    className:
      'w-full border border-muted/70 bg-white px-4 py-3 text-ink aria-invalid:border-2 aria-invalid:border-danger',
  }

  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm tracking-[0.2em] text-sea-deep uppercase">
        {label}
        {!required && <span className="tracking-normal normal-case text-muted"> (optional)</span>}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input {...shared} />}
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-2 text-danger">
          <Icon node={CircleAlert} className="mt-0.5 size-5 shrink-0" />
          {error}
        </p>
      )}
    </div>
  )
}

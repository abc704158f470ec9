import type { FieldLook } from './fields/field-look'
import { TextField } from './fields/text-field'

const GUEST_FIELD_LOOK: FieldLook = {
  label: 'mb-2 block text-sm tracking-[0.2em] text-sea-deep uppercase',
  optional: 'tracking-normal normal-case text-muted',
  control:
    'w-full border border-muted/70 bg-white px-4 py-3 text-ink aria-invalid:border-2 aria-invalid:border-danger',
  hint: 'mt-2 text-sm text-muted',
  error: 'mt-2 flex items-start gap-2 text-danger',
  errorIcon: 'mt-0.5 size-5 shrink-0',
  rows: 4,
}

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
  /** What a field not required says after its label, in the page's language. */
  optionalWords?: string
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
 * A guest form's labelled text field: what is not required says '(optional)'. Its error is
 * shown beneath it in words, tied to it with aria-describedby and aria-invalid, so a screen
 * reader reads it on focus.
 */
export function FormField({ optionalWords = '(optional)', ...props }: FormFieldProps) {
  return (
    <TextField look={GUEST_FIELD_LOOK} optional={!props.required && optionalWords} {...props} />
  )
}

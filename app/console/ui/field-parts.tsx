import type { ReactNode } from 'react'
import * as kit from '../../components/fields/field-parts'
import type { FieldLook } from '../../components/fields/field-look'

/**
 * The console's look for the fields the guest forms share (components/fields): a label, the
 * hint and error beneath, and the ARIA that ties them to the control. Its classes stay in this
 * folder, where staff.css finds them.
 */
export const FIELD_LOOK: FieldLook = {
  label: 'st:mb-1.5 st:block st:text-sm st:font-medium st:text-sea-deep',
  optional: 'st:font-normal st:text-muted',
  control:
    'st:w-full st:border st:border-muted/50 st:bg-white st:px-3 st:py-2.5 st:text-ink st:aria-invalid:border-2 st:aria-invalid:border-danger',
  hint: 'st:mt-1.5 st:text-sm st:text-muted',
  error: 'st:mt-1.5 st:flex st:items-start st:gap-2 st:text-sm st:text-danger',
  errorIcon: 'st:mt-0.5 st:size-4 st:shrink-0',
  rows: 3,
}

export const CONTROL_CLASS = FIELD_LOOK.control

export { fieldAria } from '../../components/fields/field-aria'

export function FieldLabel(props: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  return <kit.FieldLabel look={FIELD_LOOK} {...props} />
}

export function FieldMessages(props: { id: string; hint?: string; error?: string }) {
  return <kit.FieldMessages look={FIELD_LOOK} {...props} />
}

export function ErrorText(props: { id?: string; children: ReactNode }) {
  return <kit.ErrorText look={FIELD_LOOK} {...props} />
}

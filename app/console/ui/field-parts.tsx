import { CircleAlert } from 'lucide'
import type { ReactNode } from 'react'
import { Icon } from '../../components/icon'

/**
 * The pieces of a labelled field, shared by every staff form: a label, the hint and error
 * beneath, and the ARIA that ties them to the control, so a screen reader reads the error
 * when the field takes focus.
 */

export const CONTROL_CLASS =
  'st:w-full st:border st:border-muted/50 st:bg-white st:px-3 st:py-2.5 st:text-ink st:aria-invalid:border-2 st:aria-invalid:border-danger'

export function fieldAria(id: string, error?: string, hint?: string, sharedProblemId?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, sharedProblemId]
    .filter(Boolean)
    .join(' ')
  return {
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error || sharedProblemId ? true : undefined,
  }
}

export function FieldLabel({
  htmlFor,
  optional,
  children,
}: {
  htmlFor: string
  optional?: boolean
  children: ReactNode
}) {
  return (
    <label
      htmlFor={htmlFor}
      className="st:mb-1.5 st:block st:text-sm st:font-medium st:text-sea-deep"
    >
      {children}
      {optional && <span className="st:font-normal st:text-muted"> (optional)</span>}
    </label>
  )
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="st:mt-1.5 st:text-sm st:text-muted">
          {hint}
        </p>
      )}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </>
  )
}

export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="st:mt-1.5 st:flex st:items-start st:gap-2 st:text-sm st:text-danger">
      <Icon node={CircleAlert} className="st:mt-0.5 st:size-4 st:shrink-0" />
      <span>{children}</span>
    </p>
  )
}

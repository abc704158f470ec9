import { CircleAlert } from 'lucide'
import type { ReactNode } from 'react'
import { Icon } from '../icon'
import type { FieldLook } from './field-look'

export function FieldLabel({
  look,
  htmlFor,
  optional,
  children,
}: {
  look: FieldLook
  htmlFor: string
  /** Says '(optional)' after the label, or these words of a guest page in another language. */
  optional?: boolean | string
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={look.label}>
      {children}
      {optional && (
        <span className={look.optional}> {optional === true ? '(optional)' : optional}</span>
      )}
    </label>
  )
}

/** The hint and the error beneath a control, with the ids fieldAria points at. */
export function FieldMessages({
  look,
  id,
  hint,
  error,
}: {
  look: FieldLook
  id: string
  hint?: string
  error?: string
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <ErrorText look={look} id={`${id}-error`}>
          {error}
        </ErrorText>
      )}
    </>
  )
}

export function ErrorText({
  look,
  id,
  children,
}: {
  look: FieldLook
  id?: string
  children: ReactNode
}) {
  return (
    <p id={id} className={look.error}>
      <Icon node={CircleAlert} className={look.errorIcon} />
      <span>{children}</span>
    </p>
  )
}

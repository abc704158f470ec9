import type { FormEvent, ReactNode } from 'react'
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-styles'
import { ErrorText } from './field-parts'
import { useModal } from './use-modal'

export type DialogTone = 'primary' | 'danger'

type DialogFormProps = {
  open: boolean
  /** Prefix of the ids inside: its title is `${id}-title`. */
  id: string
  title: ReactNode
  /** The id of what the dialog says, read with its title when it opens. */
  describedBy?: string
  /** The confirming button: 'Remove calendar', 'Decline request'. */
  confirmLabel: string
  /** 'primary' for an action that takes nothing away ('Check in', 'Add note'); danger by default. */
  tone?: DialogTone
  /** The API's refusal in words, announced where the buttons are. */
  refusal: string | null
  sending: boolean
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}

/** The console's modal <dialog> around a form that confirms an action, or goes back. */
export function DialogForm({
  open,
  id,
  title,
  describedBy,
  confirmLabel,
  tone = 'danger',
  refusal,
  sending,
  onClose,
  onSubmit,
  children,
}: DialogFormProps) {
  const dialogRef = useModal(open)
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      onClose={onClose}
      className="st:m-auto st:w-[min(32rem,calc(100vw-2rem))] st:bg-white st:p-0 st:text-ink st:shadow-2xl st:backdrop:bg-ink/60"
    >
      <form noValidate onSubmit={onSubmit} className="st:flex st:flex-col st:gap-4 st:p-6">
        <h2 id={`${id}-title`} className="st:font-display st:text-3xl st:text-sea-deep">
          {title}
        </h2>
        {children}
        <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
        <div className="st:flex st:flex-wrap st:justify-end st:gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Go back
          </button>
          <button
            type="submit"
            aria-disabled={sending}
            className={tone === 'primary' ? PRIMARY_BUTTON : DANGER_BUTTON}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}

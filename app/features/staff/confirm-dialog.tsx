import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DANGER_BUTTON, SECONDARY_BUTTON } from './button-styles'
import { ErrorText } from './field-parts'
import { useModal } from './use-modal'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  /** What happens, in words, read with the title when the dialog opens. */
  children: ReactNode
  /** The confirming button: 'Remove calendar', 'Rotate link'. */
  confirmLabel: string
  onClose: () => void
  /** Does it; resolves to the refusal in words, or null when it went through. */
  onConfirm: () => Promise<string | null>
}

/** Asks before an action that cannot be undone, saying what it will do, in a modal <dialog>. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const dialogRef = useModal(open)
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  function close() {
    // Opened again later, it starts without the last refusal.
    setRefusal(null)
    onClose()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    setSending(true)
    setRefusal(await onConfirm())
    setSending(false)
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onClose={close}
      className="st:m-auto st:w-[min(32rem,calc(100vw-2rem))] st:bg-white st:p-0 st:text-ink st:shadow-2xl st:backdrop:bg-ink/60"
    >
      <form noValidate onSubmit={onSubmit} className="st:flex st:flex-col st:gap-4 st:p-6">
        <h2 id={`${id}-title`} className="st:font-display st:text-3xl st:text-sea-deep">
          {title}
        </h2>
        <div id={`${id}-what`} className="st:flex st:flex-col st:gap-2">
          {children}
        </div>
        <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
        <div className="st:flex st:flex-wrap st:justify-end st:gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={close}>
            Go back
          </button>
          <button type="submit" aria-disabled={sending} className={DANGER_BUTTON}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}

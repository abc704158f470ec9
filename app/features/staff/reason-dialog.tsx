import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { DANGER_BUTTON, SECONDARY_BUTTON } from './button-styles'
import { CONTROL_CLASS, ErrorText, FieldLabel, FieldMessages, fieldAria } from './field-parts'
import { checkReason } from './form-checks'

type ReasonDialogProps = {
  open: boolean
  title: ReactNode
  /** The confirming button: 'Decline request', 'Cancel reservation'. */
  confirmLabel: string
  /** Whether the guest gave an email to receive the reason at. */
  guestEmailed: boolean
  onClose: () => void
  /** Sends the decision; resolves to the refusal in words, or null when it went through. */
  onConfirm: (reason: string) => Promise<string | null>
}

/**
 * Asks for the reason of a decline or a cancellation, which the guest receives by email, in a
 * modal <dialog>: the browser keeps focus inside it, Escape closes it, and focus goes back to
 * the button that opened it.
 */
export function ReasonDialog({
  open,
  title,
  confirmLabel,
  guestEmailed,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  const hint = guestEmailed
    ? 'The guest receives this reason by email.'
    : 'This guest gave no email: the reason stays with the reservation. Tell them by phone.'

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkReason(reason)
    if ('problem' in checked) {
      setProblem(checked.problem)
      document.getElementById(`${id}-reason`)?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const refused = await onConfirm(checked.reason)
    setSending(false)
    if (refused) setRefusal(refused)
    else setReason('')
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="st:m-auto st:w-[min(32rem,calc(100vw-2rem))] st:bg-white st:p-0 st:text-ink st:shadow-2xl st:backdrop:bg-ink/60"
    >
      <form noValidate onSubmit={onSubmit} className="st:flex st:flex-col st:gap-4 st:p-6">
        <h2 id={`${id}-title`} className="st:font-display st:text-3xl st:text-sea-deep">
          {title}
        </h2>
        <div>
          <FieldLabel htmlFor={`${id}-reason`}>Reason</FieldLabel>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={4}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={CONTROL_CLASS}
            {...fieldAria(`${id}-reason`, problem ?? undefined, hint)}
          />
          <FieldMessages id={`${id}-reason`} hint={hint} error={problem ?? undefined} />
        </div>
        <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
        <div className="st:flex st:flex-wrap st:justify-end st:gap-3">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
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

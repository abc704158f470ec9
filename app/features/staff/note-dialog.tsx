import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DANGER_BUTTON, SECONDARY_BUTTON } from './button-styles'
import { CONTROL_CLASS, ErrorText, FieldLabel, FieldMessages, fieldAria } from './field-parts'
import { useModal } from './use-modal'

export type NoteDialogProps = {
  open: boolean
  title: ReactNode
  /** The field's label: 'Reason', 'What was done'. */
  label: string
  hint: string
  /** The confirming button: 'Decline request', 'Mark as handled'. */
  confirmLabel: string
  /** The problem with the text as typed, or null when it may be sent. */
  check: (text: string) => string | null
  onClose: () => void
  /** Sends the trimmed text; resolves to the refusal in words, or null when it went through. */
  onConfirm: (text: string) => Promise<string | null>
}

/** Asks for a short text before an action that needs one, in a modal <dialog>. */
export function NoteDialog({
  open,
  title,
  label,
  hint,
  confirmLabel,
  check,
  onClose,
  onConfirm,
}: NoteDialogProps) {
  const dialogRef = useModal(open)
  const id = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const found = check(text)
    if (found) {
      setProblem(found)
      document.getElementById(`${id}-text`)?.focus()
      return
    }
    setProblem(null)
    setSending(true)
    const refused = await onConfirm(text.trim())
    setSending(false)
    if (refused) setRefusal(refused)
    else setText('')
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
          <FieldLabel htmlFor={`${id}-text`}>{label}</FieldLabel>
          <textarea
            id={`${id}-text`}
            name="note"
            rows={4}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={CONTROL_CLASS}
            {...fieldAria(`${id}-text`, problem ?? undefined, hint)}
          />
          <FieldMessages id={`${id}-text`} hint={hint} error={problem ?? undefined} />
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

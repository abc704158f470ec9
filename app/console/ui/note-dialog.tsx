import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DialogForm, type DialogTone } from './dialog-form'
import { CONTROL_CLASS, FieldLabel, FieldMessages, fieldAria } from './field-parts'

export type NoteDialogProps = {
  open: boolean
  title: ReactNode
  /** The field's label: 'Reason', 'What was done'. */
  label: string
  hint: string
  /** The confirming button: 'Decline request', 'Mark as handled'. */
  confirmLabel: string
  tone?: DialogTone
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
  tone,
  check,
  onClose,
  onConfirm,
}: NoteDialogProps) {
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
    <DialogForm
      open={open}
      id={id}
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      refusal={refusal}
      sending={sending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
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
    </DialogForm>
  )
}

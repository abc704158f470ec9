import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { DialogForm, type DialogTone } from './dialog-form'

type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  /** What happens, in words, read with the title when the dialog opens. */
  children: ReactNode
  /** The confirming button: 'Remove calendar', 'Rotate link'. */
  confirmLabel: string
  tone?: DialogTone
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
  tone,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
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
    <DialogForm
      open={open}
      id={id}
      title={title}
      describedBy={`${id}-what`}
      confirmLabel={confirmLabel}
      tone={tone}
      refusal={refusal}
      sending={sending}
      onClose={close}
      onSubmit={onSubmit}
    >
      <div id={`${id}-what`} className="st:flex st:flex-col st:gap-2">
        {children}
      </div>
    </DialogForm>
  )
}

import { checkReason } from './form-checks'
import { NoteDialog, type NoteDialogProps } from './note-dialog'

type ReasonDialogProps = Omit<NoteDialogProps, 'label' | 'hint' | 'check'> & {
  /** Whether the guest gave an email to receive the reason at. */
  guestEmailed: boolean
}

function reasonProblem(reason: string): string | null {
  const checked = checkReason(reason)
  return 'problem' in checked ? checked.problem : null
}

/** Asks for the reason of a decline or a cancellation, which the guest receives by email. */
export function ReasonDialog({ guestEmailed, ...dialog }: ReasonDialogProps) {
  const hint = guestEmailed
    ? 'The guest receives this reason by email.'
    : 'This guest gave no email: the reason stays with the reservation. Tell them by phone.'
  return <NoteDialog {...dialog} label="Reason" hint={hint} check={reasonProblem} />
}

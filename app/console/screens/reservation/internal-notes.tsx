import { useState } from 'react'
import type { InternalNoteView, ReservationDetail } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { NoteDialog } from '../../ui/note-dialog'
import { describeProblem, staffApi } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { formatResortTime } from '../../ui/staff-words'
import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'

// The server's limit (server/reservations/services/internal-notes.ts), checked before sending.
const MAX_NOTE_LENGTH = STAFF_TEXT_LIMITS.internalNote

function noteProblem(text: string): string | null {
  if (text.trim() === '') return 'Write the note.'
  if (text.trim().length > MAX_NOTE_LENGTH) return `Use at most ${MAX_NOTE_LENGTH} characters.`
  return null
}

type InternalNotesProps = {
  reference: string
  notes: InternalNoteView[]
  onAdded: (detail: ReservationDetail) => void
}

/** Staff's notes on the stay, oldest first, with who wrote each and when; and 'Add note'. */
export function InternalNotes({ reference, notes, onAdded }: InternalNotesProps) {
  const call = useStaffCall()
  const [adding, setAdding] = useState(false)

  async function add(text: string) {
    const result = await call(staffApi.addNote(reference, text))
    if (!result.ok) return result.problem.fields.text ?? describeProblem(result.problem)
    setAdding(false)
    onAdded(result.data)
    return null
  }

  return (
    <section aria-labelledby="notes-heading" className="st:bg-white st:p-5 st:md:p-6">
      <div className="st:flex st:flex-wrap st:items-center st:justify-between st:gap-3">
        <h2 id="notes-heading" className="st:font-display st:text-2xl st:text-sea-deep">
          Internal notes
        </h2>
        <button type="button" onClick={() => setAdding(true)} className={SECONDARY_BUTTON}>
          Add note
        </button>
      </div>
      {notes.length === 0 ? (
        <p className="st:mt-3 st:text-muted">No notes yet. Only staff ever see them.</p>
      ) : (
        <ol aria-labelledby="notes-heading" className="st:mt-3 st:flex st:flex-col">
          {notes.map((note, index) => (
            <li
              key={`${note.at} ${index}`}
              className="st:border-b st:border-sand-deep st:py-3 st:last:border-0"
            >
              <p className="st:break-words st:whitespace-pre-wrap">{note.text}</p>
              <p className="st:mt-1 st:text-sm st:text-muted">
                {note.who}, {formatResortTime(note.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <NoteDialog
        open={adding}
        title={
          <>
            Add note <span className="st:font-mono st:tracking-[0.12em]">{reference}</span>
          </>
        }
        label="Note"
        hint="Only staff see it: never the guest, an email or a channel's calendar."
        confirmLabel="Add note"
        tone="primary"
        check={noteProblem}
        onClose={() => setAdding(false)}
        onConfirm={add}
      />
    </section>
  )
}

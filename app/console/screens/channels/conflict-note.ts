import { STAFF_TEXT_LIMITS } from '../../../../domain/staff-contract'

/**
 * The note that marks a conflict handled: what the resort did (moved a guest, refused one),
 * kept in the channel log. The API takes one line of up to 500 characters; line breaks typed
 * in the dialog's box become spaces.
 */
export const MAX_NOTE_LENGTH = STAFF_TEXT_LIMITS.conflictNote

/** The note as it is sent: its lines joined, its spaces single. */
export function flatNote(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

export function conflictNoteProblem(text: string): string | null {
  const note = flatNote(text)
  if (note === '') return 'Say what was done, such as: moved the Airbnb guest to Cabana 2.'
  if (note.length > MAX_NOTE_LENGTH)
    return `Use at most ${MAX_NOTE_LENGTH} characters (now ${note.length}).`
  return null
}

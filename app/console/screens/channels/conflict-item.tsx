import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { ChannelConflictView } from '../../../../domain/staff-contract'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { NoteDialog } from '../../ui/note-dialog'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { describeStayNights } from '../../ui/staff-words'
import { channelsApi } from '../../api/channels-api'
import { conflictNoteProblem, flatNote } from './conflict-note'

type ConflictItemProps = {
  conflict: ChannelConflictView
  roomName: string
  feedName: string
  onHandled: (what: string) => void
}

/** A conflict: whose event, for which nights, and 'Mark as handled' with a note of what was done. */
export function ConflictItem({ conflict, roomName, feedName, onHandled }: ConflictItemProps) {
  const call = useStaffCall()
  const [asking, setAsking] = useState(false)
  const nights = describeStayNights(conflict.checkIn, conflict.checkOut)
  const what = `${feedName}, ${roomName}, ${nights}`
  const facts: [string, string][] = [
    ['Room', roomName],
    ['Nights', nights],
    ['Summary', conflict.summary.trim() || 'None given'],
  ]

  async function resolve(note: string): Promise<string | null> {
    const result = await call(channelsApi.resolveConflict(conflict.id, flatNote(note)))
    if (!result.ok) return result.problem.fields.note ?? describeProblem(result.problem)
    // Closed first, so the focus the browser gives back to the button can then move on.
    flushSync(() => setAsking(false))
    onHandled(what)
    return null
  }

  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:py-4 st:last:border-0">
      <h3 className="st:text-lg st:font-medium st:wrap-anywhere">{feedName}</h3>
      <dl className="st:grid st:grid-cols-[auto_minmax(0,1fr)] st:gap-x-4 st:gap-y-1 st:text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="st:contents">
            <dt className="st:text-muted">{term}</dt>
            <dd className="st:wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <button type="button" onClick={() => setAsking(true)} className={SECONDARY_BUTTON}>
          Mark as handled<span className="st:sr-only">: {what}</span>
        </button>
      </div>
      <NoteDialog
        open={asking}
        title="Mark as handled"
        label="What was done"
        hint={`${what}. The note is kept with the conflict.`}
        confirmLabel="Mark as handled"
        check={conflictNoteProblem}
        onClose={() => setAsking(false)}
        onConfirm={resolve}
      />
    </li>
  )
}

import { Copy, RotateCw } from 'lucide'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Icon } from '../../../components/icon'
import { SECONDARY_BUTTON } from '../../ui/button-styles'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { CONTROL_CLASS, FieldLabel } from '../../ui/field-parts'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import type { Outcome } from './channel-words'
import { channelsApi } from '../../api/channels-api'
import { OutcomeLine } from './outcome-line'

type ExportItemProps = { roomId: number; roomName: string; url: string; onRotated: () => void }

/** A room type's export link, whole and selectable, with Copy link and Rotate link. */
export function ExportItem({ roomId, roomName, url, onRotated }: ExportItemProps) {
  const call = useStaffCall()
  const linkRef = useRef<HTMLTextAreaElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [asking, setAsking] = useState(false)
  const linkId = `export-link-${roomId}`

  async function copy() {
    setOutcome(null)
    try {
      await navigator.clipboard.writeText(url)
      setOutcome({ failed: false, words: 'Link copied' })
    } catch {
      // Refused (or no clipboard over plain http): the link is ready for the keyboard's copy.
      linkRef.current?.focus()
      linkRef.current?.select()
      setOutcome({
        failed: true,
        words:
          'The browser did not allow copying. The link is selected: copy it with Ctrl+C, or ⌘C on a Mac.',
      })
    }
  }

  async function rotate(): Promise<string | null> {
    const result = await call(channelsApi.rotateExport(roomId))
    if (!result.ok) return describeProblem(result.problem)
    flushSync(() => setAsking(false))
    setOutcome({
      failed: false,
      words:
        'New link made, shown above. The old one no longer works: give this one to every channel that imports it.',
    })
    onRotated()
    return null
  }

  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:py-4 st:last:border-0">
      <h3 className="st:text-lg st:font-medium">{roomName}</h3>
      <div>
        <FieldLabel htmlFor={linkId}>
          Export link<span className="st:sr-only"> for {roomName}</span>
        </FieldLabel>
        <textarea
          ref={linkRef}
          id={linkId}
          readOnly
          rows={2}
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${CONTROL_CLASS} st:resize-none st:font-mono st:text-sm st:break-all st:field-sizing-content`}
        />
      </div>
      <div className="st:flex st:flex-wrap st:gap-2">
        <button type="button" onClick={() => void copy()} className={SECONDARY_BUTTON}>
          <Icon node={Copy} className="st:size-4" />
          Copy link<span className="st:sr-only"> for {roomName}</span>
        </button>
        <button type="button" onClick={() => setAsking(true)} className={SECONDARY_BUTTON}>
          <Icon node={RotateCw} className="st:size-4" />
          Rotate link<span className="st:sr-only"> for {roomName}</span>
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
      <ConfirmDialog
        open={asking}
        title={`Rotate the link for ${roomName}?`}
        confirmLabel="Rotate link"
        onClose={() => setAsking(false)}
        onConfirm={rotate}
      >
        <p>A new link replaces this one, and the old link stops working at once.</p>
        <p>
          Every channel importing the old link must be given the new one, or it no longer sees the
          nights sold here and may sell them again.
        </p>
      </ConfirmDialog>
    </li>
  )
}

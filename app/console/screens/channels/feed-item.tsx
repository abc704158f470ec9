import { RefreshCw, Trash2 } from 'lucide'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import type { ChannelFeedView } from '../../../../domain/staff-contract'
import { Icon } from '../../../components/icon'
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../ui/button-styles'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { countOf, describeSyncResult, type Outcome } from './channel-words'
import { channelsApi } from '../../api/channels-api'
import { FeedFacts } from './feed-facts'
import { OutcomeLine } from './outcome-line'

type FeedItemProps = {
  feed: ChannelFeedView
  roomName: string
  onSynced: () => void
  onRemoved: (feed: ChannelFeedView) => void
}

/** An imported calendar: its facts, 'Sync now' with what the sync did, and 'Remove'. */
export function FeedItem({ feed, roomName, onSynced, onRemoved }: FeedItemProps) {
  const call = useStaffCall()
  const [syncing, setSyncing] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [asking, setAsking] = useState(false)

  async function sync() {
    if (syncing) return
    setSyncing(true)
    const result = await call(channelsApi.syncFeed(feed.id))
    setSyncing(false)
    setOutcome(
      result.ok
        ? describeSyncResult(result.data)
        : { failed: true, words: describeProblem(result.problem) },
    )
    onSynced()
  }

  async function remove(): Promise<string | null> {
    const result = await call(channelsApi.removeFeed(feed.id))
    if (!result.ok) return describeProblem(result.problem)
    // Closed first, so the focus the browser gives back to 'Remove' can then move on.
    flushSync(() => setAsking(false))
    onRemoved(feed)
    return null
  }

  return (
    <li className="st:flex st:flex-col st:gap-3 st:border-b st:border-sand-deep st:py-4 st:last:border-0">
      <h4 className="st:font-medium st:wrap-anywhere">{feed.name}</h4>
      <FeedFacts feed={feed} />
      <div className="st:flex st:flex-wrap st:gap-2">
        <button
          type="button"
          onClick={() => void sync()}
          aria-disabled={syncing}
          aria-busy={syncing}
          className={SECONDARY_BUTTON}
        >
          <Icon node={RefreshCw} className={`st:size-4 ${syncing ? 'st:animate-spin' : ''}`} />
          Sync now<span className="st:sr-only"> {feed.name}</span>
        </button>
        <button type="button" onClick={() => setAsking(true)} className={DANGER_BUTTON}>
          <Icon node={Trash2} className="st:size-4" />
          Remove<span className="st:sr-only"> {feed.name}</span>
        </button>
      </div>
      <OutcomeLine outcome={syncing ? { failed: false, words: 'Syncing…' } : outcome} />
      <ConfirmDialog
        open={asking}
        title={`Remove ${feed.name}?`}
        confirmLabel="Remove calendar"
        onClose={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>
          Its blocks are released: the nights held by its {countOf(feed.events, 'event')} in{' '}
          {roomName} become free to sell here again.
        </p>
        <p>Bookings made on that channel will no longer keep nights from being sold here.</p>
      </ConfirmDialog>
    </li>
  )
}

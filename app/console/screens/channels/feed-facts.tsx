import { CircleCheck, Clock } from 'lucide'
import type { ChannelFeedView } from '../../../../domain/staff-contract'
import { Icon } from '../../../components/icon'
import { ErrorText } from '../../ui/field-parts'
import { countOf, describeFeedState, describeLastSync, shortUrl } from './channel-words'

/**
 * What staff need of a feed at a glance: its address (shortened, the whole on request), its
 * last sync, its events and its state, a failure shown as an error.
 */
export function FeedFacts({ feed }: { feed: ChannelFeedView }) {
  const state = describeFeedState(feed)
  return (
    <dl className="st:grid st:grid-cols-[auto_minmax(0,1fr)] st:gap-x-4 st:gap-y-1 st:text-sm">
      <dt className="st:text-muted">Calendar URL</dt>
      <dd>
        <details>
          <summary title={feed.url} className="st:cursor-pointer st:wrap-anywhere">
            {shortUrl(feed.url)}
            <span className="st:sr-only">, show the whole link</span>
          </summary>
          <p className="st:mt-1 st:font-mono st:text-xs st:break-all">{feed.url}</p>
        </details>
      </dd>
      <dt className="st:text-muted">Last sync</dt>
      <dd>
        {feed.lastSyncAt ? (
          <time dateTime={feed.lastSyncAt}>{describeLastSync(feed.lastSyncAt)}</time>
        ) : (
          describeLastSync(null)
        )}
      </dd>
      <dt className="st:text-muted">Events</dt>
      <dd>{countOf(feed.events, 'event')}</dd>
      {feed.conflicts > 0 && (
        <>
          <dt className="st:text-muted">Conflicts</dt>
          <dd>{countOf(feed.conflicts, 'conflict')}, listed under Conflicts</dd>
        </>
      )}
      <dt className="st:text-muted">Status</dt>
      <dd>
        {state.failed ? (
          <ErrorText>{state.words}</ErrorText>
        ) : (
          <span className="st:flex st:items-start st:gap-2">
            <Icon
              node={feed.status === 'new' ? Clock : CircleCheck}
              className="st:mt-0.5 st:size-4 st:shrink-0 st:text-sea"
            />
            {state.words}
          </span>
        )}
      </dd>
    </dl>
  )
}

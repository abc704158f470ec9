import {
  STAFF_API_PATHS,
  type ChannelsResponse,
  type FeedCreatedResponse,
  type FeedRequest,
  type FeedSyncResponse,
  type ResolveConflictRequest,
  type RotateExportResponse,
} from '../../../domain/staff-contract'
import { callApi, postJson } from '../../lib/api-client'

/**
 * The Channels screen's calls to the staff API. Apart from a sync's counts, what a write
 * answers is not read: the screen loads the list again, so feeds, links and conflicts agree.
 */
export const channelsApi = {
  list: () => callApi<ChannelsResponse>(STAFF_API_PATHS.channels),
  addFeed: (feed: FeedRequest) => postJson<FeedCreatedResponse>(STAFF_API_PATHS.feeds, feed),
  syncFeed: (id: number) => postJson<FeedSyncResponse>(STAFF_API_PATHS.syncFeed(id), {}),
  // Labelled JSON though bodiless, so the API's write checks treat it as every other write.
  removeFeed: (id: number) =>
    callApi<unknown>(STAFF_API_PATHS.feed(id), {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
    }),
  rotateExport: (roomId: number) =>
    postJson<RotateExportResponse>(STAFF_API_PATHS.rotateExport(roomId), {}),
  resolveConflict: (id: number, note: string) =>
    postJson<unknown>(STAFF_API_PATHS.resolveConflict(id), {
      note,
    } satisfies ResolveConflictRequest),
}

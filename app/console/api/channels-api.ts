import { STAFF_API } from '../../../domain/staff-endpoints'
import type { FeedRequest } from '../../../domain/staff-contract'
import { staffCall } from './staff-api'

/**
 * The Channels screen's calls to the staff API. Apart from a sync's counts, what a write
 * answers is not read: the screen loads the list again, so feeds, links and conflicts agree.
 */
export const channelsApi = {
  list: () => staffCall(STAFF_API.channels, {}),
  addFeed: (feed: FeedRequest) => staffCall(STAFF_API.addFeed, { body: feed }),
  syncFeed: (id: number) => staffCall(STAFF_API.syncFeed, { params: { id } }),
  removeFeed: (id: number) => staffCall(STAFF_API.removeFeed, { params: { id } }),
  rotateExport: (roomId: number) => staffCall(STAFF_API.rotateExport, { params: { roomId } }),
  resolveConflict: (id: number, note: string) =>
    staffCall(STAFF_API.resolveConflict, { params: { id }, body: { note } }),
}

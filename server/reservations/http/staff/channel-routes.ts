/** Other channels' calendars: feeds read in, the links they read, and conflicts to settle. */
import { STAFF_API } from '../../../../domain/staff-endpoints'
import { calendarAnswerProblem, syncFeed } from '../../services/channel-sync'
import {
  addFeed,
  channelsOverview,
  FEED_BUSY,
  NO_FEED,
  removeFeed,
  resolveConflict,
  rotateExport,
} from '../../services/channels'
import { ok, refuse } from '../../services/problem'
import { serve } from '../serve-endpoint'
import { FeedSchema, ResolveConflictSchema } from '../staff-schemas'
import { type StaffApiDependencies, type StaffApp } from './staff-app'
import { siteOriginOf } from '../request-origin'

export function registerChannelRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  const { channels } = deps
  serve(app, STAFF_API.channels, {
    handle: async (c) => ok(await channelsOverview(channels, siteOriginOf(c, deps))),
  })
  serve(app, STAFF_API.addFeed, {
    body: FeedSchema,
    invalid: 'Some details need another look.',
    status: 201,
    handle: async (c, { body }) => {
      const outcome = await addFeed(channels, body, c.get('staff'), deps.now(), (url) =>
        calendarAnswerProblem(deps.channelSync, url),
      )
      // Synced at once, so the new calendar's nights are blocked before staff look again.
      if (outcome.ok) deps.syncFeedSoon(outcome.value.id)
      return outcome
    },
  })
  serve(app, STAFF_API.syncFeed, {
    handle: async (_, { param }) => {
      const id = Number(param('id'))
      const outcome =
        Number.isSafeInteger(id) && id >= 1
          ? await syncFeed(deps.channelSync, id, deps.now(), { dueOnly: false })
          : ({ ran: false, reason: 'not_found' } as const)
      if (outcome.ran) return ok(outcome.result)
      return refuse(outcome.reason === 'busy' ? FEED_BUSY : NO_FEED)
    },
  })
  serve(app, STAFF_API.removeFeed, {
    handle: async (c, { param }) => removeFeed(channels, param('id'), c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.rotateExport, {
    handle: async (c, { param }) =>
      rotateExport(channels, param('roomId'), siteOriginOf(c, deps), c.get('staff'), deps.now()),
  })
  serve(app, STAFF_API.resolveConflict, {
    body: ResolveConflictSchema,
    invalid: 'Say what was done.',
    handle: async (c, { param, body }) =>
      resolveConflict(channels, param('id'), body.note, c.get('staff'), deps.now()),
  })
}

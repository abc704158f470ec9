/**
 * What other systems call: PayMongo's signed webhook, and the calendars other channels read.
 * Neither is JSON from a page, so each reads its request itself.
 */
import { GUEST_API } from '../../../../domain/guest-endpoints'
import { exportedCalendar } from '../../services/channel-export'
import { receivePaymongoEvent } from '../../services/paymongo-webhook'
import { fail, refusal } from '../responses'
import { onlyItsMethod, type GuestApiDependencies, type GuestApp } from './guest-app'
import { siteOriginOf } from '../request-origin'

export function registerProviderRoutes(app: GuestApp, deps: GuestApiDependencies): void {
  app.post(GUEST_API.paymongoWebhook.route, async (c) => {
    const secret = deps.booking.paymongo?.webhookSecret
    if (!secret) return fail(c, 'not_found', 'This resort does not take payments online.')
    const { db, rooms, resortName, resortEmail, resortAddress } = deps.booking
    const mail = { resortName, resortEmail, resortAddress, siteOrigin: siteOriginOf(c, deps) }
    const result = await receivePaymongoEvent(
      { db, rooms, webhookSecret: secret, mail },
      {
        rawBody: await c.req.text(),
        signature: c.req.header('paymongo-signature'),
        now: deps.now(),
      },
    )
    if (!result.ok) {
      if (result.problem.code === 'not_found') {
        deps.log('payments: a paid checkout session is not stored yet; PayMongo will resend it')
      }
      return refusal(c, result.problem)
    }
    if (result.value.handled === 'recorded' || result.value.handled === 'not_recorded') {
      deps.mailQueued()
    }
    return c.json({ received: true }, 200)
  })
  onlyItsMethod(app, GUEST_API.paymongoWebhook)

  app.get(GUEST_API.calendarFeed.route, async (c) => {
    const file = c.req.param('file')
    const calendar = file.endsWith('.ics')
      ? await exportedCalendar(deps.exports, file.slice(0, -'.ics'.length), deps.now())
      : undefined
    if (!calendar) return fail(c, 'not_found', 'There is no calendar at this address.')
    // Channels poll often: they may keep a copy, and ask again with its ETag.
    c.header('Cache-Control', 'private, no-cache')
    c.header('ETag', calendar.etag)
    c.header('X-Robots-Tag', 'noindex')
    if (etagMatches(c.req.header('if-none-match'), calendar.etag)) return c.body(null, 304)
    return c.body(calendar.body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' })
  })
  onlyItsMethod(app, GUEST_API.calendarFeed)
}

/** If-None-Match: a list of tags, weak or not, or `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

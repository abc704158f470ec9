/**
 * The checks every request to the API passes before its handler: no caching, and for a write
 * its size, then its type, then its origin, before any body is read.
 */
import { bodyLimit } from 'hono/body-limit'
import { GUEST_API } from '../../../../domain/guest-endpoints'
import { STAFF_API_BASE } from '../../../../domain/staff-endpoints'
import { isJsonContentType, isSameOrigin } from '../request-guards'
import { fail } from '../responses'
import type { GuestApiDependencies, GuestApp, GuestRequestContext } from './guest-app'

export const MAX_BODY_BYTES = 16 * 1024

export function applyRequestChecks(app: GuestApp, deps: GuestApiDependencies): void {
  app.use('*', async (c, next) => {
    // Set before the handler, so the response is made with it: a header added to a finished
    // response makes Hono copy it into a web-standard Response, a third of a small answer's cost.
    c.header('Cache-Control', 'no-store')
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })

  // Guests' routes write only by POST (any other method is their 405); staff also PUT and
  // DELETE, which has no body.
  app.use('*', async (c, next) => {
    const { method } = c.req
    const staffWrite =
      method !== 'GET' && method !== 'HEAD' && c.req.path.startsWith(STAFF_API_BASE)
    if (method !== 'POST' && !staffWrite) return next()
    // The receipt upload is a form with a file: its reader checks its own type and size.
    if (
      method !== 'DELETE' &&
      !isReceiptUpload(c) &&
      !isJsonContentType(c.req.header('content-type'))
    ) {
      return fail(c, 'unsupported_media_type', 'Send JSON with Content-Type: application/json.')
    }
    const origin = {
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      host: c.req.header('host'),
      forwardedHost: c.req.header('x-forwarded-host'),
    }
    // PayMongo's webhook comes from PayMongo, not from a page: its signature stands for origin.
    const fromProvider = method === 'POST' && c.req.path === GUEST_API.paymongoWebhook.route
    if (!fromProvider && !isSameOrigin(origin, deps.trustProxy)) {
      return fail(c, 'forbidden', 'Requests must come from the resort’s own pages.')
    }
    return next()
  })

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      fail(c, 'payload_too_large', `The request body is over ${MAX_BODY_BYTES / 1024} KiB.`),
  })
  // A read has no body to limit, and asking for one makes the adapter build a whole web Request.
  app.use('*', (c, next) =>
    hasNoBody(c.req.method) || isReceiptUpload(c) ? next() : limitBody(c, next),
  )
}

const RECEIPT_UPLOAD_PATH = /^\/api\/reservations\/[^/]+\/receipt$/

/** Exactly the guest's receipt upload, by POST: exempt from the JSON-only and 16 KiB rules. */
function isReceiptUpload(c: GuestRequestContext): boolean {
  return c.req.method === 'POST' && RECEIPT_UPLOAD_PATH.test(c.req.path)
}

function hasNoBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD'
}

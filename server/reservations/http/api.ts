/**
 * The reservations API under /api (docs/reservations.md, "HTTP API"). Handlers stay thin: check the
 * request's form, call a service, turn its outcome into JSON. Every refusal uses the error body.
 */
import { createHash } from 'node:crypto'
import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { API_ROUTES } from '../../../domain/api-contract'
import { normalizePromoCode, tooManyPromoGuesses } from '../../../domain/promos'
import { STAFF_API_BASE } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { availability } from '../services/availability'
import { promoUnavailable } from '../services/book-stay'
import { exportedCalendar, type ExportContext } from '../services/channel-export'
import type { BookableRoom } from '../services/catalog'
import {
  cancelGuestReservation,
  findGuestReservation,
  type GuestContext,
} from '../services/guest-reservations'
import { receivePaymongoEvent } from '../services/paymongo-webhook'
import { requestReservation, type BookingContext } from '../services/request-reservation'
import { uploadReceipt } from '../services/transfer-receipts'
import type { ReceiptStore } from '../payments/receipt-store'
import { readReceiptUpload } from './receipt-upload'
import type { Limiters } from './rate-limits'
import type { createStaffApi } from './staff-api'
import {
  clientAddress,
  idempotencyKeyOf,
  isJsonContentType,
  isSameOrigin,
  listeningOrigin,
} from './request-guards'
import { CancelRequestSchema, ReservationRequestSchema } from './request-schemas'
import { answer, fail, readJsonBody, refusal } from './responses'

export const MAX_BODY_BYTES = 16 * 1024

export type ApiDependencies = {
  db: Db
  exports: ExportContext
  rooms: readonly BookableRoom[]
  booking: BookingContext
  guest: GuestContext
  /** Where guests' receipts of transfer are kept. */
  receipts: ReceiptStore
  limiters: Limiters
  trustProxy: boolean
  siteOrigin: string | null
  /** The staff console's API, mounted at /api/staff behind the same write checks. */
  staffApi: ReturnType<typeof createStaffApi>
  /** Called after a commit that queued mail, so it goes out now rather than at the next tick. */
  mailQueued: () => void
  /** Whether an error means the database is out of reach or too busy (503), not a bug (500). */
  isOutage: (error: unknown) => boolean
  log: (line: string) => void
  now: () => Date
}

type Env = { Bindings: HttpBindings }

export function createApi(deps: ApiDependencies): Hono<Env> {
  const app = new Hono<Env>()

  app.use('*', async (c, next) => {
    // Set before the handler, so the response is made with it: a header added to a finished
    // response makes Hono copy it into a web-standard Response, a third of a small answer's cost.
    c.header('Cache-Control', 'no-store')
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })

  // Writes: size, then type, then origin, before any body is read. Guests' routes write only
  // by POST (any other method is their 405); staff also PUT and DELETE, which has no body.
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
    const fromProvider = method === 'POST' && c.req.path === API_ROUTES.paymongoWebhook
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

  app.route(STAFF_API_BASE, deps.staffApi)

  app.get(API_ROUTES.availability, async (c) => {
    const promo = c.req.query('promo')
    // Every code tried counts as a guess until it turns out to apply.
    const guess = promo?.trim()
      ? await deps.limiters.promoGuesses(addressOf(c), normalizePromoCode(promo))
      : null
    const query = {
      checkIn: c.req.query('checkIn'),
      checkOut: c.req.query('checkOut'),
      adults: c.req.query('adults'),
      kids: c.req.query('kids'),
      promo,
      promoGuessesBlockedForSeconds: guess?.allowed === false ? guess.retryAfterSeconds : undefined,
    }
    const { db, rooms, prices, sameDayCutoffHour, payments } = deps.booking
    const result = await availability(
      { db, rooms, prices, sameDayCutoffHour, payments },
      query,
      deps.now(),
    )
    if (guess?.allowed && result.ok && result.value.promo?.valid) await guess.giveBack()
    return answer(c, result)
  })
  app.all(API_ROUTES.availability, (c) => methodNotAllowed(c, 'GET, HEAD'))

  app.post(API_ROUTES.reservations, async (c) => {
    const limit = await deps.limiters.bookings(addressOf(c))
    if (!limit.allowed) return rateLimited(c, limit.retryAfterSeconds)
    const key = idempotencyKeyOf(c.req.header('idempotency-key'))
    if ('invalid' in key)
      return fail(c, 'bad_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters.')
    const body = await readJsonBody(c, ReservationRequestSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    // A code booked with is a guess like one asked about, until the booking takes it.
    const promoCode = body.data.promoCode?.trim() ? normalizePromoCode(body.data.promoCode) : null
    const guess = promoCode ? await deps.limiters.promoGuesses(addressOf(c), promoCode) : null
    if (guess && !guess.allowed) {
      return refusal(c, promoUnavailable(tooManyPromoGuesses(guess.retryAfterSeconds)))
    }

    const result = await requestReservation(deps.booking, body.data, {
      idempotency: key.key === null ? null : { key: key.key, requestHash: sha256(body.raw) },
      clientAddress: addressOf(c),
      siteOrigin: siteOriginOf(c),
      now: deps.now(),
    })
    if (!result.ok) {
      // PayMongo did not answer: nothing was booked, and a retry soon is what helps.
      if (result.problem.code === 'unavailable') c.header('Retry-After', '5')
      return refusal(c, result.problem)
    }
    if (guess?.allowed) await guess.giveBack()
    deps.mailQueued()
    return c.json(result.value, 201)
  })
  app.all(API_ROUTES.reservations, (c) => methodNotAllowed(c, 'POST'))

  app.get(API_ROUTES.reservation, async (c) => {
    const limit = await deps.limiters.lookups(addressOf(c))
    if (!limit.allowed) return rateLimited(c, limit.retryAfterSeconds)
    return answer(
      c,
      await findGuestReservation(deps.guest, c.req.param('ref'), c.req.query('email')),
    )
  })
  app.all(API_ROUTES.reservation, (c) => methodNotAllowed(c, 'GET, HEAD'))

  app.post(API_ROUTES.cancel, async (c) => {
    const limit = await deps.limiters.lookups(addressOf(c))
    if (!limit.allowed) return rateLimited(c, limit.retryAfterSeconds)
    const body = await readJsonBody(
      c,
      CancelRequestSchema,
      'Enter the email address of the booking.',
    )
    if ('refused' in body) return body.refused
    const result = await cancelGuestReservation(deps.guest, c.req.param('ref'), body.data.email, {
      expectedCharge: body.data.expectedCharge,
      siteOrigin: siteOriginOf(c),
      now: deps.now(),
    })
    if (result.ok) deps.mailQueued()
    return answer(c, result)
  })
  app.all(API_ROUTES.cancel, (c) => methodNotAllowed(c, 'POST'))

  app.post(API_ROUTES.paymongoWebhook, async (c) => {
    const secret = deps.booking.paymongo?.webhookSecret
    if (!secret) return fail(c, 'not_found', 'This resort does not take payments online.')
    const { db, rooms, resortName, resortEmail, resortAddress } = deps.booking
    const mail = { resortName, resortEmail, resortAddress, siteOrigin: siteOriginOf(c) }
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
  app.all(API_ROUTES.paymongoWebhook, (c) => methodNotAllowed(c, 'POST'))

  app.post(API_ROUTES.receipt, async (c) => {
    const limit = await deps.limiters.lookups(addressOf(c))
    if (!limit.allowed) return rateLimited(c, limit.retryAfterSeconds)
    const upload = await readReceiptUpload(c)
    if (!upload.ok) return fail(c, upload.code, upload.message)
    const result = await uploadReceipt(
      { ...deps.guest, store: deps.receipts },
      c.req.param('ref'),
      c.req.query('email'),
      upload.bytes,
      { siteOrigin: siteOriginOf(c), now: deps.now() },
    )
    if (!result.ok) return refusal(c, result.problem)
    deps.mailQueued()
    return c.json(result.value, 201)
  })
  app.all(API_ROUTES.receipt, (c) => methodNotAllowed(c, 'POST'))

  app.get(API_ROUTES.calendarFeed, async (c) => {
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
  app.all(API_ROUTES.calendarFeed, (c) => methodNotAllowed(c, 'GET, HEAD'))

  app.notFound((c) => fail(c, 'not_found', 'There is no such API address.'))

  app.onError((error, c) => {
    if (deps.isOutage(error)) {
      deps.log(`api: database unavailable (${codeOf(error)})`)
      c.header('Retry-After', '5')
      return fail(
        c,
        'unavailable',
        'Bookings are briefly unavailable. Please try again in a moment.',
      )
    }
    // The message only: request bodies and query values (personal data) stay out of logs.
    deps.log(
      `api: ${c.req.method} ${c.req.routePath} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return fail(
      c,
      'internal',
      'Something went wrong on our side. Nothing was booked; please try again.',
    )
  })

  function addressOf(c: Context<Env>): string {
    return clientAddress(
      c.env.incoming.socket.remoteAddress,
      c.req.header('x-forwarded-for'),
      deps.trustProxy,
    )
  }

  function siteOriginOf(c: Context<Env>): string {
    return deps.siteOrigin ?? listeningOrigin(c.env.incoming.socket)
  }

  return app
}

/** If-None-Match: a list of tags, weak or not, or `*`. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

function rateLimited(c: Context<Env>, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return fail(
    c,
    'rate_limited',
    `Too many requests from your connection. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  )
}

function methodNotAllowed(c: Context<Env>, allow: string) {
  c.header('Allow', allow)
  return fail(c, 'method_not_allowed', `Use ${allow.split(', ')[0]} here.`)
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'no code'
}

const RECEIPT_UPLOAD_PATH = /^\/api\/reservations\/[^/]+\/receipt$/

/** Exactly the guest's receipt upload, by POST: exempt from the JSON-only and 16 KiB rules. */
function isReceiptUpload(c: Context<Env>): boolean {
  return c.req.method === 'POST' && RECEIPT_UPLOAD_PATH.test(c.req.path)
}

function hasNoBody(method: string): boolean {
  return method === 'GET' || method === 'HEAD'
}

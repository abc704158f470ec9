/**
 * The staff console's API under /api/staff (docs/reservations.md, "The staff console"): 403 for a
 * request from another site, 401 without a live session, then thin handlers over the desk and
 * inventory services. Writes are also held to the checks of ./api.ts (JSON, same origin, size).
 */
import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { streamSSE } from 'hono/streaming'
import { normalizeEmail } from '../../../domain/guest'
import {
  STAFF_API_ROUTES,
  type DeskMoveRoute,
  type StaffMember,
} from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import type { DeskMove } from '../../../domain/front-desk'
import { makeDeskMove } from '../services/desk-moves'
import { recordDeskPayment } from '../services/desk-payments'
import {
  acceptReceipt,
  receiptFile,
  receiptsWaiting,
  rejectReceipt,
} from '../services/transfer-receipts'
import type { ReceiptStore } from '../payments/receipt-store'
import type { LiveFeed } from '../services/live-feed'
import { changeStay } from '../services/change-stay'
import { addInternalNote } from '../services/internal-notes'
import { reportCsv } from '../services/report-csv'
import { report } from '../services/reports'
import { changeInventory, occupancy } from '../services/inventory-admin'
import { assignUnit } from '../services/unit-assignment'
import { renameUnit, unitsOverview } from '../services/unit-labels'
import {
  changeRates,
  createPromo,
  fees,
  history,
  promos,
  rateGrid,
  removeSeason,
  saveSeason,
  seasons,
  setFees,
  setWeekdays,
  stopPromo,
  weekdays,
} from '../services/price-admin'
import { syncFeed, type ChannelSyncContext } from '../services/channel-sync'
import {
  addFeed,
  channelsOverview,
  FEED_BUSY,
  NO_FEED,
  nightHolds,
  removeFeed,
  resolveConflict,
  rotateExport,
  type ChannelsContext,
} from '../services/channels'
import { GateFull } from '../services/concurrency-gate'
import { SESSION_HOURS, authenticate, signIn, signOut } from '../services/staff-auth'
import {
  decide,
  editGuest,
  enterPhoneBooking,
  movements,
  requestQueue,
  reservationDetail,
  searchDesk,
  type DeskContext,
} from '../services/staff-desk'
import type { SignInLimiter } from './rate-limits'
import { clientAddress, isSameOrigin, listeningOrigin } from './request-guards'
import { answer, readJsonBody, refusal } from './responses'
import {
  AcceptReceiptSchema,
  AssignSchema,
  DecisionSchema,
  DeskPaymentSchema,
  FeedSchema,
  FeesSchema,
  GuestEditSchema,
  InventoryChangeSchema,
  NoteSchema,
  PhoneBookingSchema,
  PromoSchema,
  RateChangeSchema,
  RejectReceiptSchema,
  ResolveConflictSchema,
  SeasonSchema,
  SignInSchema,
  UnitLabelSchema,
  StayChangeSchema,
  WeekdaysSchema,
} from './staff-schemas'

export type StaffApiDependencies = {
  db: Db
  desk: DeskContext
  /** Guests' receipts of transfer, which staff view. */
  receipts: ReceiptStore
  channels: ChannelsContext
  channelSync: ChannelSyncContext
  /** Starts a feed's sync in the background (its outcome is the feed's status). */
  syncFeedSoon: (feedId: number) => void
  signInLimiter: SignInLimiter
  liveFeed: LiveFeed
  trustProxy: boolean
  siteOrigin: string | null
  mailQueued: () => void
  log: (line: string) => void
  now: () => Date
}

const DESK_MOVE_ROUTES: [DeskMoveRoute, DeskMove][] = [
  ['check-in', 'check_in'],
  ['check-out', 'check_out'],
  ['no-show', 'no_show'],
]

type StaffEnv = { Bindings: HttpBindings; Variables: { staff: StaffMember } }

export function createStaffApi(deps: StaffApiDependencies): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>()

  // Another site's page must not read or change anything here, even with a guessed cookie.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase()
    const foreignOrigin =
      origin !== undefined &&
      !isSameOrigin(
        {
          origin,
          secFetchSite: undefined,
          host: c.req.header('host'),
          forwardedHost: c.req.header('x-forwarded-host'),
        },
        deps.trustProxy,
      )
    if (foreignOrigin || fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return refusal(c, {
        code: 'forbidden',
        message: 'The staff console answers only its own pages.',
      })
    }
    return next()
  })

  app.post(STAFF_API_ROUTES.signIn, async (c) => {
    const body = await readJsonBody(c, SignInSchema, 'Enter your email and password.')
    if ('refused' in body) return body.refused
    const account = normalizeEmail(body.data.email)
    const address = addressOf(c)
    const attempt = await deps.signInLimiter.attempt(account, address)
    if (!attempt.allowed) {
      const minutes = Math.ceil(attempt.retryAfterMs / 60_000)
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)))
      return refusal(c, {
        code: 'rate_limited',
        message: `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      })
    }
    if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs))
    const signedIn = await signIn(deps.db, account, body.data.password, deps.now()).catch(
      (error: unknown) => {
        if (error instanceof GateFull) return 'busy' as const
        throw error
      },
    )
    if (signedIn === 'busy') {
      c.header('Retry-After', '5')
      return refusal(c, {
        code: 'unavailable',
        message: 'Many sign-ins are under way. Please try again in a moment.',
      })
    }
    if (!signedIn) {
      // The same words for an unknown account and a wrong password: neither is confirmed.
      return refusal(c, {
        code: 'unauthorized',
        message: 'That email and password do not match a staff account.',
      })
    }
    await deps.signInLimiter.succeeded(account, address)
    // A new token at every sign-in; whatever session this browser had before ends now.
    await signOut(deps.db, getCookie(c, cookieName(c)), deps.now())
    setCookie(c, cookieName(c), signedIn.token, {
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_HOURS * 60 * 60,
    })
    deps.log(`staff: signed in (account ${signedIn.staff.id})`)
    return c.json({ staff: signedIn.staff })
  })

  // Who is signed in, asked by every console as it opens: nobody is an answer, not a refusal,
  // so a browser that is not signed in logs no failed request.
  app.get(STAFF_API_ROUTES.me, async (c) =>
    c.json({ staff: await authenticate(deps.db, getCookie(c, cookieName(c)), deps.now()) }),
  )

  app.use('*', async (c, next) => {
    const staff = await authenticate(deps.db, getCookie(c, cookieName(c)), deps.now())
    if (!staff)
      return refusal(c, {
        code: 'unauthorized',
        message: 'Sign in to use the staff console.',
      })
    c.set('staff', staff)
    return next()
  })

  app.post(STAFF_API_ROUTES.signOut, async (c) => {
    await signOut(deps.db, getCookie(c, cookieName(c)), deps.now())
    deleteCookie(c, cookieName(c), { path: '/', secure: true })
    return c.json({ signedOut: true })
  })

  app.get(STAFF_API_ROUTES.events, (c) => {
    // Through nginx too, each event must go out as it is written, not when a buffer fills.
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, (stream) => liveStream(stream, deps.liveFeed))
  })

  app.get(STAFF_API_ROUTES.queue, async (c) => c.json({ requests: await requestQueue(deps.desk) }))
  app.get(STAFF_API_ROUTES.reservation, async (c) =>
    answer(c, await reservationDetail(deps.desk, c.req.param('ref'), deps.now())),
  )

  app.get(STAFF_API_ROUTES.units, async (c) =>
    c.json(await unitsOverview(deps.db, deps.desk.rooms)),
  )
  app.post(STAFF_API_ROUTES.unit, async (c) => {
    const body = await readJsonBody(c, UnitLabelSchema, 'Give the unit a label.')
    if ('refused' in body) return body.refused
    return answer(c, await renameUnit(deps.db, deps.desk.rooms, c.req.param('id'), body.data.label))
  })
  app.post(STAFF_API_ROUTES.assign, async (c) => {
    const body = await readJsonBody(c, AssignSchema, "Give the unit's label.")
    if ('refused' in body) return body.refused
    return answer(
      c,
      await assignUnit(deps.desk, c.req.param('ref'), body.data.unit, c.get('staff'), deps.now()),
    )
  })
  // No body to read: the move is the path, and who makes it the session.
  for (const [route, move] of DESK_MOVE_ROUTES) {
    app.post(STAFF_API_ROUTES.deskMove(route), async (c) =>
      answer(
        c,
        await makeDeskMove(deps.desk, c.req.param('ref'), move, c.get('staff'), deps.now()),
      ),
    )
  }
  app.post(STAFF_API_ROUTES.change, async (c) => {
    const body = await readJsonBody(c, StayChangeSchema, 'Give the room, dates or rate to change.')
    if ('refused' in body) return body.refused
    const outcome = await changeStay(deps.desk, c.req.param('ref'), body.data, c.get('staff'), {
      siteOrigin: siteOriginOf(c),
      now: deps.now(),
    })
    if (outcome.ok && !outcome.value.preview) deps.mailQueued()
    return answer(c, outcome)
  })
  app.post(STAFF_API_ROUTES.notes, async (c) => {
    const body = await readJsonBody(c, NoteSchema, 'Write the note.')
    if ('refused' in body) return body.refused
    const outcome = await addInternalNote(
      deps.desk,
      c.req.param('ref'),
      body.data.text,
      c.get('staff'),
      deps.now(),
    )
    return outcome.ok ? c.json(outcome.value, 201) : refusal(c, outcome.problem)
  })

  app.get(STAFF_API_ROUTES.receipts, async (c) =>
    c.json({ receipts: await receiptsWaiting(deps.desk) }),
  )
  app.get(STAFF_API_ROUTES.receiptFile, async (c) => {
    const file = await receiptFile({ ...deps.desk, store: deps.receipts }, c.req.param('id'))
    if (!file) return refusal(c, { code: 'not_found', message: 'There is no such receipt.' })
    // A guest's file, shown as itself and nothing else: never sniffed into HTML, never able to
    // run script or reach this site's cookies even if opened on its own, never kept by a cache.
    return c.body(Buffer.from(file.bytes), 200, {
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'no-store',
      'Content-Disposition': 'inline',
    })
  })
  app.post(STAFF_API_ROUTES.acceptReceipt, async (c) => {
    const body = await readJsonBody(c, AcceptReceiptSchema, 'Give the amount that arrived.')
    if ('refused' in body) return body.refused
    const outcome = await acceptReceipt(
      deps.desk,
      c.req.param('ref'),
      body.data.amount,
      c.get('staff'),
      { siteOrigin: siteOriginOf(c), now: deps.now() },
    )
    if (outcome.ok) deps.mailQueued()
    return answer(c, outcome)
  })
  app.post(STAFF_API_ROUTES.rejectReceipt, async (c) => {
    const body = await readJsonBody(c, RejectReceiptSchema, 'Say why the receipt is rejected.')
    if ('refused' in body) return body.refused
    const outcome = await rejectReceipt(
      deps.desk,
      c.req.param('ref'),
      body.data.reason,
      c.get('staff'),
      { siteOrigin: siteOriginOf(c), now: deps.now() },
    )
    if (outcome.ok) deps.mailQueued()
    return answer(c, outcome)
  })

  app.post(STAFF_API_ROUTES.payments, async (c) => {
    const body = await readJsonBody(c, DeskPaymentSchema, 'Give the amount and how it was paid.')
    if ('refused' in body) return body.refused
    const outcome = await recordDeskPayment(
      deps.desk,
      c.req.param('ref'),
      body.data,
      c.get('staff'),
      deps.now(),
    )
    return outcome.ok ? c.json(outcome.value, 201) : refusal(c, outcome.problem)
  })

  for (const decision of ['confirm', 'decline', 'cancel'] as const) {
    app.post(STAFF_API_ROUTES.decide(decision), async (c) => {
      const body = await readJsonBody(
        c,
        DecisionSchema,
        'Give a reason of at most 1000 characters.',
      )
      if ('refused' in body) return body.refused
      const outcome = await decide(
        deps.desk,
        c.req.param('ref'),
        decision,
        body.data.reason,
        c.get('staff'),
        { siteOrigin: siteOriginOf(c), now: deps.now() },
      )
      if (outcome.ok) deps.mailQueued()
      return answer(c, outcome)
    })
  }

  app.post(STAFF_API_ROUTES.guest, async (c) => {
    const body = await readJsonBody(c, GuestEditSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    return answer(
      c,
      await editGuest(deps.desk, c.req.param('ref'), body.data, c.get('staff'), deps.now()),
    )
  })

  app.get(STAFF_API_ROUTES.calendar, async (c) =>
    answer(
      c,
      await occupancy(deps.db, deps.desk.rooms, c.req.query('from'), c.req.query('days') ?? '60'),
    ),
  )

  app.post(STAFF_API_ROUTES.inventory, async (c) => {
    const body = await readJsonBody(c, InventoryChangeSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    const outcome = await changeInventory(deps.db, deps.desk.rooms, body.data, deps.now())
    if (outcome.ok)
      deps.log(
        `staff: inventory ${body.data.action} room ${body.data.roomId} ${body.data.from}..${body.data.to} by account ${c.get('staff').id}`,
      )
    return answer(c, outcome)
  })

  app.get(STAFF_API_ROUTES.rates, async (c) =>
    answer(c, await rateGrid(deps.desk, c.req.query('from'), c.req.query('to'))),
  )
  app.post(STAFF_API_ROUTES.rates, async (c) => {
    const body = await readJsonBody(c, RateChangeSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    return answer(c, await changeRates(deps.desk, body.data, c.get('staff'), deps.now()))
  })
  app.get(STAFF_API_ROUTES.seasons, async (c) => c.json(await seasons(deps.desk)))
  app.post(STAFF_API_ROUTES.seasons, async (c) => {
    const body = await readJsonBody(c, SeasonSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    return answer(c, await saveSeason(deps.desk, body.data, c.get('staff'), deps.now()))
  })
  app.delete(STAFF_API_ROUTES.season, async (c) =>
    answer(c, await removeSeason(deps.desk, c.req.param('id'), c.get('staff'), deps.now())),
  )
  app.get(STAFF_API_ROUTES.promos, async (c) => c.json(await promos(deps.desk)))
  app.post(STAFF_API_ROUTES.promos, async (c) => {
    const body = await readJsonBody(c, PromoSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    const outcome = await createPromo(deps.desk, body.data, c.get('staff'), deps.now())
    return outcome.ok ? c.json(outcome.value, 201) : refusal(c, outcome.problem)
  })
  app.post(STAFF_API_ROUTES.disablePromo, async (c) =>
    answer(c, await stopPromo(deps.desk, c.req.param('code'), c.get('staff'), deps.now())),
  )
  app.get(STAFF_API_ROUTES.fees, async (c) => c.json(await fees(deps.desk)))
  app.put(STAFF_API_ROUTES.fees, async (c) => {
    const body = await readJsonBody(c, FeesSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    return answer(c, await setFees(deps.desk, body.data.fees, c.get('staff'), deps.now()))
  })
  app.get(STAFF_API_ROUTES.weekdays, async (c) => c.json(await weekdays(deps.desk)))
  app.put(STAFF_API_ROUTES.weekdays, async (c) => {
    const body = await readJsonBody(c, WeekdaysSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    return answer(c, await setWeekdays(deps.desk, body.data.weekdays, c.get('staff'), deps.now()))
  })
  app.get(STAFF_API_ROUTES.priceHistory, async (c) => c.json(await history(deps.desk)))

  app.get(STAFF_API_ROUTES.nightHolds, async (c) =>
    answer(c, await nightHolds(deps.channels, c.req.query('roomId'), c.req.query('night'))),
  )
  app.get(STAFF_API_ROUTES.channels, async (c) =>
    c.json(await channelsOverview(deps.channels, siteOriginOf(c))),
  )
  app.post(STAFF_API_ROUTES.feeds, async (c) => {
    const body = await readJsonBody(c, FeedSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    const outcome = await addFeed(deps.channels, body.data, c.get('staff'), deps.now())
    if (!outcome.ok) return refusal(c, outcome.problem)
    // Synced at once, so the new calendar's nights are blocked before staff look again.
    deps.syncFeedSoon(outcome.value.id)
    return c.json(outcome.value, 201)
  })
  app.post(STAFF_API_ROUTES.syncFeed, async (c) => {
    const id = Number(c.req.param('id'))
    const outcome =
      Number.isSafeInteger(id) && id >= 1
        ? await syncFeed(deps.channelSync, id, deps.now(), { dueOnly: false })
        : ({ ran: false, reason: 'not_found' } as const)
    if (outcome.ran) return c.json(outcome.result)
    return refusal(c, outcome.reason === 'busy' ? FEED_BUSY : NO_FEED)
  })
  app.delete(STAFF_API_ROUTES.feed, async (c) =>
    answer(c, await removeFeed(deps.channels, c.req.param('id'), c.get('staff'), deps.now())),
  )
  app.post(STAFF_API_ROUTES.rotateExport, async (c) =>
    answer(
      c,
      await rotateExport(
        deps.channels,
        c.req.param('roomId'),
        siteOriginOf(c),
        c.get('staff'),
        deps.now(),
      ),
    ),
  )
  app.post(STAFF_API_ROUTES.resolveConflict, async (c) => {
    const body = await readJsonBody(c, ResolveConflictSchema, 'Say what was done.')
    if ('refused' in body) return body.refused
    return answer(
      c,
      await resolveConflict(
        deps.channels,
        c.req.param('id'),
        body.data.note,
        c.get('staff'),
        deps.now(),
      ),
    )
  })

  app.get(STAFF_API_ROUTES.reports, async (c) =>
    answer(c, await report(deps.db, deps.desk.rooms, c.req.query('from'), c.req.query('to'))),
  )
  app.get(STAFF_API_ROUTES.reportsCsv, async (c) => {
    const outcome = await report(deps.db, deps.desk.rooms, c.req.query('from'), c.req.query('to'))
    if (!outcome.ok) return refusal(c, outcome.problem)
    const { from, to } = outcome.value
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="report-${from}-to-${to}.csv"`)
    return c.body(reportCsv(outcome.value))
  })

  app.get(STAFF_API_ROUTES.movements, async (c) =>
    answer(c, await movements(deps.desk, c.req.query('date'), deps.now())),
  )
  app.get(STAFF_API_ROUTES.search, async (c) => {
    const outcome = await searchDesk(deps.desk, c.req.query('q'))
    return outcome.ok ? c.json({ results: outcome.value }) : refusal(c, outcome.problem)
  })

  app.post(STAFF_API_ROUTES.phoneBookings, async (c) => {
    const body = await readJsonBody(c, PhoneBookingSchema, 'Some details need another look.')
    if ('refused' in body) return body.refused
    const result = await enterPhoneBooking(deps.desk, body.data, c.get('staff'), {
      siteOrigin: siteOriginOf(c),
      now: deps.now(),
    })
    if (!result.ok) return refusal(c, result.problem)
    deps.mailQueued()
    return c.json(result.value, 201)
  })

  function addressOf(c: Context<StaffEnv>): string {
    return clientAddress(
      c.env.incoming.socket.remoteAddress,
      c.req.header('x-forwarded-for'),
      deps.trustProxy,
    )
  }

  function siteOriginOf(c: Context<StaffEnv>): string {
    return deps.siteOrigin ?? listeningOrigin(c.env.incoming.socket)
  }

  /** `__Host-` where the browser sees HTTPS: the cookie is then bound to this host and path /. */
  function cookieName(c: Context<StaffEnv>): string {
    const forwardedProto = deps.trustProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
      : undefined
    const https = forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:'
    return https ? '__Host-staff_session' : 'staff_session'
  }

  return app
}

// A stream ends after a while and the browser opens another, which checks the session again:
// a console signed out elsewhere stops hearing within this time.
const LIVE_STREAM_MS = 5 * 60_000
// Proxies close a connection that says nothing for a minute or so.
const LIVE_HEARTBEAT_MS = 25_000

type SseStream = Parameters<Parameters<typeof streamSSE>[1]>[0]

async function liveStream(stream: SseStream, feed: LiveFeed): Promise<void> {
  let finish = () => {}
  const ended = new Promise<void>((resolve) => {
    finish = resolve
    stream.onAbort(resolve)
  })
  const unsubscribe = feed.subscribe({
    event: (event) => void stream.writeSSE({ event: event.kind, data: JSON.stringify(event) }),
    end: finish,
  })
  const lifetime = setTimeout(finish, LIVE_STREAM_MS)
  const heartbeat = setInterval(() => void stream.write(': still here\n\n'), LIVE_HEARTBEAT_MS)
  try {
    // `retry`: how long the browser waits before it opens the next stream.
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 2_000 })
    await ended
  } finally {
    clearTimeout(lifetime)
    clearInterval(heartbeat)
    unsubscribe()
  }
}

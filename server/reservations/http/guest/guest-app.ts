/** What every area of the guests' API is built on: its app, its dependencies, its helpers. */
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import type { Endpoint } from '../../../../domain/endpoint'
import type { Db } from '../../data/connect'
import type { ReceiptStore } from '../../payments/receipt-store'
import type { BookableRoom } from '../../services/catalog'
import type { ExportContext } from '../../services/channel-export'
import type { GuestContext } from '../../services/guest-reservations'
import type { BookingContext } from '../../services/request-reservation'
import type { Limiters } from '../rate-limits'
import { fail } from '../responses'

export type GuestApiDependencies = {
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
  /** Called after a commit that queued mail, so it goes out now rather than at the next tick. */
  mailQueued: () => void
  /** Whether an error means the database is out of reach or too busy (503), not a bug (500). */
  isOutage: (error: unknown) => boolean
  log: (line: string) => void
  now: () => Date
}

export type GuestEnv = { Bindings: HttpBindings }
export type GuestApp = Hono<GuestEnv>
export type GuestRequestContext = Context<GuestEnv>

export function rateLimited(c: GuestRequestContext, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds))
  return fail(
    c,
    'rate_limited',
    `Too many requests from your connection. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
  )
}

/** Any other method on the endpoint's path is a 405 that names the one to use. */
export function onlyItsMethod(app: GuestApp, endpoint: Endpoint): void {
  const allow = endpoint.method === 'GET' ? 'GET, HEAD' : endpoint.method
  app.all(endpoint.route, (c) => {
    c.header('Allow', allow)
    return fail(c, 'method_not_allowed', `Use ${endpoint.method} here.`)
  })
}

/**
 * Reservations mode as the tests meet it: the real wiring of main.ts (config, migrations, API,
 * mail worker, sweep) behind a real node:http server on loopback, on a fresh database of
 * either engine, plus a second connection for the tests to inspect what was stored.
 */
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { freshDatabase, type TestEngine } from '../../test-support/test-database'
import type { DatabaseTarget } from '../config'
import { openDatabase, type OpenDatabase } from '../data/connect'
import type { RateLimits, SignInLimits } from '../http/rate-limits'
import type { FeedReaderLimits } from '../ical/read-feed-isolated'
import type { Backoff } from '../mail/outbox'
import { addStaff } from '../data/staff'
import type { StaffRole } from '../../../domain/account-roles'
import { startReservations, type StartOptions } from '../main'
import { SOURCE_FEED_READER } from './feed-reader'
import { hashPassword } from '../services/staff-auth'

export type ApiServer = {
  url: string
  origin: string
  /** Where the database is, to open more connections (another server, say). */
  target: DatabaseTarget
  inspect: OpenDatabase
  /** Where this server keeps guests' receipts: a folder of its own, removed at stop. */
  uploadsDir: string
  logs: string[]
  /** Moves the server's clock, e.g. past a hold's expiry. */
  setNow: (now: Date) => void
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>
  get: (path: string) => Promise<Response>
  /** What a stopping server does first: ends the consoles' live streams. */
  endStreams: () => Promise<void>
  stop: () => Promise<void>
}

const GENEROUS: RateLimits = {
  bookingsPerWindow: 10_000,
  lookupsPerWindow: 10_000,
  promoGuessesPerWindow: 10_000,
  windowSeconds: 600,
}

export async function startApiServer(
  engine: TestEngine,
  options: {
    env?: Record<string, string>
    rateLimits?: RateLimits
    signInLimits?: SignInLimits
    mail?: { intervalMs?: number; backoff?: Backoff }
    channelTickMs?: number
    refunds?: StartOptions['refunds']
    feedReaderLimits?: FeedReaderLimits
    seller?: StartOptions['seller']
    /** PostgreSQL: the address the server connects to instead, given the database's own. */
    relayTo?: (postgresUrl: string) => Promise<string>
  } = {},
): Promise<ApiServer> {
  const fresh = await freshDatabase(engine)
  const databaseUrl =
    fresh.target.engine === 'sqlite'
      ? `file:${fresh.target.path}`
      : ((await options.relayTo?.(fresh.target.url)) ?? fresh.target.url)
  // Not the working directory's data/uploads, which PostgreSQL servers would otherwise share.
  const uploads = await mkdtemp(join(tmpdir(), 'receipts-'))
  const logs: string[] = []
  let now: Date | null = null
  const reservations = await startReservations({
    env: {
      DATABASE_URL: databaseUrl,
      // Test files book many stays from 127.0.0.1 for one guest; the cap has its own tests.
      MAX_OPEN_REQUESTS_PER_ADDRESS: '10000',
      MAX_OPEN_REQUESTS_PER_EMAIL: '10000',
      UPLOADS_DIR: uploads,
      ...options.env,
    },
    cwd: process.cwd(),
    log: (line) => logs.push(line),
    rateLimits: options.rateLimits ?? GENEROUS,
    now: () => now ?? new Date(),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    ...(options.channelTickMs ? { channelTickMs: options.channelTickMs } : {}),
    ...(options.refunds ? { refunds: options.refunds } : {}),
    ...(options.seller ? { seller: options.seller } : {}),
    feedReader: {
      worker: SOURCE_FEED_READER,
      ...(options.feedReaderLimits ? { limits: options.feedReaderLimits } : {}),
    },
  }).catch(async (error: unknown) => {
    await rm(uploads, { recursive: true, force: true })
    await fresh.cleanup()
    throw error
  })
  const server = http.createServer(reservations.handle)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const inspect = await openDatabase(fresh.target)

  return {
    url,
    origin: url,
    target: fresh.target,
    inspect,
    uploadsDir: reservations.config.uploadsDir,
    logs,
    setNow: (next) => {
      now = next
    },
    post: (path, body, headers = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path) => fetch(url + path),
    endStreams: () => reservations.endStreams(),
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await reservations.stop()
      await inspect.close()
      await fresh.cleanup()
      await rm(uploads, { recursive: true, force: true })
    },
  }
}

/** The password of every staff account the tests add. */
export const STAFF_PASSWORD = 'correct horse battery'

/** A staff account on `api`'s database, signed in: the session cookie to send with requests. */
export async function signedInStaff(
  api: ApiServer,
  email: string,
  role: StaffRole = 'manager',
): Promise<string> {
  const password = STAFF_PASSWORD
  const now = new Date().toISOString()
  await addStaff(api.inspect.db, email, await hashPassword(password), now, role)
  const response = await api.post('/api/staff/sign-in', { email, password })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

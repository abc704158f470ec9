/**
 * Reservations mode's server side, started by server/start.js when RESERVATIONS=on: reads
 * the configuration, opens and migrates the database, and runs the API, the mail worker and
 * the expiry sweep. Bundled into BUILD_DIR/reservations/server.js by the build.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { sql } from 'kysely'
import { taxesAndFees } from '../../app/content/booking'
import { resort } from '../../app/content/resort'
import { ConfigError, readConfig, type DatabaseTarget, type ReservationsConfig } from './config'
import { openDatabase, type OpenDatabase } from './data/connect'
import { isUnavailable } from './data/errors'
import { counterStore } from './data/rate-limit-store'
import { seedPrices } from './data/prices'
import { syncRoomTypes } from './data/room-types'
import { createApi } from './http/api'
import {
  SIGN_IN_LIMITS,
  createLimiters,
  createSignInLimiter,
  type RateLimits,
  type SignInLimits,
} from './http/rate-limits'
import { createStaffApi } from './http/staff-api'
import { startMailWorker } from './mail/mail-worker'
import type { Backoff } from './mail/outbox'
import { runBackupCommand } from './backup-cli'
import { bookableRooms, priceCatalog } from './services/catalog'
import { runSweep } from './services/sweep'
import { runStaffCommand, type CliIo } from './staff-cli'

export { ConfigError }

const SWEEP_INTERVAL_MS = 60_000

export type Reservations = {
  config: ReservationsConfig
  handle: (req: IncomingMessage, res: ServerResponse) => void
  /** Whether the database answers a trivial query within a couple of seconds (for /healthz). */
  healthy: () => Promise<boolean>
  /** Stops the worker and the sweep, then closes the database. Call after the HTTP server closed. */
  stop: () => Promise<void>
}

export type StartOptions = {
  env: Record<string, string | undefined>
  cwd: string
  log?: (line: string) => void
  rateLimits?: RateLimits
  signInLimits?: SignInLimits
  now?: () => Date
  /** Tests shorten the mail worker's tick and retry delays. */
  mail?: { intervalMs?: number; backoff?: Backoff }
}

export async function startReservations(options: StartOptions): Promise<Reservations> {
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => new Date())
  const config = readConfig(options.env, options.cwd)
  const database = await open(config.database)
  const { db, engine } = database
  const rooms = bookableRooms()
  await syncRoomTypes(db, rooms)
  await seedPrices(
    db,
    rooms.map((room) => room.contentPricing),
    taxesAndFees,
  )
  const prices = priceCatalog()

  const mail = startMailWorker({
    db,
    engine,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log,
    ...options.mail,
  })
  const context = { db, rooms, prices, resortName: resort.name, resortEmail: config.resortEmail }
  const mailQueued = () => mail.poke()
  const counters = counterStore(database)
  const staffApi = createStaffApi({
    db,
    desk: {
      db,
      rooms,
      prices,
      mail: { resortName: resort.name, resortEmail: config.resortEmail },
      randomBytes: (count) => randomBytes(count),
    },
    signInLimiter: createSignInLimiter(options.signInLimits ?? SIGN_IN_LIMITS, counters),
    trustProxy: config.trustProxy,
    siteOrigin: config.siteOrigin,
    mailQueued,
    log,
    now,
  })
  const api = createApi({
    staffApi,
    db,
    rooms,
    booking: {
      ...context,
      holdHours: config.holdHours,
      sameDayCutoffHour: config.sameDayCutoffHour,
      openRequestCaps: config.openRequestCaps,
      randomBytes: (count) => randomBytes(count),
    },
    guest: context,
    limiters: createLimiters(options.rateLimits ?? config.rateLimits, counters),
    trustProxy: config.trustProxy,
    siteOrigin: config.siteOrigin,
    mailQueued,
    isOutage: isUnavailable,
    log,
    now,
  })

  let sweeping: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    sweeping = runSweep(database, config, now())
      .then((result) => {
        if (result?.expired) mail.poke()
        if (result?.erased) log(`sweep: erased the guest details of ${result.erased} past stays`)
      })
      .catch((error: unknown) =>
        log(`sweep: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  sweep()
  const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweepTimer.unref()

  log(
    `reservations on: ${config.databaseLabel}; mail ${config.smtpUrl ? 'by SMTP' : 'queued (no SMTP_URL)'}`,
  )
  return {
    config,
    handle: getRequestListener((request, env) => api.fetch(request, env)),
    healthy: () => databaseAnswers(db),
    async stop() {
      clearInterval(sweepTimer)
      await sweeping
      await mail.stop()
      await database.close()
    },
  }
}

const HEALTH_TIMEOUT_MS = 2000

async function databaseAnswers(db: OpenDatabase['db']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)
  })
  const answer = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Turns the ways a database can be out of reach at start into one line naming DATABASE_URL. */
async function open(target: DatabaseTarget): Promise<OpenDatabase> {
  try {
    return await openDatabase(target)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const where = target.engine === 'sqlite' ? target.path : new URL(target.url).host
    throw new ConfigError(
      `DATABASE_URL: cannot open the ${target.engine === 'sqlite' ? 'SQLite file' : 'PostgreSQL database at'} ${where}: ${reason}`,
    )
  }
}

/** The command-line tools (server/reservations-cli.js): `staff` and `backup`. */
export async function runCommand(
  command: string,
  args: readonly string[],
  io: CliIo,
): Promise<number> {
  if (command === 'staff') return runStaffCommand(args, io)
  if (command === 'backup') return runBackupCommand(args, io)
  io.stderr(`unknown command ${command}: use staff or backup`)
  return 2
}

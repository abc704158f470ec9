/**
 * Reservations mode's server side, started by server/start.js when RESERVATIONS=on: reads
 * the configuration, opens and migrates the database, and runs the API, the mail worker and
 * the expiry sweep. Bundled into BUILD_DIR/reservations/server.js by the build.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { sql } from 'kysely'
import { taxesAndFees } from '../../content/booking'
import { contact } from '../../content/contact'
import { resort } from '../../content/resort'
import { transferDetails } from '../../content/payments'
import { seller as contentSeller } from '../../content/invoicing'
import type { Seller } from '../../domain/invoice'
import { sellerProblems } from '../../content/validate-content'
import { ConfigError, readConfig, type DatabaseTarget, type ReservationsConfig } from './config'
import { openDatabase, type Db, type OpenDatabase } from './data/connect'
import { isUnavailable } from './data/errors'
import { counterStore, type CounterStore } from './data/rate-limit-store'
import { seedPrices } from './data/prices'
import { syncRoomTypes } from './data/room-types'
import { createApi } from './http/api'
import { createReceiptStore, type ReceiptStore } from './payments/receipt-store'
import {
  SIGN_IN_LIMITS,
  createLimiters,
  createSignInLimiter,
  type RateLimits,
  type SignInLimits,
} from './http/rate-limits'
import { createLiveFeed, type LiveFeed } from './services/live-feed'
import { createStaffApi } from './http/staff-api'
import { paymongoClient } from './payments/paymongo-client'
import { startMailWorker } from './mail/mail-worker'
import type { Backoff } from './mail/outbox'
import { runBackupCommand } from './backup-cli'
import {
  bookableRooms,
  priceCatalog,
  type BookableRoom,
  type PriceCatalog,
} from './services/catalog'
import { ensureExports } from './services/channel-export'
import { startChannelTimer, type ChannelSyncContext } from './services/channel-sync'
import { runSweep } from './services/sweep'
import { startRefundWorker, type RefundWorker } from './services/refund-worker'
import { syncUnits } from './services/unit-labels'
import { FEED_LIMITS } from './ical/fetch-feed'
import {
  FEED_READER_LIMITS,
  isolatedFeedReader,
  type FeedReaderLimits,
  type FeedReaderWorker,
} from './ical/read-feed-isolated'
import { runStaffCommand, type CliIo } from './staff-cli'

export { ConfigError }

const SWEEP_INTERVAL_MS = 60_000
/** The worker the build writes beside this bundle (scripts/build-reservations-server.mjs). */
const BUNDLED_FEED_READER: FeedReaderWorker = {
  url: pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'feed-reader.js')),
}
/** How often to look for feeds due a sync; each feed's own interval is CHANNEL_SYNC_MINUTES. */
const CHANNEL_TICK_MS = 30_000

export type Reservations = {
  config: ReservationsConfig
  handle: (req: IncomingMessage, res: ServerResponse) => void
  /** Whether the database answers a trivial query within a couple of seconds (for /healthz). */
  healthy: () => Promise<boolean>
  /**
   * Ends the staff consoles' live streams: call as the server begins to stop, since closing it
   * waits for every open response and a stream stays open until it is ended.
   */
  endStreams: () => Promise<void>
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
  /** Tests shorten how often the channel timer looks for feeds due a sync. */
  channelTickMs?: number
  /**
   * The feed reader's worker: by default feed-reader.js, which the build writes beside this
   * bundle; tests that run the sources give the TypeScript file and a loader for it.
   */
  feedReader?: { worker?: FeedReaderWorker; limits?: FeedReaderLimits }
  /** Tests issue invoices as another seller (a non-VAT one); content/invoicing.ts by default. */
  seller?: Seller
  /** Tests shorten the refund worker's tick and retry delays. */
  refunds?: {
    intervalMs?: number
    maxAttempts?: number
    backoff?: { firstMs: number; maxMs: number }
  }
}

export async function startReservations(options: StartOptions): Promise<Reservations> {
  const log = options.log ?? ((line: string) => console.log(line))
  const now = options.now ?? (() => new Date())
  const config = readConfig(options.env, options.cwd)
  const database = await open(config.database, log)
  const rooms = bookableRooms()
  await syncCatalog(database.db, rooms, now())
  const setting: Setting = { options, config, database, rooms, prices: priceCatalog(), log, now }
  const workers = await startWorkers(setting)
  const { api, liveFeed, receipts } = createApis(setting, workers)
  const sweep = startSweep(setting, workers, receipts)

  log(
    `reservations on: ${config.databaseLabel}; mail ${config.smtpUrl ? 'by SMTP' : 'queued (no SMTP_URL)'}`,
  )
  return {
    config,
    handle: getRequestListener((request, env) => api.fetch(request, env)),
    healthy: () => databaseAnswers(database.db),
    endStreams: () => liveFeed.stop(),
    async stop() {
      await liveFeed.stop()
      await sweep.stop()
      await workers.channelTimer.stop()
      await workers.feedReader.close()
      await workers.refunds?.stop()
      await workers.mail.stop()
      await database.close()
    },
  }
}

/** What each step of starting works from. */
type Setting = {
  options: StartOptions
  config: ReservationsConfig
  database: OpenDatabase
  rooms: BookableRoom[]
  prices: PriceCatalog
  log: (line: string) => void
  now: () => Date
}

/** The rooms, their units and their first prices, from the site's content into the database. */
async function syncCatalog(db: Db, rooms: BookableRoom[], now: Date): Promise<void> {
  await syncRoomTypes(db, rooms)
  await syncUnits(db, rooms, now)
  await seedPrices(
    db,
    rooms.map((room) => room.contentPricing),
    taxesAndFees,
  )
}

type Workers = Awaited<ReturnType<typeof startWorkers>>

/** The mail worker, the channel timer with its feed reader, and the refund worker with PayMongo. */
async function startWorkers(setting: Setting) {
  const { options, config, database, rooms, log, now } = setting
  const { db, engine } = database
  const mail = startMailWorker({
    db,
    engine,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log,
    ...options.mail,
  })
  let refunds: RefundWorker | null = null
  // A cancellation that queued mail may have queued a refund with it.
  const mailQueued = () => {
    mail.poke()
    refunds?.poke()
  }
  const paymongo = paymongoOf(config)
  const exports = { db, rooms, resortName: resort.name, randomBytes }
  await ensureExports(exports, now())
  const feedReader = isolatedFeedReader(
    options.feedReader?.worker ?? BUNDLED_FEED_READER,
    options.feedReader?.limits ?? FEED_READER_LIMITS,
  )
  const channelSync = channelSyncContext(setting, feedReader, mailQueued)
  const channelTimer = startChannelTimer(channelSync, {
    tickMs: options.channelTickMs ?? CHANNEL_TICK_MS,
    now,
    log,
  })
  refunds =
    paymongo &&
    startRefundWorker({
      db,
      client: paymongo.client,
      mail: channelSync.mail,
      log,
      mailQueued: () => mail.poke(),
      now,
      ...options.refunds,
    })
  return { mail, refunds, mailQueued, paymongo, exports, feedReader, channelSync, channelTimer }
}

function paymongoOf(config: ReservationsConfig) {
  return (
    config.payments.paymongo && {
      client: paymongoClient({
        secretKey: config.payments.paymongo.secretKey,
        apiUrl: config.payments.paymongo.apiUrl,
      }),
      methods: config.payments.paymongo.methods,
      webhookSecret: config.payments.paymongo.webhookSecret,
    }
  )
}

function channelSyncContext(
  { options, config, database, rooms }: Setting,
  feedReader: ReturnType<typeof isolatedFeedReader>,
  mailQueued: () => void,
): ChannelSyncContext {
  return {
    db: database.db,
    rooms,
    // Mail sent without a request to take the address from: without SITE_ORIGIN (a loopback
    // server), the address it listens on.
    mail: {
      resortName: resort.name,
      resortEmail: config.resortEmail,
      resortAddress: contact.address,
      siteOrigin:
        config.siteOrigin ??
        `http://${options.env.HOST?.trim() || '127.0.0.1'}:${options.env.PORT?.trim() || '3000'}`,
    },
    limits: { ...FEED_LIMITS, allowPrivateHosts: config.channels.allowPrivateHosts },
    readFeed: feedReader.read,
    intervalMinutes: config.channels.syncMinutes,
    mailQueued,
  }
}

/** The guests' API with the staff's inside it, and what they share: receipts and the live feed. */
function createApis(setting: Setting, workers: Workers) {
  const { options, config, database, log, now } = setting
  // Made once: it creates and narrows the folder and clears a crash's leftovers.
  const receipts = createReceiptStore(config.uploadsDir)
  const counters = counterStore(database)
  const liveFeed = createLiveFeed({ db: database.db, now, log })
  const staffApi = staffApiOf(setting, workers, { receipts, counters, liveFeed })
  const context = {
    db: database.db,
    rooms: setting.rooms,
    prices: setting.prices,
    resortName: resort.name,
    resortEmail: config.resortEmail,
    resortAddress: contact.address,
  }
  const api = createApi({
    staffApi,
    db: database.db,
    exports: workers.exports,
    rooms: setting.rooms,
    booking: {
      ...context,
      holdHours: config.holdHours,
      payments: config.payments,
      paymongo: workers.paymongo,
      transfer: transferDetails,
      sameDayCutoffHour: config.sameDayCutoffHour,
      openRequestCaps: config.openRequestCaps,
      randomBytes: (count) => randomBytes(count),
      log,
    },
    guest: context,
    receipts,
    limiters: createLimiters(options.rateLimits ?? config.rateLimits, counters),
    trustProxy: config.trustProxy,
    siteOrigin: config.siteOrigin,
    mailQueued: workers.mailQueued,
    isOutage: isUnavailable,
    log,
    now,
  })
  return { api, liveFeed, receipts }
}

function staffApiOf(
  { options, config, database, rooms, prices, log, now }: Setting,
  { channelSync, channelTimer, mailQueued }: Workers,
  shared: { receipts: ReceiptStore; counters: CounterStore; liveFeed: LiveFeed },
) {
  const { db } = database
  return createStaffApi({
    db,
    receipts: shared.receipts,
    channels: { db, rooms, randomBytes },
    channelSync,
    syncFeedSoon: (feedId) => channelTimer.syncSoon(feedId),
    desk: {
      db,
      rooms,
      prices,
      mail: {
        resortName: resort.name,
        resortEmail: config.resortEmail,
        resortAddress: contact.address,
      },
      randomBytes: (count) => randomBytes(count),
      transferHoldHours: config.payments.transferHoldHours,
      noShowFromHour: config.noShowFromHour,
      seller: config.invoices ? invoiceSeller(options.seller ?? contentSeller) : null,
    },
    signInLimiter: createSignInLimiter(options.signInLimits ?? SIGN_IN_LIMITS, shared.counters),
    liveFeed: shared.liveFeed,
    trustProxy: config.trustProxy,
    siteOrigin: config.siteOrigin,
    mailQueued,
    log,
    now,
  })
}

/** Expires holds and erases old guest details every SWEEP_INTERVAL_MS, starting now. */
function startSweep(
  { config, database, rooms, log, now }: Setting,
  { mail, channelSync }: Workers,
  receipts: ReceiptStore,
): { stop: () => Promise<void> } {
  let sweeping: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    sweeping = runSweep(
      database,
      {
        eraseAfterDays: config.eraseAfterDays,
        expiryMail: { context: channelSync.mail, rooms },
        receipts,
        housekeepingDayHour: config.housekeepingDayHour,
      },
      now(),
    )
      .then((result) => {
        if (result?.expired) mail.poke()
        if (result?.erased) log(`sweep: erased the guest details of ${result.erased} past stays`)
        if (result?.dirtied) log(`housekeeping: ${result.dirtied} slept-in units marked dirty`)
      })
      .catch((error: unknown) =>
        log(`sweep: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  sweep()
  const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS)
  sweepTimer.unref()
  return {
    async stop() {
      clearInterval(sweepTimer)
      await sweeping
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
async function open(target: DatabaseTarget, log: (line: string) => void): Promise<OpenDatabase> {
  try {
    return await openDatabase(target, { checkpointThread: { log } })
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

/** With INVOICES=on, details that would print a wrong invoice stop the server, each named. */
function invoiceSeller(details: Seller): Seller {
  const problems = sellerProblems(details)
  if (problems.length > 0) throw new ConfigError(`INVOICES=on: ${problems.join('; ')}`)
  return details
}

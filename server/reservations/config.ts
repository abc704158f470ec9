/**
 * Reservations mode's configuration, read once at start from the environment
 * (docs/reservations.md, "The switch and the configuration"). Anything unknown or malformed stops
 * the server with one line naming the variable.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { DEFAULT_DEPOSIT, readDepositRule, type DepositRule } from '../../domain/deposit'
import { PAYMENT_WAYS, type PaymentWay } from '../../domain/payment-ways'
import { DEFAULT_NO_SHOW_FROM_HOUR } from '../../domain/front-desk'
import { DEFAULT_HOUSEKEEPING_DAY_HOUR } from '../../domain/housekeeping'
import { DEFAULT_SAME_DAY_CUTOFF_HOUR } from '../../domain/stay-rules'

export type DatabaseTarget =
  { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string }

export type ReservationsConfig = {
  database: DatabaseTarget
  /** Where to display the database without its password, for logs. */
  databaseLabel: string
  /** Guests' payment receipts: a private folder outside the web root (UPLOADS_DIR). */
  uploadsDir: string
  smtpUrl: string | null
  mailFrom: string
  resortEmail: string
  /**
   * The public address of the links in emails. Null only on a loopback server without
   * SITE_ORIGIN: links then name the address the server listens on, never a request's Host.
   */
  siteOrigin: string | null
  holdHours: number
  /** Resort-local hour from which guests cannot book a stay arriving today (24: never). */
  sameDayCutoffHour: number
  /** NO_SHOW_FROM_HOUR: from this resort hour of the arrival day (0 to 24) a no-show may be marked. */
  noShowFromHour: number
  /** HOUSEKEEPING_DAY_HOUR: the resort hour (0 to 23) slept-in units become dirty each day. */
  housekeepingDayHour: number
  openRequestCaps: { perAddress: number; perEmail: number }
  trustProxy: boolean
  eraseAfterDays: number
  /** How often each imported calendar is fetched; whether it may be on a private network. */
  channels: { syncMinutes: number; allowPrivateHosts: boolean }
  /** Requests per address in each 10-minute window. */
  rateLimits: {
    bookingsPerWindow: number
    lookupsPerWindow: number
    promoGuessesPerWindow: number
    windowSeconds: number
  }
  payments: PaymentsConfig
  /** INVOICES=on: check-out and the desk issue invoices (README, "Invoices"). */
  invoices: boolean
}

/** README, "Deposits and payments"; no ways means payments are off. */
export type PaymentsConfig = {
  ways: readonly PaymentWay[]
  deposit: DepositRule
  paymongo: PaymongoConfig | null
  paymentHoldMinutes: number
  transferHoldHours: number
}

export type PaymongoConfig = {
  secretKey: string
  webhookSecret: string
  apiUrl: string
  methods: readonly string[]
}

export class ConfigError extends Error {}

export const DEFAULT_SQLITE_PATH = 'data/reservations.db'
const DEFAULT_HOLD_HOURS = 48
const DEFAULT_ERASE_AFTER_DAYS = 365

export function readConfig(
  env: Record<string, string | undefined>,
  cwd: string,
): ReservationsConfig {
  const database = databaseTarget(env.DATABASE_URL, cwd)
  return {
    database,
    databaseLabel:
      database.engine === 'sqlite'
        ? `SQLite ${database.path}`
        : `PostgreSQL ${withoutPassword(database.url)}`,
    uploadsDir: uploadsDir(env.UPLOADS_DIR, database, cwd),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: emailVariable(env, 'MAIL_FROM', 'Alon Cove Resort <reservations@aloncove.example>'),
    resortEmail: emailVariable(env, 'RESORT_EMAIL', 'frontdesk@aloncove.example'),
    siteOrigin: siteOrigin(env),
    holdHours: wholeNumber(env, 'HOLD_HOURS', DEFAULT_HOLD_HOURS, 1, 24 * 14),
    sameDayCutoffHour: wholeNumber(
      env,
      'SAME_DAY_CUTOFF_HOUR',
      DEFAULT_SAME_DAY_CUTOFF_HOUR,
      0,
      24,
    ),
    noShowFromHour: wholeNumber(env, 'NO_SHOW_FROM_HOUR', DEFAULT_NO_SHOW_FROM_HOUR, 0, 24),
    housekeepingDayHour: wholeNumber(
      env,
      'HOUSEKEEPING_DAY_HOUR',
      DEFAULT_HOUSEKEEPING_DAY_HOUR,
      0,
      23,
    ),
    openRequestCaps: {
      perAddress: wholeNumber(env, 'MAX_OPEN_REQUESTS_PER_ADDRESS', 3, 1, 1_000_000),
      perEmail: wholeNumber(env, 'MAX_OPEN_REQUESTS_PER_EMAIL', 3, 1, 1_000_000),
    },
    trustProxy: flag(env, 'TRUST_PROXY'),
    eraseAfterDays: wholeNumber(
      env,
      'ERASE_GUEST_DATA_AFTER_DAYS',
      DEFAULT_ERASE_AFTER_DAYS,
      1,
      36500,
    ),
    channels: {
      syncMinutes: wholeNumber(env, 'CHANNEL_SYNC_MINUTES', 15, 1, 24 * 60),
      allowPrivateHosts: flag(env, 'CHANNEL_ALLOW_PRIVATE_HOSTS'),
    },
    rateLimits: {
      bookingsPerWindow: wholeNumber(env, 'RATE_LIMIT_BOOKINGS', 20, 1, 1_000_000),
      lookupsPerWindow: wholeNumber(env, 'RATE_LIMIT_LOOKUPS', 60, 1, 1_000_000),
      promoGuessesPerWindow: wholeNumber(env, 'RATE_LIMIT_PROMO_GUESSES', 10, 1, 1_000_000),
      windowSeconds: 600,
    },
    payments: paymentsConfig(env),
    invoices: onOff(env, 'INVOICES'),
  }
}

/** The database alone, for the command-line tools: they send no mail and need no other variable. */
export function readDatabaseTarget(
  env: Record<string, string | undefined>,
  cwd: string,
): DatabaseTarget {
  return databaseTarget(env.DATABASE_URL, cwd)
}

function databaseTarget(value: string | undefined, cwd: string): DatabaseTarget {
  if (value === undefined || value.trim() === '')
    return { engine: 'sqlite', path: resolve(cwd, DEFAULT_SQLITE_PATH) }
  const url = value.trim()
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length)
    if (path === '')
      throw new ConfigError('DATABASE_URL: file: needs a path, e.g. file:data/reservations.db')
    return { engine: 'sqlite', path: isAbsolute(path) ? path : resolve(cwd, path) }
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    try {
      new URL(url)
    } catch {
      throw new ConfigError('DATABASE_URL: not a valid postgres:// URL')
    }
    return { engine: 'postgres', url }
  }
  throw new ConfigError(
    'DATABASE_URL must be file:PATH or postgres://…; unset means data/reservations.db',
  )
}

const PAYMONGO_API_URL = 'https://api.paymongo.com'
// PayMongo's documented payment method types for Checkout Sessions.
const PAYMONGO_METHODS = [
  'card',
  'gcash',
  'paymaya',
  'qrph',
  'grab_pay',
  'shopee_pay',
  'billease',
  'dob',
  'dob_ubp',
  'brankas_bdo',
  'brankas_landbank',
  'brankas_metrobank',
]

function paymentsConfig(env: Record<string, string | undefined>): PaymentsConfig {
  const ways = paymentWays(env.PAYMENTS)
  const deposit = env.DEPOSIT?.trim() ? readDepositRule(env.DEPOSIT) : DEFAULT_DEPOSIT
  if (!deposit) throw new ConfigError('DEPOSIT must be first-night, full or a percentage like 30%')
  return {
    ways,
    deposit,
    paymongo: ways.includes('online') ? paymongoConfig(env) : null,
    paymentHoldMinutes: wholeNumber(env, 'PAYMENT_HOLD_MINUTES', 30, 5, 24 * 60),
    transferHoldHours: wholeNumber(env, 'TRANSFER_HOLD_HOURS', 24, 1, 24 * 14),
  }
}

function paymentWays(value: string | undefined): PaymentWay[] {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'off') return []
  const ways = text.split(',').map((way) => way.trim())
  const known = (way: string): way is PaymentWay =>
    (PAYMENT_WAYS as readonly string[]).includes(way)
  if (!ways.every(known) || new Set(ways).size !== ways.length) {
    throw new ConfigError('PAYMENTS must be off, online, transfer or online,transfer')
  }
  return PAYMENT_WAYS.filter((way) => ways.includes(way))
}

function paymongoConfig(env: Record<string, string | undefined>): PaymongoConfig {
  const secretKey = env.PAYMONGO_SECRET_KEY?.trim() ?? ''
  if (!/^sk_(test|live)_\w+$/.test(secretKey)) {
    throw new ConfigError(
      'PAYMONGO_SECRET_KEY must be set to a secret key (sk_test_… or sk_live_…) when PAYMENTS has online',
    )
  }
  const webhookSecret = env.PAYMONGO_WEBHOOK_SECRET?.trim() ?? ''
  if (!/^whsk_\w+$/.test(webhookSecret)) {
    throw new ConfigError(
      "PAYMONGO_WEBHOOK_SECRET must be set to the webhook's secret key (whsk_…) when PAYMENTS has online",
    )
  }
  const apiUrl = env.PAYMONGO_API_URL?.trim() || PAYMONGO_API_URL
  try {
    const url = new URL(apiUrl)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not web')
  } catch {
    throw new ConfigError('PAYMONGO_API_URL must be an address like https://api.paymongo.com')
  }
  const methods = (env.PAYMONGO_METHODS?.trim() || 'card,gcash,paymaya,qrph')
    .split(',')
    .map((method) => method.trim())
  if (!methods.every((method) => PAYMONGO_METHODS.includes(method))) {
    throw new ConfigError(`PAYMONGO_METHODS must be a list of ${PAYMONGO_METHODS.join(', ')}`)
  }
  return { secretKey, webhookSecret, apiUrl: apiUrl.replace(/\/+$/, ''), methods }
}

function uploadsDir(value: string | undefined, database: DatabaseTarget, cwd: string): string {
  const path = value?.trim()
  // Beside the SQLite database (data/uploads for the default); PostgreSQL has no folder of its
  // own, so data/uploads under the working directory.
  if (!path) {
    return database.engine === 'sqlite'
      ? join(dirname(database.path), 'uploads')
      : resolve(cwd, 'data/uploads')
  }
  // A line break or other control character in a path is a pasting mistake, never a real folder.
  if (/\p{Cc}/u.test(path)) throw new ConfigError('UPLOADS_DIR must be a folder path')
  return resolve(cwd, path)
}

function smtpUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null
  try {
    const url = new URL(value.trim())
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return url.href
  } catch {
    // reported below
  }
  throw new ConfigError('SMTP_URL must look like smtp://host:port or smtps://user:pass@host:port')
}

function emailVariable(
  env: Record<string, string | undefined>,
  name: string,
  fallback: string,
): string {
  const value = env[name]?.trim()
  if (!value) return fallback
  if (!/@/.test(value) || /[\r\n]/.test(value))
    throw new ConfigError(`${name} must be an email address`)
  return value
}

/**
 * Links in the resort's mail must come from configuration: a Host header is the sender's to
 * write, and a forged one would point real resort mail at someone else's site. Only a server
 * that listens on loopback alone, and is not behind a proxy, may go without SITE_ORIGIN.
 */
function siteOrigin(env: Record<string, string | undefined>): string | null {
  const value = env.SITE_ORIGIN?.trim()
  if (value) {
    try {
      const url = new URL(value)
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
    } catch {
      // reported below
    }
    throw new ConfigError('SITE_ORIGIN must be an address like https://www.example.com')
  }
  if (env.TRUST_PROXY?.trim() === '1' || !isLoopbackHost(env.HOST?.trim() || '127.0.0.1')) {
    throw new ConfigError(
      'SITE_ORIGIN must be set (e.g. https://www.example.com) unless the server listens on 127.0.0.1 without a proxy: emails link to it',
    )
  }
  return null
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

function wholeNumber(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`)
  }
  return number
}

function flag(env: Record<string, string | undefined>, name: string): boolean {
  const value = env[name]?.trim()
  if (!value || value === '0') return false
  if (value === '1') return true
  throw new ConfigError(`${name} must be 1 or unset`)
}

function onOff(env: Record<string, string | undefined>, name: string): boolean {
  const value = env[name]?.trim()
  if (!value || value === 'off') return false
  if (value === 'on') return true
  throw new ConfigError(`${name} must be on, off or unset`)
}

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.href
}

/**
 * Reservations mode's configuration, read once at start from the environment
 * (docs/reservations.md, "The switch and the configuration"). Anything unknown or malformed stops
 * the server with one line naming the variable.
 */
import { isAbsolute, resolve } from 'node:path'
import { DEFAULT_SAME_DAY_CUTOFF_HOUR } from '../../domain/stay-rules'
import { defaultUploadsFolder } from './payments/receipt-store'

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
  openRequestCaps: { perAddress: number; perEmail: number }
  trustProxy: boolean
  eraseAfterDays: number
  /** How often each imported calendar is fetched; whether it may be on a private network. */
  channels: { syncMinutes: number; allowPrivateHosts: boolean }
  /** Requests per address in each 10-minute window. */
  rateLimits: { bookingsPerWindow: number; lookupsPerWindow: number; windowSeconds: number }
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
      windowSeconds: 600,
    },
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

function uploadsDir(value: string | undefined, database: DatabaseTarget, cwd: string): string {
  const path = value?.trim()
  if (!path) return defaultUploadsFolder({ database, cwd })
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

function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.href
}

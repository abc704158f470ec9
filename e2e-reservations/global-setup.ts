import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPaymongoStandIn } from '../server/reservations/test-support/paymongo-stand-in'
import { startSmtpSink } from '../server/test-support/smtp-sink'
import { addStaffAccount } from './staff-account'

/**
 * Starts, on 127.0.0.1 and free ports: a real SMTP server, a tiny JSON endpoint listing what
 * it received (the tests run in other processes), and the production server in reservations
 * mode on a fresh SQLite file, twice: as the README starts it (SITE_URL), and with deposits
 * taken online and by transfer (PAID_SITE_URL), beside the PayMongo stand-in (PAYMONGO_URL).
 * Hands the URLs to the tests, with MAILBOX_URL; returns the teardown that stops them all and
 * removes the databases.
 */
export default async function globalSetup() {
  const sink = await startSmtpSink()
  const mailbox = createServer((_request, response) => {
    const mails = sink.messages.map(({ from, to, subject, text }) => ({ from, to, subject, text }))
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(mails))
  })
  mailbox.listen(0, '127.0.0.1')
  await once(mailbox, 'listening')
  const mailboxAddress = mailbox.address()
  if (typeof mailboxAddress !== 'object' || !mailboxAddress) throw new Error('mailbox has no port')

  const dataDir = await mkdtemp(join(tmpdir(), 'alon-cove-e2e-'))
  const site = await startSite(join(dataDir, 'reservations.db'), sink.url)
  process.env.SITE_URL = site.url
  // staff-today.spec.ts seeds a stay that arrived yesterday, which no API can book.
  process.env.E2E_DATABASE_FILE = site.databaseFile
  process.env.MAILBOX_URL = `http://127.0.0.1:${mailboxAddress.port}`

  // A second site with deposits taken both ways (docs/reservations.md, "States"), paid online
  // through the PayMongo stand-in, the one part of the system that cannot be real here.
  const paymongo = await startPaymongoStandIn(PAYMONGO_KEYS)
  const paidSite = await startSite(join(dataDir, 'payments.db'), sink.url, {
    PAYMENTS: 'online,transfer',
    PAYMONGO_SECRET_KEY: PAYMONGO_KEYS.secretKey,
    PAYMONGO_WEBHOOK_SECRET: PAYMONGO_KEYS.webhookSecret,
    PAYMONGO_API_URL: paymongo.url,
    UPLOADS_DIR: join(dataDir, 'payment-uploads'),
  }).catch(async (error: unknown) => {
    site.stop()
    await paymongo.close()
    throw error
  })
  paymongo.setWebhookUrl(`${paidSite.url}/api/payments/paymongo`)
  process.env.PAID_SITE_URL = paidSite.url
  process.env.PAYMONGO_URL = paymongo.url

  // The staff console's tests sign in with an account made by `npm run staff -- add`, the
  // same on both sites.
  const staff = await addStaffAccount(site.env)
    .then(async (account) => {
      await addStaffAccount(paidSite.env, account)
      return account
    })
    .catch(async (error: unknown) => {
      site.stop()
      paidSite.stop()
      await paymongo.close()
      throw error
    })
  process.env.STAFF_EMAIL = staff.email
  process.env.STAFF_PASSWORD = staff.password
  // staff-frame.spec.ts: what the console shows the other roles.
  const roles = await Promise.all(
    (['front_desk', 'housekeeping'] as const).map((role) =>
      addStaffAccount(
        site.env,
        { email: `${role}@aloncove.example`, password: randomBytes(18).toString('base64url') },
        role,
      ),
    ),
  ).catch(async (error: unknown) => {
    site.stop()
    paidSite.stop()
    await paymongo.close()
    throw error
  })
  // One session per site for the tests whose subject is not signing in (openConsole in
  // staff-support.ts): a sign-in each was a second of every staff test, and an Argon2 hash on
  // the server beside the other worker. staff-sign-in.spec.ts signs in through the form.
  try {
    process.env.STAFF_SESSION = await staffSession(site.url, staff)
    process.env.PAID_STAFF_SESSION = await staffSession(paidSite.url, staff)
    const [frontDesk, housekeeping] = roles
    if (frontDesk && housekeeping) {
      process.env.FRONT_DESK_STAFF_SESSION = await staffSession(site.url, frontDesk)
      process.env.HOUSEKEEPING_STAFF_SESSION = await staffSession(site.url, housekeeping)
    }
  } catch (error) {
    site.stop()
    paidSite.stop()
    await paymongo.close()
    throw error
  }

  return async () => {
    await Promise.all([site.stop(), paidSite.stop()])
    await paymongo.close()
    mailbox.close()
    await sink.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Signs the staff account in through the API, as the form does; returns the session's token. */
async function staffSession(siteUrl: string, account: { email: string; password: string }) {
  const response = await fetch(`${siteUrl}/api/staff/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: siteUrl },
    body: JSON.stringify(account),
  })
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^staff_session=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined)
  if (!response.ok || !token)
    throw new Error(
      `staff sign-in at ${siteUrl} failed: ${response.status} ${await response.text()}`,
    )
  return token
}

/** Test keys of the stand-in's account: shaped like PayMongo's, worth nothing anywhere. */
const PAYMONGO_KEYS = {
  secretKey: 'sk_test_e2eStandInOnly',
  webhookSecret: 'whsk_e2eStandInOnly',
}

/** The production server in reservations mode on a fresh SQLite file, on a free port. */
async function startSite(databaseFile: string, smtpUrl: string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RESERVATIONS: 'on',
    BUILD_DIR: 'build-reservations',
    DATABASE_URL: `file:${databaseFile}`,
  }
  const server = spawn(process.execPath, ['server/start.js'], {
    env: {
      ...env,
      SMTP_URL: smtpUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      // Every test books from 127.0.0.1: the per-address limits would stop the suite halfway.
      RATE_LIMIT_BOOKINGS: '10000',
      RATE_LIMIT_LOOKUPS: '10000',
      RATE_LIMIT_PROMO_GUESSES: '10000',
      MAX_OPEN_REQUESTS_PER_ADDRESS: '10000',
      MAX_OPEN_REQUESTS_PER_EMAIL: '10000',
      // No stay arriving today online, whatever hour the suite runs at (stay-rules.spec.ts).
      SAME_DAY_CUTOFF_HOUR: '0',
      // The desk's moves offered on an arrival day are the same whatever hour the suite runs at;
      // the hour itself is tested with the server's clock set (front-desk-api.test.ts).
      NO_SHOW_FROM_HOUR: '0',
      // staff-channels.spec.ts imports calendars from a server of its own on loopback.
      CHANNEL_ALLOW_PRIVATE_HOSTS: '1',
      // Check-out issues invoices as the resort's would (staff-invoices.spec.ts prints them).
      INVOICES: 'on',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start within 30 s')),
      30_000,
    )
    server.once('exit', (code) => reject(new Error(`the server exited early with code ${code}`)))
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /at (http:\/\/[\d.]+:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
  })
  return {
    url,
    env,
    databaseFile,
    async stop() {
      server.kill('SIGTERM')
      if (server.exitCode === null) await once(server, 'exit')
    },
  }
}

/**
 * `npm run bench:api` (also the last part of `npm run bench`): the reservations API measured on
 * SQLite and on a throwaway PostgreSQL, each on a fresh database behind a real server process
 * (server/start.js over the RESERVATIONS=on build in BUILD_DIR, default build-reservations/).
 * Prints the tables and the goals on stdout, progress on stderr, and writes
 * bench-results/api-<timestamp>.json. Exits non-zero only when something could not be measured.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { DatabaseTarget } from '../../server/reservations/config'
import { openDatabase, type OpenDatabase } from '../../server/reservations/data/connect'
import { startPostgres } from '../../server/test-support/postgres'
import { benchApi, type ApiBenchOptions, type LoopDelay } from './api-load'
import {
  apiGoals,
  apiTables,
  channelTable,
  goalsTable,
  steadyTable,
  type EngineFigures,
} from './api-report'
import {
  freeUnits,
  seedHeldStays,
  seedPriceRules,
  seedStaff,
  seedStoredReservations,
} from './api-seed'

const log = (line: string) => console.error(line)

export async function runApiBench(
  options: ApiBenchOptions & { buildDir: string; resultsDir: string | null },
): Promise<EngineFigures[]> {
  const results: EngineFigures[] = []
  for (const engine of ['sqlite', 'postgres'] as const) {
    log(`api bench on ${engine}`)
    results.push({ engine, figures: await onFreshDatabase(engine, options) })
  }
  return results
}

async function onFreshDatabase(
  engine: 'sqlite' | 'postgres',
  options: ApiBenchOptions & { buildDir: string },
) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const postgres = engine === 'postgres' ? await startPostgres() : null
  const target: DatabaseTarget = postgres
    ? { engine: 'postgres', url: postgres.url }
    : { engine: 'sqlite', path: join(folder, 'bench.db') }
  let database: OpenDatabase | null = null
  const server = await startServer(options.buildDir, target)
  try {
    database = await openDatabase(target)
    const db = database.db
    return await benchApi(
      {
        url: server.url,
        seedTo: (total) => seedStoredReservations(db, total),
        seedPrices: () => seedPriceRules(db),
        seedHeldStays: (total) => seedHeldStays(db, total),
        freeUnits: (roomId, free) => freeUnits(db, roomId, free),
        addStaff: (email, password) => seedStaff(db, email, password),
        loopDelay: {
          reset: async () => {
            await askServer(server.child, 'reset')
          },
          read: () => askServer(server.child, 'read'),
        },
        night: async (roomId, night) => {
          const row = await db
            .selectFrom('inventory_night')
            .select(['booked', 'units'])
            .where('room_type_id', '=', roomId)
            .where('night', '=', night)
            .executeTakeFirst()
          return row ?? { booked: 0, units: 0 }
        },
        log,
      },
      options,
    )
  } finally {
    server.child.kill('SIGTERM')
    if (server.child.exitCode === null) await once(server.child, 'exit')
    await database?.close()
    await postgres?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Asks the server's loop-delay probe (./loop-delay-probe.mjs) for its figures. */
function askServer(child: ChildProcess, message: 'reset' | 'read'): Promise<LoopDelay> {
  return new Promise((resolve) => {
    child.once('message', (figures) => resolve(figures as LoopDelay))
    child.send(message)
  })
}

async function startServer(buildDir: string, target: DatabaseTarget) {
  const probe = pathToFileURL(join(process.cwd(), 'scripts', 'bench', 'loop-delay-probe.mjs'))
  const child = spawn(process.execPath, ['--import', probe.href, 'server/start.js'], {
    env: {
      ...process.env,
      RESERVATIONS: 'on',
      BUILD_DIR: buildDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: target.engine === 'sqlite' ? `file:${target.path}` : target.url,
      // The bench is one client address sending thousands of requests.
      RATE_LIMIT_BOOKINGS: '1000000',
      RATE_LIMIT_LOOKUPS: '1000000',
      MAX_OPEN_REQUESTS_PER_ADDRESS: '1000000',
      MAX_OPEN_REQUESTS_PER_EMAIL: '1000000',
      // The steady bookings come from many addresses (X-Forwarded-For), as behind a proxy,
      // where emails' links need the site's address.
      TRUST_PROXY: '1',
      SITE_ORIGIN: 'https://bench.example',
      SMTP_URL: '',
      // The import run's channel calendar is served on loopback.
      CHANNEL_ALLOW_PRIVATE_HOSTS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error('the server did not start within 20 s')),
      20_000,
    )
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code}`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[0])
      }
    })
  })
  child.removeAllListeners('exit')
  return { child, url }
}

export function report(results: EngineFigures[], resultsDir: string | null): string {
  const goals = apiGoals(results)
  if (resultsDir) {
    mkdirSync(resultsDir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    writeFileSync(
      join(resultsDir, `api-${stamp}.json`),
      `${JSON.stringify({ results, goals }, null, 2)}\n`,
    )
  }
  return [
    '## Reservations API under load (loopback; autocannon in this process on the same cores; fresh database per engine)',
    apiTables(results),
    "## At a steady load (open loop, evenly spaced, on the database the booking runs filled; the server's event-loop delay beside each)",
    steadyTable(results),
    '## Channel calendars (export read at a fixed rate; import synced through the staff API from a loopback feed)',
    channelTable(results),
    '## Reservations API goals (2 cores; PostgreSQL allowed twice the SQLite figures)',
    goalsTable(goals),
  ].join('\n\n')
}

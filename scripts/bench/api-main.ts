/**
 * `npm run bench:api` (also the last part of `npm run bench`): the reservations API measured on
 * SQLite and on a throwaway PostgreSQL with production's durable settings (every commit on disk
 * before it counts), each on a fresh database behind a real server process (server/start.js
 * over the RESERVATIONS=on build in BUILD_DIR, default build-reservations/); then PostgreSQL
 * behind deploy/nginx.conf with one server and with two, under the same loads.
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
import {
  benchApi,
  scaleRuns,
  type ApiBenchOptions,
  type BenchTarget,
  type LoopDelay,
  type ScaleFigures,
} from './api-load'
import {
  apiGoals,
  apiTables,
  channelTable,
  goalsTable,
  scaleTable,
  steadyTable,
  type EngineFigures,
} from './api-report'
import { cpuMsOf, cpuMsOfFamily } from './process-cpu'
import { startNginx } from './processes.mjs'
import {
  freeUnits,
  seedHeldStays,
  seedPriceRules,
  seedStaff,
  seedStoredReservations,
} from './api-seed'

const log = (line: string) => console.error(line)

export type BenchEngine = 'sqlite' | 'postgres'
export type ApiBenchRun = ApiBenchOptions & {
  buildDir: string
  resultsDir: string | null
  engines: readonly BenchEngine[]
  /** Server counts measured behind nginx on PostgreSQL; none skips the part. */
  scale: readonly number[]
}

export async function runApiBench(
  options: ApiBenchRun,
): Promise<{ results: EngineFigures[]; scale: ScaleFigures[] }> {
  const results: EngineFigures[] = []
  for (const engine of options.engines) {
    log(`api bench on ${engine}`)
    results.push({
      engine,
      figures: await onFreshDatabase(engine, 1, options, ({ target }) => benchApi(target, options)),
    })
  }
  const scale: ScaleFigures[] = []
  for (const servers of options.scale) {
    log(`api bench on postgres, ${servers} server${servers > 1 ? 's' : ''} behind nginx`)
    const figures = await onFreshDatabase('postgres', servers, options, async ({ target }) => {
      // Each booking from a guest of its own behind nginx too (api-load.ts, guestHeaders).
      const proxy = await startNginx('nginx', process.cwd(), options.buildDir, {
        apiPorts: target.ports,
        clientsNamedByLoad: true,
      })
      try {
        return await scaleRuns({ ...target, url: proxy.url }, options)
      } finally {
        await proxy.stop()
      }
    })
    scale.push({ servers, ...figures })
  }
  return { results, scale }
}

type Running = { target: BenchTarget & { ports: number[] } }

async function onFreshDatabase<T>(
  engine: BenchEngine,
  servers: number,
  options: ApiBenchOptions & { buildDir: string },
  measure: (running: Running) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const postgres = engine === 'postgres' ? await startPostgres({ durable: true }) : null
  const target: DatabaseTarget = postgres
    ? { engine: 'postgres', url: postgres.url }
    : { engine: 'sqlite', path: join(folder, 'bench.db') }
  let database: OpenDatabase | null = null
  const started: Awaited<ReturnType<typeof startServer>>[] = []
  try {
    // One after the other: the first migrates the fresh database.
    for (let count = 0; count < servers; count += 1) {
      started.push(await startServer(options.buildDir, target))
    }
    database = await openDatabase(target)
    const db = database.db
    const children = started.map((server) => server.child)
    return await measure({
      target: {
        url: started[0]?.url ?? '',
        ports: started.map((server) => Number(new URL(server.url).port)),
        seedTo: (total) => seedStoredReservations(db, total),
        seedPrices: () => seedPriceRules(db),
        seedHeldStays: (total) => seedHeldStays(db, total),
        freeUnits: (roomId, free) => freeUnits(db, roomId, free),
        addStaff: (email, password) => seedStaff(db, email, password),
        cpu: () => ({
          server: children.reduce((total, child) => total + cpuMsOf(child.pid ?? 0), 0),
          database: postgres ? cpuMsOfFamily(postgres.pid()) : null,
        }),
        loopDelay: {
          reset: async () => {
            await Promise.all(children.map((child) => askServer(child, 'reset')))
          },
          // The worst server's figures: a guest sent to it waits that long.
          read: async () => {
            const each = await Promise.all(children.map((child) => askServer(child, 'read')))
            return {
              p50: Math.max(...each.map((figures) => figures.p50)),
              p99: Math.max(...each.map((figures) => figures.p99)),
              max: Math.max(...each.map((figures) => figures.max)),
            }
          },
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
    })
  } finally {
    for (const server of started) {
      server.child.kill('SIGTERM')
      if (server.child.exitCode === null) await once(server.child, 'exit')
    }
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

/** A RESERVATIONS=on server as the bench runs it; `nodeArgs` go to Node (a profiler's). */
export async function startServer(
  buildDir: string,
  target: DatabaseTarget,
  nodeArgs: readonly string[] = [],
) {
  const probe = pathToFileURL(join(process.cwd(), 'scripts', 'bench', 'loop-delay-probe.mjs'))
  const args = [...nodeArgs, '--import', probe.href, 'server/start.js']
  const child = spawn(process.execPath, args, {
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
  // Still read, or a full pipe would stall the server's logging, but no longer kept: without
  // SMTP it logs a line per mail, thousands in a run.
  child.stdout?.removeAllListeners('data')
  child.stdout?.resume()
  return { child, url }
}

export function report(
  { results, scale }: { results: EngineFigures[]; scale: ScaleFigures[] },
  resultsDir: string | null,
): string {
  const goals = apiGoals(results)
  if (resultsDir) {
    mkdirSync(resultsDir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    writeFileSync(
      join(resultsDir, `api-${stamp}.json`),
      `${JSON.stringify({ results, scale, goals }, null, 2)}\n`,
    )
  }
  return [
    '## Reservations API under load (loopback; autocannon in this process on the same cores; fresh database per engine)',
    apiTables(results),
    "## At a steady load (open loop, evenly spaced, on the database the booking runs filled; the server's event-loop delay beside each)",
    steadyTable(results),
    '## Channel calendars (export read at a fixed rate; import synced through the staff API from a loopback feed)',
    channelTable(results),
    ...(scale.length > 0
      ? [
          '## Past one machine (durable PostgreSQL behind deploy/nginx.conf; the servers, PostgreSQL, nginx and the load on the same 2 cores)',
          scaleTable(scale),
        ]
      : []),
    '## Reservations API goals (2 cores; PostgreSQL with durable settings)',
    goalsTable(goals),
  ].join('\n\n')
}

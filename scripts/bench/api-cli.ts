/**
 * Entry of `npm run bench:api`, bundled and run by ./api.mjs. Env: BUILD_DIR (a RESERVATIONS=on
 * build, default build-reservations), BENCH_API_SECONDS (per fixed-rate run, default 10),
 * BENCH_API_BOOKINGS (per booking run, default 2000), BENCH_API_ENGINES (default
 * `sqlite,postgres`), BENCH_API_SERVERS (server counts behind nginx on PostgreSQL, default
 * `1,2`; `none` skips them).
 */
import { join, resolve } from 'node:path'
import { report, runApiBench, type BenchEngine } from './api-main'

const seconds = Number(process.env.BENCH_API_SECONDS || 10)
const bookings = Number(process.env.BENCH_API_BOOKINGS || 2000)
const projectDir = process.cwd()
const engines = (process.env.BENCH_API_ENGINES || 'sqlite,postgres')
  .split(',')
  .filter((engine): engine is BenchEngine => engine === 'sqlite' || engine === 'postgres')
const servers = process.env.BENCH_API_SERVERS || '1,2'
const scale =
  servers === 'none'
    ? []
    : servers
        .split(',')
        .map(Number)
        .filter((n) => n >= 1)

runApiBench({
  buildDir: resolve(projectDir, process.env.BUILD_DIR || 'build-reservations'),
  resultsDir: join(projectDir, 'bench-results'),
  engines,
  scale,
  seconds,
  warmUpSeconds: 3,
  rates: [500, 1000],
  stayLengths: [1, 7, 30],
  bookings,
  warmUpBookings: 2000,
  bookingConcurrency: 16,
  contenders: 64,
  stored: [1_000, 100_000],
  exportStays: 10_000,
  exportRate: 50,
  importEvents: 5_000,
  importMoves: 100,
  steadyReadRate: 1000,
  steadyBookingRate: 300,
}).then(
  (measured) => {
    console.log(`${report(measured, join(projectDir, 'bench-results'))}\n`)
  },
  (error: unknown) => {
    console.error(
      `api bench could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    process.exitCode = 1
  },
)

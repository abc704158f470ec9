/**
 * `npm run bench:api:profile`: where a booking's time goes on durable PostgreSQL. One server,
 * started as the API bench starts it (api-main.ts) with V8's CPU profiler on, under the bench's
 * saturated bookings from 16 clients; prints the bookings a second, the CPU a booking costs
 * the server, PostgreSQL's processes (user and system time apart) and the load, then the
 * server's profile summed by place and by function. Env: BUILD_DIR (default
 * build-reservations), BENCH_API_BOOKINGS (default 2000, after 2000 that warm the server up),
 * BENCH_API_PROFILE_DIR (where the .cpuprofile is kept, default bench-results/profiles).
 */
import { once } from 'node:events'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { resortToday } from '../../domain/calendar'
import { startPostgres } from '../../server/test-support/postgres'
import { saturatedBookings } from './api-load'
import { startServer } from './api-main'
import { cpuMsOf, cpuOfChildren, ownCpuMs } from './process-cpu'
import { summarizeProfile, type CpuProfile } from './profile-summary'

const projectDir = process.cwd()
const buildDir = resolve(projectDir, process.env.BUILD_DIR || 'build-reservations')
const bookings = Number(process.env.BENCH_API_BOOKINGS || 2000)
const profileDir = resolve(
  projectDir,
  process.env.BENCH_API_PROFILE_DIR || join('bench-results', 'profiles'),
)
const CONNECTIONS = 16
const WARM_UP = 2000

const postgres = await startPostgres({ durable: true })
mkdirSync(profileDir, { recursive: true })
const before = new Set(readdirSync(profileDir))
try {
  const { child, url } = await startServer(buildDir, { engine: 'postgres', url: postgres.url }, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
  ])
  try {
    const today = resortToday(new Date())
    const run = async (first: number, amount: number) => {
      const cpu = { server: cpuMsOf(child.pid ?? 0), database: cpuOfChildren(postgres.pid()) }
      const load = ownCpuMs()
      const { result, seconds } = await saturatedBookings(url, {
        today,
        first,
        amount,
        connections: CONNECTIONS,
      })
      const booked = result['2xx']
      const each = (ms: number) => (ms / Math.max(1, booked)).toFixed(2)
      const database = cpuOfChildren(postgres.pid())
      return [
        `${booked} bookings (${result.non2xx + result.errors + result.timeouts} not booked):`,
        `${(booked / seconds).toFixed(0)}/s, p99 ${result.latency.p99} ms;`,
        `CPU a booking: server ${each(cpuMsOf(child.pid ?? 0) - cpu.server)} ms,`,
        `PostgreSQL ${each(database.user - cpu.database.user)} ms user`,
        `+ ${each(database.system - cpu.database.system)} ms system,`,
        `load ${each(ownCpuMs() - load)} ms`,
      ].join(' ')
    }
    await run(0, WARM_UP)
    console.log(await run(WARM_UP, bookings))
  } finally {
    // The profile is written as the server exits.
    child.kill('SIGTERM')
    if (child.exitCode === null) await once(child, 'exit')
  }
} finally {
  await postgres.stop()
}
for (const name of readdirSync(profileDir).filter((file) => !before.has(file))) {
  const profile = JSON.parse(readFileSync(join(profileDir, name), 'utf8')) as CpuProfile
  console.log(`\n${join(profileDir, name)}\n${summarizeProfile(profile, 25)}`)
}

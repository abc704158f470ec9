/**
 * `npm run bench:api:profile`: where a booking's time goes on durable PostgreSQL. One server
 * (server/start.js over BUILD_DIR, default build-reservations) with V8's CPU profiler on, under
 * bookings from 16 clients sent as the API bench's saturated run sends them; prints the bookings
 * a second, the CPU a booking costs the server, PostgreSQL's backends (user and system time)
 * and the load, then the server's profile summed by place and by function. Env:
 * BENCH_API_BOOKINGS (default 4000, after 500 to warm up), BENCH_API_PROFILE_DIR (where the
 * .cpuprofile is kept, default bench-results/profiles).
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { resortToday } from '../../domain/calendar'
import { startPostgres } from '../../server/test-support/postgres'
import { benchBooking, guestHeaders } from './api-load'
import { cpuMsOf, cpuOfChildren, ownCpuMs } from './process-cpu'
import { summarizeProfile, type CpuProfile } from './profile-summary'

const projectDir = process.cwd()
const buildDir = resolve(projectDir, process.env.BUILD_DIR || 'build-reservations')
const bookings = Number(process.env.BENCH_API_BOOKINGS || 4000)
const profileDir = resolve(
  projectDir,
  process.env.BENCH_API_PROFILE_DIR || join('bench-results', 'profiles'),
)
const CONNECTIONS = 16
const WARM_UP = 500

const postgres = await startPostgres({ durable: true })
mkdirSync(profileDir, { recursive: true })
const before = new Set(readdirSync(profileDir))
const server = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'server/start.js'],
  {
    env: {
      ...process.env,
      RESERVATIONS: 'on',
      BUILD_DIR: buildDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      RATE_LIMIT_BOOKINGS: '1000000',
      RATE_LIMIT_LOOKUPS: '1000000',
      TRUST_PROXY: '1',
      SITE_ORIGIN: 'https://bench.example',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
try {
  const url = await serverUrl()
  const today = resortToday(new Date())
  let next = 0
  const run = async (amount: number) => {
    const cpu = { server: cpuMsOf(server.pid ?? 0), backends: cpuOfChildren(postgres.pid()) }
    const load = ownCpuMs()
    const started = Date.now()
    let lastAnswer = started
    const result = await autocannon({
      url: `${url}/api/reservations`,
      method: 'POST',
      connections: CONNECTIONS,
      amount,
      headers: { 'content-type': 'application/json', origin: url },
      requests: [
        {
          setupRequest: (request) => {
            const index = next++
            return {
              ...request,
              headers: { ...request.headers, ...guestHeaders(index) },
              body: JSON.stringify(benchBooking(today, index)),
            }
          },
          onResponse: () => {
            lastAnswer = Date.now()
          },
        },
      ],
    })
    const booked = result['2xx']
    const each = (ms: number) => (ms / Math.max(1, booked)).toFixed(2)
    const backends = cpuOfChildren(postgres.pid())
    return [
      `${booked} bookings (${result.non2xx + result.errors + result.timeouts} not booked):`,
      `${((1000 * booked) / (lastAnswer - started)).toFixed(0)}/s, p99 ${result.latency.p99} ms;`,
      `CPU a booking: server ${each(cpuMsOf(server.pid ?? 0) - cpu.server)} ms,`,
      `PostgreSQL ${each(backends.user - cpu.backends.user)} ms user`,
      `+ ${each(backends.system - cpu.backends.system)} ms system,`,
      `load ${each(ownCpuMs() - load)} ms`,
    ].join(' ')
  }
  await run(WARM_UP)
  console.log(await run(bookings))
} finally {
  server.kill('SIGTERM')
  if (server.exitCode === null) await once(server, 'exit')
  await postgres.stop()
}
for (const name of readdirSync(profileDir).filter((file) => !before.has(file))) {
  const profile = JSON.parse(readFileSync(join(profileDir, name), 'utf8')) as CpuProfile
  console.log(`\n${join(profileDir, name)}\n${summarizeProfile(profile, 25)}`)
}

function serverUrl(): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error('the server did not start within 20 s')),
      20_000,
    )
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output)
      if (!match) return
      clearTimeout(timer)
      server.removeAllListeners('exit')
      // Still read, or a full pipe would stall the server's logging of its mails.
      server.stdout?.removeAllListeners('data')
      server.stdout?.resume()
      resolveUrl(match[0])
    })
  })
}

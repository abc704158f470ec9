/**
 * `npm start` in reservations mode as an operator meets it: the real server/start.js process
 * with the real API bundle. Configuration errors stop it with one line; a killed server loses
 * no booking it acknowledged; the default build serves no /api.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildReservationsServer } from '../../scripts/build-reservations-server.mjs'
import { createFixtureBuild, type FixtureBuild } from '../test-support/fixture-build'
import { freePort } from '../test-support/raw-http'
import { ENGINES, freshDatabase } from '../test-support/test-database'
import { bookingBody, stayFromToday } from './test-support/bookings'

type Started = { process: ChildProcess; url: string; stderr: () => string }
type Failed = { code: number | null; stderr: string }

const START_TIMEOUT_MS = 20_000

function startServer(buildDir: string, env: Record<string, string>): Promise<Started | Failed> {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { PATH: process.env.PATH, BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`no start within ${START_TIMEOUT_MS} ms: ${stderr}`))
    }, START_TIMEOUT_MS)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)
      if (match) {
        clearTimeout(timer)
        child.removeAllListeners('exit')
        resolve({ process: child, url: match[0], stderr: () => stderr })
      }
    })
  })
}

async function stopServer(started: Started): Promise<number | null> {
  if (started.process.exitCode !== null) return started.process.exitCode
  started.process.kill('SIGTERM')
  const [code] = (await once(started.process, 'exit')) as [number | null]
  return code
}

function expectStarted(result: Started | Failed): Started {
  if (!('url' in result)) throw new Error(`the server did not start: ${result.stderr}`)
  return result
}

function expectOneLineFailure(result: Started | Failed, mention: string) {
  expect('url' in result).toBe(false)
  const failed = result as Failed
  expect(failed.code).toBe(1)
  const lines = failed.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(mention)
}

let reservationsBuild: FixtureBuild
let defaultBuild: FixtureBuild
let scratch: string

beforeAll(async () => {
  // Inside node_modules/.cache (ignored by git): the bundle resolves its packages from there.
  reservationsBuild = createFixtureBuild({
    reservations: true,
    parent: join(process.cwd(), 'node_modules', '.cache'),
  })
  await buildReservationsServer(reservationsBuild.buildDir)
  defaultBuild = createFixtureBuild()
  scratch = mkdtempSync(join(tmpdir(), 'resort-start-'))
}, 60_000)

afterAll(() => {
  reservationsBuild.remove()
  defaultBuild.remove()
  rmSync(scratch, { recursive: true, force: true })
})

describe('configuration errors stop the server at start with one line naming the problem', () => {
  test('a DATABASE_URL of an unknown kind', async () => {
    const result = await startServer(reservationsBuild.buildDir, {
      RESERVATIONS: 'on',
      DATABASE_URL: 'mysql://db/resort',
    })

    expectOneLineFailure(result, 'DATABASE_URL')
  })

  test('an unreachable PostgreSQL', async () => {
    const port = await freePort()

    const result = await startServer(reservationsBuild.buildDir, {
      RESERVATIONS: 'on',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/resort`,
    })

    expectOneLineFailure(
      result,
      `DATABASE_URL: cannot open the PostgreSQL database at 127.0.0.1:${port}`,
    )
  })

  test('a data folder that cannot be created', async () => {
    const blocker = join(scratch, 'a-file')
    writeFileSync(blocker, 'not a folder')

    const result = await startServer(reservationsBuild.buildDir, {
      RESERVATIONS: 'on',
      DATABASE_URL: `file:${blocker}/data/r.db`,
    })

    expectOneLineFailure(result, 'DATABASE_URL: cannot open the SQLite file')
  })

  test.each([
    ['SMTP_URL', 'http://mail.example'],
    ['HOLD_HOURS', 'soon'],
    ['TRUST_PROXY', 'yes'],
    ['RESORT_EMAIL', 'frontdesk'],
  ])('a malformed %s', async (name, value) => {
    const result = await startServer(reservationsBuild.buildDir, {
      RESERVATIONS: 'on',
      DATABASE_URL: `file:${join(scratch, 'never.db')}`,
      [name]: value,
    })

    expectOneLineFailure(result, name)
  })

  test('RESERVATIONS=on with a build made without it, and the other way round', async () => {
    expectOneLineFailure(
      await startServer(defaultBuild.buildDir, { RESERVATIONS: 'on' }),
      'built without it',
    )
    expectOneLineFailure(
      await startServer(reservationsBuild.buildDir, {}),
      'start with RESERVATIONS=on too',
    )
  })
})

test('the default build serves no /api: unknown paths there are the site’s HTML 404 or 405', async () => {
  const server = expectStarted(await startServer(defaultBuild.buildDir, {}))

  const get = await fetch(
    `${server.url}/api/availability?checkIn=2030-01-01&checkOut=2030-01-02&adults=1`,
  )
  const post = await fetch(`${server.url}/api/reservations`, {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json' },
  })

  expect(get.status).toBe(404)
  expect(get.headers.get('content-type')).toContain('text/html')
  expect(post.status).toBe(405)
  expect(await stopServer(server)).toBe(0)
})

describe.each(ENGINES)('a killed server on %s', (engine) => {
  test('loses no booking it acknowledged', async () => {
    const fresh = await freshDatabase(engine)
    const databaseUrl =
      fresh.target.engine === 'sqlite' ? `file:${fresh.target.path}` : fresh.target.url
    const env = { RESERVATIONS: 'on', DATABASE_URL: databaseUrl, RATE_LIMIT_BOOKINGS: '1000' }
    const first = expectStarted(await startServer(reservationsBuild.buildDir, env))
    const acknowledged: string[] = []
    let killed = false

    const requests = Array.from({ length: 60 }, (_, index) =>
      fetch(`${first.url}/api/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: first.url },
        body: JSON.stringify(
          bookingBody({ roomId: 3, adults: 1, kids: 0, ...stayFromToday(100 + index * 2, 1) }),
        ),
      })
        .then(async (response) => {
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { ref: string }).ref)
          if (acknowledged.length >= 15 && !killed) {
            killed = true
            first.process.kill('SIGKILL')
          }
        })
        .catch(() => undefined),
    )
    await Promise.all(requests)
    if (first.process.exitCode === null && first.process.signalCode === null)
      await once(first.process, 'exit')

    const second = expectStarted(await startServer(reservationsBuild.buildDir, env))
    const found = await Promise.all(
      acknowledged.map(
        async (ref) =>
          (await fetch(`${second.url}/api/reservations/${ref}?email=maria.santos@example.com`))
            .status,
      ),
    )
    await stopServer(second)
    await fresh.cleanup()

    expect(killed).toBe(true)
    expect(acknowledged.length).toBeGreaterThanOrEqual(15)
    expect(found).toEqual(acknowledged.map(() => 200))
  }, 60_000)
})

/**
 * `npm start` in reservations mode as an operator meets it: the real server/start.js process
 * with the real API bundle. Configuration errors stop it with one line; a killed server loses
 * no booking it acknowledged; the default build serves no /api.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFixtureBuild, type FixtureBuild } from '../test-support/fixture-build'
import { freePort } from '../test-support/raw-http'
import { ENGINES, freshDatabase } from '../test-support/test-database'
import { bookingBody, stayFromToday } from './test-support/bookings'
import {
  databaseUrlOf,
  postJson,
  reservationsFixture,
  startServer,
  startedServer,
  stopServer,
  type Failed,
  type Started,
} from './test-support/server-process'

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
  reservationsBuild = await reservationsFixture()
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
    ['SAME_DAY_CUTOFF_HOUR', '25'],
    ['TRUST_PROXY', 'yes'],
    ['RESORT_EMAIL', 'frontdesk'],
    ['UPLOADS_DIR', 'data/uploads\nrm -rf'],
  ])('a malformed %s', async (name, value) => {
    const result = await startServer(reservationsBuild.buildDir, {
      RESERVATIONS: 'on',
      DATABASE_URL: `file:${join(scratch, 'never.db')}`,
      [name]: value,
    })

    expectOneLineFailure(result, name)
  })

  test.each([
    ['a host other than loopback', { HOST: '0.0.0.0' }],
    ['a proxy in front', { TRUST_PROXY: '1' }],
    ['an address that is not http(s)', { SITE_ORIGIN: 'javascript:alert(1)' }],
  ])(
    'SITE_ORIGIN missing or malformed with %s: emails could not link to the site',
    async (_, env) => {
      const result = await startServer(reservationsBuild.buildDir, {
        RESERVATIONS: 'on',
        DATABASE_URL: `file:${join(scratch, 'never.db')}`,
        ...env,
      })

      expectOneLineFailure(result, 'SITE_ORIGIN')
    },
  )

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
  const server = await startedServer(defaultBuild.buildDir, {})

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
    const env = {
      RESERVATIONS: 'on',
      DATABASE_URL: databaseUrlOf(fresh.target),
      RATE_LIMIT_BOOKINGS: '1000',
      RATE_LIMIT_LOOKUPS: '1000',
      MAX_OPEN_REQUESTS_PER_ADDRESS: '1000',
      MAX_OPEN_REQUESTS_PER_EMAIL: '1000',
    }
    const first = await startedServer(reservationsBuild.buildDir, env)
    const acknowledged: string[] = []
    let killed = false

    const requests = Array.from({ length: 60 }, (_, index) =>
      postJson(
        first.url,
        '/api/reservations',
        bookingBody({ roomId: 3, adults: 1, kids: 0, ...stayFromToday(100 + index * 2, 1) }),
      )
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
    await stopServer(first)

    const second = await startedServer(reservationsBuild.buildDir, env)
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

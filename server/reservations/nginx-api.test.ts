/**
 * Past one machine behind deploy/nginx.conf: nginx passes /api to several reservations servers
 * on one PostgreSQL (the upstream resort_api), with the API's own statuses and bodies and each
 * security header once; the site's pages keep their rules; a stopped server is passed over.
 * Channel calendars keep the API's Cache-Control and ETag, and their token stays out of the log.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startNginx } from '../../scripts/bench/processes.mjs'
import { FIXTURE_TEXT, type FixtureBuild } from '../test-support/fixture-build'
import { freshDatabase, type FreshDatabase } from '../test-support/test-database'
import { bookingBody, stayFromToday } from './test-support/bookings'
import {
  databaseUrlOf,
  postJson,
  reservationsFixture,
  startedServer,
  stopServer,
  type Started,
} from './test-support/server-process'

const nginx = ['nginx', '/usr/sbin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
)

describe.skipIf(!nginx)('nginx in front of two reservations servers', () => {
  let build: FixtureBuild
  let fresh: FreshDatabase
  let servers: Started[]
  let proxy: { url: string; accessLogPath: string; stop: () => Promise<void> }

  beforeAll(async () => {
    build = await reservationsFixture()
    fresh = await freshDatabase('postgres')
    const env = {
      RESERVATIONS: 'on',
      TRUST_PROXY: '1',
      SITE_ORIGIN: 'https://www.resort.example',
      DATABASE_URL: databaseUrlOf(fresh.target),
      // Every booking here comes from nginx's one address for one guest.
      MAX_OPEN_REQUESTS_PER_ADDRESS: '1000',
      MAX_OPEN_REQUESTS_PER_EMAIL: '1000',
    }
    servers = await Promise.all([
      startedServer(build.buildDir, env),
      startedServer(build.buildDir, env),
    ])
    const apiPorts = servers.map((server) => Number(new URL(server.url).port))
    proxy = await startNginx(nginx ?? 'nginx', process.cwd(), build.buildDir, {
      apiPorts,
      accessLog: true,
    })
  }, 60_000)

  afterAll(async () => {
    await proxy?.stop()
    await Promise.all((servers ?? []).map(stopServer))
    await fresh?.cleanup()
    build?.remove()
  })

  test('a booking through nginx gets the API’s answer, with each security header once and no-store', async () => {
    const response = await postJson(
      proxy.url,
      '/api/reservations',
      bookingBody(stayFromToday(40, 1)),
    )
    const body = (await response.json()) as { ref: string; status: string }
    const lookup = await fetch(
      `${proxy.url}/api/reservations/${body.ref}?email=maria.santos@example.com`,
    )

    expect(response.status).toBe(201)
    expect(body.status).toBe('requested')
    expect(response.headers.get('content-security-policy')).not.toContain(', ')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(lookup.status).toBe(200)
  })

  test('the access log has paths without their query: no guest email reaches it', async () => {
    const response = await postJson(
      proxy.url,
      '/api/reservations',
      bookingBody(stayFromToday(44, 1)),
    )
    const { ref } = (await response.json()) as { ref: string }
    await fetch(`${proxy.url}/api/reservations/${ref}?email=maria.santos@example.com`)
    // nginx writes a request's line after its answer has left, so the line may come a moment later.
    const log = await vi.waitFor(
      () => {
        const written = readFileSync(proxy.accessLogPath, 'utf8')
        expect(written).toContain(`"GET /api/reservations/${ref} HTTP/1.1" 200`)
        return written
      },
      { timeout: 5_000, interval: 50 },
    )

    expect(log).not.toMatch(/maria|@|\?email/)
  })

  test('the API’s refusals pass through: 415, 403, 413 and a JSON 404', async () => {
    const wrongType = await fetch(`${proxy.url}/api/reservations`, {
      method: 'POST',
      headers: { Origin: proxy.url, 'Content-Type': 'text/plain' },
      body: '{}',
    })
    const foreign = await postJson(proxy.url, '/api/reservations', bookingBody(), {
      Origin: 'https://evil.example',
    })
    const large = await postJson(
      proxy.url,
      '/api/reservations',
      bookingBody({ notes: 'x'.repeat(20 * 1024) }),
    )
    const unknown = await fetch(`${proxy.url}/api/nothing`)

    expect([wrongType.status, foreign.status, large.status, unknown.status]).toEqual([
      415, 403, 413, 404,
    ])
    expect(((await large.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    )
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('not_found')
  })

  test('the site keeps its rules: pages answer, other methods on pages are 405', async () => {
    const page = await fetch(`${proxy.url}/room/1`)
    const post = await fetch(`${proxy.url}/room/1`, { method: 'POST' })

    expect(page.status).toBe(200)
    expect(post.status).toBe(405)
  })

  test('an old email’s /staff/reservations/REF goes to the reservation’s screen; any other unknown /staff/ path is the console’s own 404, behind nginx and from Node alike', async () => {
    for (const origin of [proxy.url, servers[0]!.url]) {
      const old = await fetch(`${origin}/staff/reservations/7KQ4M2XA`, { redirect: 'manual' })
      const bad = await fetch(`${origin}/staff/reservations/%3Cscript%3E`, { redirect: 'manual' })
      const unknown = await fetch(`${origin}/staff/nothing-here`, { redirect: 'manual' })
      const screen = await fetch(`${origin}/staff/reservation?ref=7KQ4M2XA`)

      expect(old.status, origin).toBe(302)
      expect(old.headers.get('location')).toBe('/staff/reservation?ref=7KQ4M2XA')
      expect(old.headers.get('x-content-type-options')).toBe('nosniff')
      for (const answer of [bad, unknown]) {
        expect(answer.status, origin).toBe(404)
        expect(await answer.text()).toContain(FIXTURE_TEXT.notAStaffScreen)
      }
      expect(screen.status).toBe(200)
      expect(await screen.text()).toContain(FIXTURE_TEXT.staffReservation)
    }
  })

  test('a channel calendar through nginx keeps the API’s Cache-Control and ETag, answers 304, and its token stays out of the access log', async () => {
    // One export address per room type, made when the servers started.
    const client = new pg.Client({ connectionString: databaseUrlOf(fresh.target) })
    await client.connect()
    const token = await client
      .query<{ token: string }>('SELECT token FROM channel_export ORDER BY room_type_id LIMIT 1')
      .then((result) => result.rows[0]?.token ?? '')
      .finally(() => client.end())
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const url = `${proxy.url}/api/calendars/${token}.ics`

    const response = await fetch(url)
    const body = await response.text()
    const etag = response.headers.get('etag') ?? ''
    const again = await fetch(url, { headers: { 'If-None-Match': etag } })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true)
    expect(etag).not.toBe('')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('content-security-policy')).not.toContain(', ')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('private, no-cache')
    // nginx writes a request's line after its answer has left, so the lines may come a moment later.
    const log = await vi.waitFor(
      () => {
        const written = readFileSync(proxy.accessLogPath, 'utf8')
        expect(written).toContain('"GET /api/calendars/{token} HTTP/1.1" 200')
        expect(written).toContain('"GET /api/calendars/{token} HTTP/1.1" 304')
        return written
      },
      { timeout: 5_000, interval: 50 },
    )

    expect(log).not.toContain(token)
  })

  test("the bench's nginx takes a guest's address from the load's X-Forwarded-For; the deploy's does not", async () => {
    const named = await startNginx(nginx ?? 'nginx', process.cwd(), build.buildDir, {
      apiPorts: servers.map((server) => Number(new URL(server.url).port)),
      accessLog: true,
      clientsNamedByLoad: true,
    })
    try {
      for (const url of [proxy.url, named.url]) {
        await fetch(`${url}/healthz`, { headers: { 'X-Forwarded-For': '198.18.0.7' } })
      }
      const line = /^(\S+) .*"GET \/healthz HTTP\/1\.1" 200/m
      const addresses = await vi.waitFor(
        () => {
          const deployed = line.exec(readFileSync(proxy.accessLogPath, 'utf8'))
          const bench = line.exec(readFileSync(named.accessLogPath, 'utf8'))
          expect(deployed && bench).toBeTruthy()
          return [deployed?.[1], bench?.[1]]
        },
        { timeout: 5_000, interval: 50 },
      )
      expect(addresses).toEqual(['127.0.0.1', '198.18.0.7'])
    } finally {
      await named.stop()
    }
  })

  test('with one server stopped, bookings still go through the other', async () => {
    await stopServer(servers[0] as Started)

    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postJson(proxy.url, '/api/reservations', bookingBody(stayFromToday(50 + index, 1))).then(
          (r) => r.status,
        ),
      ),
    )

    expect(statuses).toEqual(Array(6).fill(201))
  })
})

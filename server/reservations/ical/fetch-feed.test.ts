import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import {
  FEED_LIMITS,
  feedUrlProblem,
  fetchFeed,
  redirectAllowed,
  type FeedLimits,
} from './fetch-feed'
import { isPublicAddress } from './public-address'

const CALENDAR = readFileSync(new URL('./fixtures/airbnb.ics', import.meta.url), 'utf8')
const SIX_MB = 6 * 1024 * 1024
const LOCAL: FeedLimits = { ...FEED_LIMITS, allowPrivateHosts: true }

const received: { url: string; headers: IncomingHttpHeaders }[] = []
const sockets = new Set<Socket>()
let connections = 0

const routes: Record<string, (response: ServerResponse) => void> = {
  '/calendar.ics': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
    response.end(CALENDAR)
  },
  '/with-bom.ics': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' })
    response.end(`\uFEFF${CALENDAR.replace('SUMMARY:Reserved', 'SUMMARY:Réservé – Café')}`)
  },
  // Accepts the request and never answers.
  '/hang': () => {},
  '/trickle': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' })
    response.write('BEGIN:VCALENDAR\r\n')
    const drip = setInterval(() => response.write('X'), 20)
    response.on('close', () => clearInterval(drip))
  },
  '/broken': (response) => {
    response.writeHead(500)
    response.end('Something broke')
  },
  '/login-page': (response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end('<!DOCTYPE html><html><body>Sign in</body></html>')
  },
  '/page-said-to-be-a-calendar': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' })
    response.end('\uFEFF\n  <html><body>Not found</body></html>')
  },
  '/huge-with-length': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar', 'content-length': SIX_MB })
    response.end(Buffer.alloc(SIX_MB, 'A'))
  },
  '/huge-chunked': (response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' })
    const chunk = Buffer.alloc(64 * 1024, 'A')
    for (let sent = 0; sent < SIX_MB; sent += chunk.length) response.write(chunk)
    response.end()
  },
  '/moved': (response) => {
    response.writeHead(301, { location: '/calendar.ics' })
    response.end()
  },
  '/loop': (response) => {
    response.writeHead(302, { location: '/loop' })
    response.end()
  },
  '/to-ftp': (response) => {
    response.writeHead(302, { location: 'ftp://files.example.com/calendar.ics' })
    response.end()
  },
}

const server = createServer((request, response) => {
  received.push({ url: request.url ?? '', headers: request.headers })
  const route = routes[new URL(request.url ?? '/', 'http://test').pathname]
  if (route) return route(response)
  response.writeHead(404)
  response.end()
})
server.on('connection', (socket) => {
  connections += 1
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(() => {
  for (const socket of sockets) socket.destroy()
  received.length = 0
  connections = 0
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

/** Waits, at most a second, for the server to see every connection closed. */
async function allClosed(): Promise<boolean> {
  for (let tries = 0; tries < 50 && sockets.size > 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return sockets.size === 0
}

test('a calendar is fetched as text, asking for a calendar by name', async () => {
  expect(await fetchFeed(`${origin}/calendar.ics`, LOCAL)).toEqual({ ok: true, text: CALENDAR })
  expect(received[0]?.headers.accept).toBe('text/calendar, */*;q=0.1')
  expect(received[0]?.headers['user-agent']).toBe('ResortCalendarSync/1')
  expect(await allClosed()).toBe(true)
})

test('the body is read as UTF-8 without its byte-order mark', async () => {
  const fetched = await fetchFeed(`${origin}/with-bom.ics`, LOCAL)
  expect(fetched.ok && fetched.text.startsWith('BEGIN:VCALENDAR')).toBe(true)
  expect(fetched.ok && fetched.text).toContain('SUMMARY:Réservé – Café')
})

test('a server that accepts and never answers ends in an error at the deadline', async () => {
  const started = Date.now()
  const fetched = await fetchFeed(`${origin}/hang`, { ...LOCAL, timeoutMs: 300 })

  expect(fetched).toEqual({
    ok: false,
    error: 'The calendar address did not answer within 0.3 seconds.',
  })
  expect(Date.now() - started).toBeLessThan(3000)
  expect(await allClosed()).toBe(true)
})

test('a server trickling bytes ends in an error at the same deadline', async () => {
  const fetched = await fetchFeed(`${origin}/trickle`, { ...LOCAL, timeoutMs: 300 })

  expect(fetched).toEqual({
    ok: false,
    error: 'The calendar address did not answer within 0.3 seconds.',
  })
  expect(await allClosed()).toBe(true)
})

test('an error status is reported with its meaning', async () => {
  expect(await fetchFeed(`${origin}/broken`, LOCAL)).toEqual({
    ok: false,
    error: 'The calendar address answered 500 (Internal Server Error).',
  })
  expect(await fetchFeed(`${origin}/nothing-here`, LOCAL)).toEqual({
    ok: false,
    error: 'The calendar address answered 404 (Not Found).',
  })
})

test('a web page is refused, by its type or by its first character', async () => {
  const webPage = {
    ok: false,
    error:
      'The address answered with a web page, not a calendar. Check that you copied the calendar (.ics) link.',
  }
  expect(await fetchFeed(`${origin}/login-page`, LOCAL)).toEqual(webPage)
  expect(await fetchFeed(`${origin}/page-said-to-be-a-calendar`, LOCAL)).toEqual(webPage)
})

test('a body over the size limit is refused, with or without a Content-Length', async () => {
  const tooBig = { ok: false, error: 'The calendar is larger than 5 MB.' }
  expect(await fetchFeed(`${origin}/huge-with-length`, LOCAL)).toEqual(tooBig)
  expect(await fetchFeed(`${origin}/huge-chunked`, LOCAL)).toEqual(tooBig)
  expect(await allClosed()).toBe(true)
})

test('a redirect is followed', async () => {
  expect(await fetchFeed(`${origin}/moved`, LOCAL)).toEqual({ ok: true, text: CALENDAR })
  expect(received.map((request) => request.url)).toEqual(['/moved', '/calendar.ics'])
})

test('a redirect may not go from https down to http', () => {
  const allowed = (from: string, to: string) => redirectAllowed(new URL(from), new URL(to))

  expect(allowed('http://a.example.com/feed.ics', 'http://b.example.com/feed.ics')).toBe(true)
  expect(allowed('http://a.example.com/feed.ics', 'https://b.example.com/feed.ics')).toBe(true)
  expect(allowed('https://a.example.com/feed.ics', 'https://b.example.com/feed.ics')).toBe(true)
  expect(allowed('https://a.example.com/feed.ics', 'http://a.example.com/feed.ics')).toBe(false)
  expect(allowed('https://a.example.com/feed.ics', 'HTTP://b.example.com/feed.ics')).toBe(false)
  expect(allowed('http://a.example.com/feed.ics', 'ftp://b.example.com/feed.ics')).toBe(false)
  expect(allowed('https://a.example.com/feed.ics', 'https://u:p@b.example.com/feed.ics')).toBe(
    false,
  )
})

test('redirects stop after the limit', async () => {
  expect(await fetchFeed(`${origin}/loop`, LOCAL)).toEqual({
    ok: false,
    error: 'The calendar address redirected too many times.',
  })
  // The first request and three redirects followed.
  expect(received).toHaveLength(4)
})

test('a redirect to anything but http or https is refused', async () => {
  expect(await fetchFeed(`${origin}/to-ftp`, LOCAL)).toEqual({
    ok: false,
    error: 'The calendar address redirected to an address calendars may not come from.',
  })
})

test('a private address is refused before connecting, unless allowed', async () => {
  const refused = {
    ok: false,
    error: 'That address is on a private network, which calendars may not come from.',
  }
  const publicOnly = { ...LOCAL, allowPrivateHosts: false }

  expect(await fetchFeed(`${origin}/calendar.ics`, publicOnly)).toEqual(refused)
  expect(await fetchFeed(origin.replace('127.0.0.1', 'localhost'), publicOnly)).toEqual(refused)
  expect(await fetchFeed(origin.replace('127.0.0.1', '[::ffff:127.0.0.1]'), publicOnly)).toEqual(
    refused,
  )
  expect(connections).toBe(0)
  expect(received).toHaveLength(0)

  expect(await fetchFeed(`${origin}/calendar.ics`, LOCAL)).toEqual({ ok: true, text: CALENDAR })
})

test('a host name is resolved and vetted, and still sent as the Host', async () => {
  const byName = origin.replace('127.0.0.1', 'localhost')
  expect(await fetchFeed(`${byName}/calendar.ics`, LOCAL)).toEqual({ ok: true, text: CALENDAR })
  expect(received[0]?.headers.host).toBe(byName.replace('http://', ''))
})

test('nothing refused repeats the address, which may hold a secret token', async () => {
  const paths = ['/hang', '/broken', '/login-page', '/huge-chunked', '/loop', '/to-ftp']
  for (const path of paths) {
    const fetched = await fetchFeed(`${origin}${path}?token=s3cr3t`, { ...LOCAL, timeoutMs: 300 })
    expect(fetched.ok).toBe(false)
    expect(JSON.stringify(fetched)).not.toMatch(/s3cr3t|127\.0\.0\.1/)
  }
})

test('a connection refused is a calendar that could not be reached', async () => {
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const port = (closed.address() as AddressInfo).port
  await new Promise((resolve) => closed.close(resolve))

  expect(await fetchFeed(`http://127.0.0.1:${port}/calendar.ics`, LOCAL)).toEqual({
    ok: false,
    error: 'The calendar address could not be reached.',
  })
})

test('the staff form takes only plain http and https addresses', async () => {
  expect(feedUrlProblem('https://www.airbnb.com/calendar/ical/12345.ics?s=abc')).toBeNull()
  expect(feedUrlProblem('http://calendar.example.com/feed.ics')).toBeNull()
  expect(feedUrlProblem('ftp://files.example.com/feed.ics')).toBe(
    'Give the calendar address starting with https://',
  )
  expect(feedUrlProblem('www.airbnb.com/calendar/ical/12345.ics')).toBe(
    'Give the calendar address starting with https://',
  )
  expect(feedUrlProblem('http://user:pw@calendar.example.com/feed.ics')).toBe(
    'Give the calendar address without a user name or password in it.',
  )
  expect(feedUrlProblem(`https://calendar.example.com/${'a'.repeat(2000)}`)).toBe(
    'That calendar address is too long: at most 2,000 characters.',
  )
  expect(await fetchFeed('ftp://files.example.com/feed.ics', LOCAL)).toEqual({
    ok: false,
    error: 'Give the calendar address starting with https://',
  })
})

test.each([
  ['8.8.8.8', true],
  ['1.1.1.1', true],
  ['172.32.0.1', true],
  ['100.128.0.1', true],
  ['0.0.0.0', false],
  ['10.20.30.40', false],
  ['100.64.0.1', false],
  ['100.127.255.255', false],
  ['127.0.0.1', false],
  ['127.8.9.10', false],
  ['169.254.169.254', false],
  ['172.16.0.1', false],
  ['172.31.255.255', false],
  ['192.168.1.1', false],
  ['224.0.0.251', false],
  ['255.255.255.255', false],
  ['192.0.0.1', false],
  ['192.0.0.255', false],
  ['192.0.1.1', true],
  ['192.0.2.1', false],
  ['192.0.3.1', true],
  ['198.17.255.255', true],
  ['198.18.0.1', false],
  ['198.19.255.255', false],
  ['198.20.0.1', true],
  ['198.51.100.7', false],
  ['203.0.113.9', false],
  ['203.0.114.1', true],
  ['240.0.0.1', false],
  ['239.255.255.255', false],
  ['2606:4700:4700::1111', true],
  ['2a00:1450:4001:80b::200e', true],
  ['::ffff:8.8.8.8', true],
  ['64:ff9b::8.8.8.8', true],
  ['::', false],
  ['::1', false],
  ['0:0:0:0:0:0:0:1', false],
  ['fe80::1', false],
  ['fe80::1%eth0', false],
  ['febf:ffff::1', false],
  ['fc00::1', false],
  ['fd12:3456:789a::1', false],
  ['ff02::1', false],
  ['::ffff:127.0.0.1', false],
  ['::ffff:7f00:1', false],
  ['::ffff:10.0.0.1', false],
  ['::ffff:169.254.169.254', false],
  ['::127.0.0.1', false],
  ['64:ff9b::192.168.0.1', false],
  ['::ffff:0:127.0.0.1', false],
  ['::ffff:0:10.0.0.1', false],
  ['::ffff:0:8.8.8.8', false],
  ['::ffff:0:0', false],
  ['0:0:0:0:ffff:0:7f00:1', false],
  ['64:ff9b:1::8.8.8.8', false],
  ['64:ff9b:1:ffff::1', false],
  ['2002:7f00:1::1', false],
  ['2002:0a00:0001::1', false],
  ['2002:c0a8:0101::1', false],
  ['2002:a9fe:a9fe::1', false],
  ['2002::1', false],
  ['2002:0808:0808::1', true],
  ['2002:0101:0101:1234::5', true],
  ['2001::1', false],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
  ['2001:db8::1', false],
  ['2001:db8:ffff:ffff::1', false],
  ['2001:db9::1', true],
  ['100::1', false],
  ['100::ffff:ffff:ffff:ffff', false],
  ['2606:4700::1111', true],
  ['calendar.example.com', false],
  ['', false],
])('isPublicAddress(%j) is %s', (address, expected) => {
  expect(isPublicAddress(address)).toBe(expected)
})

// The HTTP rules of docs/architecture.md as one table of requests and expected answers, run against
// the Node server (hostile.test.ts) and nginx with deploy/nginx.conf (nginx.test.ts).
// Where the two may differ legitimately (nginx answers 414 where Node answers 431, resolves
// "/a/../b" itself, ...) a check lists every acceptable status; the invariants in
// assertInvariants hold for both without exception.

import { expect } from 'vitest'
import { FIXTURE_FILES as F, FIXTURE_TEXT as T } from './fixture-build'
import { request, sendRaw, type RawResponse, type RawResult } from './raw-http'

export interface Check {
  /** the outcome, as a test name */
  name: string
  send: string | Buffer
  status: number | number[]
  headers?: Record<string, string | RegExp | null>
  bodyIncludes?: string
  /** no body at all (HEAD, 304) */
  emptyBody?: boolean
  /** the server may close the socket without a response (protocol garbage) */
  mayCloseSilently?: boolean
}

const GET = (target: string, headers: Record<string, string> = {}) =>
  request('GET', target, headers)
const NOT_FOUND = T.notFound
const EMPTY_ROOM = T.emptyRoom
const NOT_A_ROOM = T.notARoom
const IMMUTABLE = 'public, max-age=31536000, immutable'
const NOT_FOUND_STATUSES = [400, 404]

const pageChecks: Check[] = [
  {
    name: 'GET / answers 200 with the home page',
    send: GET('/'),
    status: 200,
    bodyIncludes: T.home,
    headers: { 'content-type': /^text\/html/, 'cache-control': 'no-cache' },
  },
  {
    name: 'HEAD / answers 200 without a body',
    send: request('HEAD', '/'),
    status: 200,
    emptyBody: true,
    headers: { 'content-type': /^text\/html/ },
  },
  ...[1, 2, 3].map((id) => ({
    name: `GET /room/${id} answers 200 with room ${id}`,
    send: GET(`/room/${id}`),
    status: 200,
    bodyIncludes: T.room(id),
    headers: { 'cache-control': 'no-cache' },
  })),
  {
    name: 'GET /room/1?from=search answers 200 (query ignored)',
    send: GET('/room/1?from=search'),
    status: 200,
    bodyIncludes: T.room(1),
  },
  {
    name: 'GET /room/%31 is /room/1 percent-encoded and answers 200',
    send: GET('/room/%31'),
    status: 200,
    bodyIncludes: T.room(1),
  },
  {
    name: 'GET //room//1 merges slashes and answers 200',
    send: GET('//room//1'),
    status: 200,
    bodyIncludes: T.room(1),
  },
  {
    name: 'GET /room/1/ redirects 301 to /room/1',
    send: GET('/room/1/'),
    status: 301,
    headers: { location: '/room/1', 'cache-control': 'no-cache' },
  },
  {
    name: 'GET /room/2/?a=b redirects 301 to /room/2?a=b',
    send: GET('/room/2/?a=b'),
    status: 301,
    headers: { location: '/room/2?a=b' },
  },
  {
    name: 'GET /room/4 (unknown numeric id) answers 404 with the empty room page',
    send: GET('/room/4'),
    status: 404,
    bodyIncludes: EMPTY_ROOM,
    headers: { 'content-type': /^text\/html/, 'cache-control': 'no-cache' },
  },
  {
    name: 'GET /room/0 answers 404 with the empty room page',
    send: GET('/room/0'),
    status: 404,
    bodyIncludes: EMPTY_ROOM,
  },
  {
    name: 'GET /room/01 (not the canonical id) answers 404 with the empty room page',
    send: GET('/room/01'),
    status: 404,
    bodyIncludes: EMPTY_ROOM,
  },
  {
    name: 'GET /room/99999999999999999999 answers 404 with the empty room page',
    send: GET('/room/99999999999999999999'),
    status: 404,
    bodyIncludes: EMPTY_ROOM,
  },
  {
    name: 'HEAD /room/4 answers 404 without a body',
    send: request('HEAD', '/room/4'),
    status: 404,
    emptyBody: true,
  },
  ...['/room/-1', '/room/1e9', '/room/1.5', '/room/abc', '/room/0x1', '/room/%2B1'].map((path) => ({
    name: `GET ${path} answers 404 with the not-found page of the room route`,
    send: GET(path),
    status: 404,
    bodyIncludes: NOT_A_ROOM,
  })),
  ...['/room/1/2', '/room', '/room/', '/room/0/', '/room/4/'].map((path) => ({
    name: `GET ${path} answers 404 with the not-found page`,
    send: GET(path),
    status: 404,
    bodyIncludes: NOT_FOUND,
  })),
  ...[
    '/nope',
    '/index.html',
    '/room/1/index.html',
    '/404/index.html',
    '/room/0/index.html',
    '/404',
    '/404/',
    '/assets',
    '/assets/',
    '/pictures/',
    '/site.json',
    '/csp.json',
    '/nginx-headers.conf',
  ].map((path) => ({
    name: `GET ${path} answers 404 with the not-found page`,
    send: GET(path),
    status: 404,
    bodyIncludes: NOT_FOUND,
    headers: { 'content-type': /^text\/html/ },
  })),
  {
    name: 'GET /healthz answers 200 ok, never cached',
    send: GET('/healthz'),
    status: 200,
    bodyIncludes: 'ok',
    headers: { 'cache-control': 'no-store' },
  },
]

/** Default mode's languages: a page under a language's prefix gets that language's 404 pages. */
const languageChecks: Check[] = [
  {
    name: 'GET /ko answers 200 with the Korean home page',
    send: GET('/ko'),
    status: 200,
    bodyIncludes: T.koHome,
  },
  {
    name: 'GET /ko/ redirects 301 to /ko',
    send: GET('/ko/'),
    status: 301,
    headers: { location: '/ko' },
  },
  ...['/ko/room/4', '/ko/room/01'].map((path) => ({
    name: `GET ${path} answers 404 with the Korean empty room page`,
    send: GET(path),
    status: 404,
    bodyIncludes: T.koEmptyRoom,
  })),
  {
    name: 'GET /ko/room/abc answers 404 with the Korean not-found page of the room route',
    send: GET('/ko/room/abc'),
    status: 404,
    bodyIncludes: T.koNotARoom,
  },
  {
    // A client-side visit to a language's room page (Back to it after a booking) reads it.
    name: "GET /ko/room/1.data answers 200 with the Korean room page's loader data",
    send: GET('/ko/room/1.data'),
    status: 200,
    bodyIncludes: '"ko-room"',
  },
  ...['/ko/nope', '/ko/room/1/2', '/ko/room', '/ko/404'].map((path) => ({
    name: `GET ${path} answers 404 with the Korean not-found page`,
    send: GET(path),
    status: 404,
    bodyIncludes: T.koNotFound,
  })),
  // No language's prefix: English, and a room path under it is no room path.
  ...['/korea', '/xx/room/4', '/xx/room/abc', '/room/room/4'].map((path) => ({
    name: `GET ${path} answers 404 with the English not-found page`,
    send: GET(path),
    status: 404,
    bodyIncludes: NOT_FOUND,
  })),
]

const assetChecks: Check[] = [
  {
    name: 'a hashed script is cached for a year as immutable',
    send: GET(F.script),
    status: 200,
    headers: { 'cache-control': IMMUTABLE, 'content-type': /javascript/ },
  },
  {
    name: 'a hashed stylesheet is cached for a year as immutable',
    send: GET(F.style),
    status: 200,
    headers: { 'cache-control': IMMUTABLE, 'content-type': /^text\/css/ },
  },
  {
    name: 'a hashed font is cached for a year as immutable',
    send: GET(F.font),
    status: 200,
    headers: { 'cache-control': IMMUTABLE, 'content-type': 'font/woff2' },
  },
  {
    name: 'a hashed picture is cached for a year as immutable',
    send: GET(F.picture),
    status: 200,
    headers: { 'cache-control': IMMUTABLE, 'content-type': 'image/avif' },
  },
  {
    name: 'the favicon revalidates',
    send: GET(F.favicon),
    status: 200,
    headers: { 'cache-control': 'no-cache', 'content-type': /^image\/svg\+xml/ },
  },
  {
    name: 'a script is sent brotli-compressed when br is accepted',
    send: GET(F.script, { 'Accept-Encoding': 'gzip, deflate, br' }),
    status: 200,
    headers: { 'content-encoding': 'br', vary: /Accept-Encoding/i, 'cache-control': IMMUTABLE },
  },
  {
    name: 'a script is sent gzipped when only gzip is accepted',
    send: GET(F.script, { 'Accept-Encoding': 'gzip' }),
    status: 200,
    headers: { 'content-encoding': 'gzip', vary: /Accept-Encoding/i },
  },
  {
    name: 'a script is sent uncompressed without Accept-Encoding',
    send: GET(F.script),
    status: 200,
    headers: { 'content-encoding': null },
  },
  {
    name: 'the home page is sent brotli-compressed when br is accepted',
    send: GET('/', { 'Accept-Encoding': 'br' }),
    status: 200,
    headers: { 'content-encoding': 'br' },
  },
  {
    name: 'the not-found page is sent gzipped when gzip is accepted',
    send: GET('/nope', { 'Accept-Encoding': 'gzip' }),
    status: 404,
    headers: { 'content-encoding': 'gzip' },
  },
  {
    name: 'a precompressed sibling is not a URL of its own',
    send: GET(`${F.script}.br`),
    status: 404,
    bodyIncludes: NOT_FOUND,
  },
  {
    name: 'a missing asset answers 404 with the not-found page',
    send: GET('/assets/missing-AAAAAAAA.js'),
    status: 404,
    bodyIncludes: NOT_FOUND,
  },
]

const methodChecks: Check[] = [
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'].map((method) => ({
    name: `${method} / answers 405 with Allow: GET, HEAD`,
    send: request(method, '/', { 'Content-Length': '0' }),
    status: 405,
    headers: { allow: /GET, HEAD/ },
  })),
  {
    name: 'POST with a body answers 405',
    send:
      request('POST', '/room/1', { 'Content-Length': '11', 'Content-Type': 'text/plain' }) +
      'hello=world',
    status: 405,
  },
  { name: 'TRACE / is refused', send: request('TRACE', '/'), status: 405 },
  {
    name: 'an unknown but well-formed method is refused',
    send: request('BREW', '/'),
    status: [400, 405],
  },
  {
    name: 'a garbage method answers 400',
    send: 'G@RB/AGE / HTTP/1.1\r\nHost: x\r\n\r\n',
    status: 400,
    mayCloseSilently: true,
  },
  {
    name: 'CONNECT is refused',
    send: 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
    status: [400, 405],
    mayCloseSilently: true,
  },
]

const traversalPaths = [
  '/../../../../etc/passwd',
  '/../SECRET.txt',
  '/..%2f..%2fSECRET.txt',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e%2fSECRET.txt',
  '/%252e%252e/%252e%252e/SECRET.txt',
  '/..%5c..%5cSECRET.txt',
  '/..\\..\\SECRET.txt',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/SECRET.txt',
  '/%c0%af..%c0%afSECRET.txt',
  '/.%2e/.%2e/SECRET.txt',
  '/assets/../../SECRET.txt',
  '/assets/..%2f..%2fSECRET.txt',
  '/room/1/../../../SECRET.txt',
  '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/..;/SECRET.txt',
  '/%2e%2e%5c%2e%2e%5cSECRET.txt',
  '/link-out.txt',
  '/link-dir/SECRET.txt',
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/.git/',
  '/assets/.hidden',
  '/.well-known/security.txt',
]

const hostileChecks: Check[] = [
  ...traversalPaths.map((path) => ({
    name: `GET ${path} answers 400 or 404 and leaks nothing`,
    send: GET(path),
    status: NOT_FOUND_STATUSES,
  })),
  {
    name: 'an absolute-form target outside the site answers 400 or 404',
    send: GET('http://evil.example/../SECRET.txt'),
    status: NOT_FOUND_STATUSES,
  },
  {
    name: 'a raw NUL byte in the path answers 400',
    send: Buffer.from('GET /\0.env HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
    status: 400,
    mayCloseSilently: true,
  },
  { name: 'a percent-encoded NUL answers 400', send: GET('/index.html%00.js'), status: 400 },
  {
    name: 'percent-encoded control bytes answer 400 or 404',
    send: GET('/%01%02%1b%7f'),
    status: NOT_FOUND_STATUSES,
  },
  {
    name: 'malformed percent-encoding answers 400 or 404',
    send: GET('/%zz%'),
    status: NOT_FOUND_STATUSES,
  },
  {
    name: 'a truncated escape answers 400 or 404',
    send: GET('/room/%3'),
    status: NOT_FOUND_STATUSES,
  },
  {
    name: 'an invalid UTF-8 escape answers 400 or 404',
    send: GET('/%ff%fe'),
    status: NOT_FOUND_STATUSES,
  },
  {
    name: 'a 9 KB path answers 404 or 414',
    send: GET(`/${'a'.repeat(9 * 1024)}`),
    status: [404, 414],
  },
  {
    name: 'a 70 KB path answers 414 or 431',
    send: GET(`/${'a/'.repeat(35 * 1024)}`),
    status: [400, 414, 431],
  },
  {
    name: 'a header line without a colon answers 400',
    send: 'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\nConnection: close\r\n\r\n',
    status: 400,
  },
  {
    name: 'a NUL in a header value answers 400',
    send: Buffer.from(
      'GET / HTTP/1.1\r\nHost: x\r\nX-Evil: a\0b\r\nConnection: close\r\n\r\n',
      'latin1',
    ),
    status: 400,
  },
  {
    name: 'a 20 KB header answers 400 or 431',
    send: GET('/', { 'X-Big': 'b'.repeat(20 * 1024) }),
    status: [400, 431],
  },
  {
    name: 'a thousand headers answer 200 or 431',
    send: GET(
      '/',
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`X-Header-${i}`, 'v'])),
    ),
    status: [200, 400, 431],
  },
  {
    name: 'HTTP/1.1 without Host answers 200 or 400',
    send: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
    status: [200, 400],
  },
  {
    name: 'HTTP/1.0 without Host answers 200',
    send: 'GET / HTTP/1.0\r\n\r\n',
    status: 200,
    bodyIncludes: T.home,
  },
  {
    name: 'a bare LF request is answered without a 5xx',
    send: 'GET / HTTP/1.1\nHost: x\nConnection: close\n\n',
    status: [200, 400],
    mayCloseSilently: true,
  },
  { name: 'an asterisk target answers 400 or 404', send: GET('*'), status: NOT_FOUND_STATUSES },
  {
    name: 'an unmet Expect answers 200 or 417',
    send: GET('/', { Expect: 'teapot' }),
    status: [200, 417],
  },
  {
    name: 'a websocket upgrade request gets the page, not an upgrade',
    send: GET('/', { Upgrade: 'websocket', Connection: 'Upgrade, close' }),
    status: 200,
    mayCloseSilently: true,
  },
  {
    name: 'a backwards Range is ignored or refused, never a 5xx',
    send: GET(F.script, { Range: 'bytes=50-10' }),
    status: [200, 416],
  },
  {
    name: 'a Range past the end is ignored or refused',
    send: GET(F.script, { Range: 'bytes=999999-' }),
    status: [200, 416],
  },
  {
    name: 'a garbage Range is ignored',
    send: GET(F.script, { Range: 'lines=a-b,,,-' }),
    status: [200, 416],
  },
  {
    name: 'a duplicated Content-Length answers 400',
    send: 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\n',
    status: [400],
    mayCloseSilently: true,
  },
  {
    name: 'Transfer-Encoding with Content-Length is refused or handled, never smuggled',
    send: 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\nConnection: close\r\n\r\n0\r\n\r\n',
    status: [400, 405],
    mayCloseSilently: true,
  },
  {
    name: 'a binary junk request answers 400 or closes',
    send: Buffer.from([
      0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a,
    ]),
    status: 400,
    mayCloseSilently: true,
  },
]

export const checks: Check[] = [
  ...pageChecks,
  ...languageChecks,
  ...assetChecks,
  ...methodChecks,
  ...hostileChecks,
]

/** What holds for every response of either server, whatever was asked. */
export function assertInvariants(result: RawResult, secret: string): void {
  expect(result.raw.includes(secret), 'a planted secret was served').toBe(false)
  expect(result.raw.toString('latin1')).not.toMatch(/root:x:0:0/)
  const response = result.response
  if (!response) return
  expect(response.status, 'a 5xx').toBeLessThan(500)
  assertSecurityHeaders(response)
}

export function assertSecurityHeaders(response: RawResponse): void {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/default-src 'self'/)
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(csp).toMatch(/frame-ancestors 'none'/)
  expect(csp).toMatch(/object-src 'none'/)
  expect(csp).toMatch(/base-uri 'self'/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/)
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
}

/** Runs one check and asserts its expectations and the invariants. */
export async function runCheck(port: number, check: Check, secret: string): Promise<void> {
  const result = await sendRaw(port, check.send)
  assertInvariants(result, secret)
  const response = result.response
  if (!response) {
    expect(check.mayCloseSilently, 'no HTTP response at all').toBe(true)
    expect(result.closedByServer, 'the server left the socket hanging').toBe(true)
    return
  }
  const statuses = Array.isArray(check.status) ? check.status : [check.status]
  expect(statuses).toContain(response.status)
  for (const [name, expected] of Object.entries(check.headers ?? {})) {
    const actual = response.headers.get(name)
    if (expected === null) expect(actual, name).toBeUndefined()
    else if (expected instanceof RegExp) expect(actual, name).toMatch(expected)
    else expect(actual, name).toBe(expected)
  }
  if (check.bodyIncludes) {
    const encoding = response.headers.get('content-encoding')
    expect(encoding, 'check bodies without Accept-Encoding').toBeUndefined()
    expect(response.body.toString('utf8')).toContain(check.bodyIncludes)
  }
  if (check.emptyBody) expect(response.body.length).toBe(0)
}

/** A revalidation with the ETag answers 304, and the 304 still carries the headers. */
export async function runConditionalCheck(
  port: number,
  path: string,
  secret: string,
): Promise<void> {
  const first = await sendRaw(port, GET(path))
  const etag = first.response?.headers.get('etag')
  expect(etag).toBeTruthy()

  const second = await sendRaw(port, GET(path, { 'If-None-Match': etag ?? '' }))

  assertInvariants(second, secret)
  expect(second.response?.status).toBe(304)
  expect(second.response?.body.length).toBe(0)
}

/** After everything above, the server still answers normally. */
export async function expectHealthy(port: number): Promise<void> {
  const result = await sendRaw(port, GET('/'))
  expect(result.response?.status).toBe(200)
  expect(result.response?.body.toString('utf8')).toContain(T.home)
}

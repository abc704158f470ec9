// @vitest-environment node
import { expect, test } from 'vitest'
import {
  IMMUTABLE,
  REVALIDATE,
  cachePolicyFor,
  contentSecurityPolicy,
  isAllowedMethod,
  normalizePath,
  routeFor,
  securityHeaders,
  siteFrom,
  splitTarget,
  statusFor,
} from './http-rules.js'

const site = siteFrom(
  {
    pages: ['/', '/room/1', '/room/2', '/room/3'],
    notFoundPage: '404/index.html',
    emptyRoomPage: 'room/0/index.html',
    notARoomPage: 'room/not-a-room/index.html',
  },
  [
    'index.html',
    'room/1/index.html',
    'room/0/index.html',
    '404/index.html',
    'assets/entry-Bq3x_9Zk.js',
    'assets/entry-Bq3x_9Zk.js.br',
    'pictures/hero-1-9f8e7d6c.avif',
    'favicon.svg',
    '.env',
    'assets/.hidden',
  ],
)
const csp = {
  scriptHashes: ['sha256-abc='],
  styleHashes: ['sha256-def='],
  inlineStyleAttributes: false,
}

test('the home page and every room listed in site.json answer 200 with their prerendered file', () => {
  expect(routeFor('/', site)).toEqual({ kind: 'page', status: 200, file: 'index.html' })
  expect(routeFor('/room/3', site)).toEqual({
    kind: 'page',
    status: 200,
    file: 'room/3/index.html',
  })
})

test('a room id missing from site.json gets the empty room page with 404', () => {
  expect(routeFor('/room/4', site)).toEqual({
    kind: 'not-found',
    status: 404,
    file: 'room/0/index.html',
  })
  expect(routeFor('/room/0', site).status).toBe(404)
  expect(routeFor('/room/99999999999999999999', site)).toMatchObject({ file: 'room/0/index.html' })
})

test('a room id with a leading zero is not the room itself', () => {
  expect(routeFor('/room/01', site)).toMatchObject({ status: 404, file: 'room/0/index.html' })
})

test('ids that are not plain digits get the not-found page rendered through the room route', () => {
  for (const path of ['/room/-1', '/room/1e9', '/room/1.5', '/room/abc', '/room/ 1']) {
    expect(routeFor(path, site), path).toMatchObject({
      status: 404,
      file: 'room/not-a-room/index.html',
    })
  }
})

test("a room page's loader data is a file, not a room id: a client-side visit to a language's room page reads it", () => {
  const withLanguages = siteFrom(
    {
      pages: ['/', '/room/1', '/ko', '/ko/room/1'],
      notFoundPage: '404/index.html',
      emptyRoomPage: 'room/0/index.html',
      notARoomPage: 'room/not-a-room/index.html',
      languages: ['ko'],
    },
    ['ko/room/1.data', 'ko/room/1/index.html', 'ko/room/not-a-room/index.html'],
  )
  expect(routeFor('/ko/room/1.data', withLanguages)).toEqual({
    kind: 'file',
    status: 200,
    path: '/ko/room/1.data',
  })
  expect(routeFor('/ko/room/9.data', withLanguages)).toMatchObject({
    status: 404,
    file: 'ko/room/not-a-room/index.html',
  })
})

test('deeper paths under /room get the generic not-found page', () => {
  for (const path of ['/room/1/2', '/room/abc/def', '/room/.env']) {
    expect(routeFor(path, site), path).toMatchObject({ status: 404, file: '404/index.html' })
  }
})

test('a percent-encoded digit names the same room', () => {
  expect(statusFor('/room/%31', site)).toBe(200)
})

test('a known page with a trailing slash redirects to its canonical path, query kept', () => {
  expect(routeFor('/room/1/', site, 'utm=x')).toEqual({
    kind: 'redirect',
    status: 301,
    location: '/room/1?utm=x',
  })
  expect(routeFor('/room/2//', site)).toEqual({
    kind: 'redirect',
    status: 301,
    location: '/room/2',
  })
})

test('only known pages redirect, so a slash trick never yields an off-site Location', () => {
  expect(routeFor('//evil.example/', site).status).toBe(404)
  expect(routeFor('/%5Cevil.example/', site).status).toBe(404)
  expect(routeFor('/room/4/', site).status).toBe(404)
})

test('a query that could break the Location header is dropped from the redirect', () => {
  expect(routeFor('/room/1/', site, 'a=\u00ff b')).toMatchObject({ location: '/room/1' })
})

test('hashed assets, pictures and the favicon are served as files', () => {
  expect(routeFor('/assets/entry-Bq3x_9Zk.js', site)).toEqual({
    kind: 'file',
    status: 200,
    path: '/assets/entry-Bq3x_9Zk.js',
  })
  expect(statusFor('/pictures/hero-1-9f8e7d6c.avif', site)).toBe(200)
  expect(statusFor('/favicon.svg', site)).toBe(200)
})

test('HTML files, precompressed siblings, dotfiles and directories are not reachable by name', () => {
  for (const path of [
    '/index.html',
    '/room/1/index.html',
    '/404/index.html',
    '/assets/entry-Bq3x_9Zk.js.br',
    '/.env',
    '/assets/.hidden',
    '/assets',
    '/assets/',
    '/room',
  ]) {
    expect(routeFor(path, site), path).toMatchObject({ status: 404, file: '404/index.html' })
  }
})

test('the health check is its own route', () => {
  expect(routeFor('/healthz', site)).toEqual({ kind: 'health', status: 200 })
})

test('dot segments resolve like nginx, and climbing above the root is a bad request', () => {
  expect(statusFor('/room/../room/1', site)).toBe(200)
  expect(statusFor('/../etc/passwd', site)).toBe(400)
  expect(statusFor('/%2e%2e/%2e%2e/etc/passwd', site)).toBe(400)
  expect(statusFor('/assets/..%2f..%2fSECRET', site)).toBe(400)
})

test('double encoding is decoded once only and names no file', () => {
  expect(statusFor('/%252e%252e/SECRET', site)).toBe(404)
})

test('malformed percent-encoding, overlong UTF-8, NUL and control bytes are bad requests', () => {
  for (const path of [
    '/%zz',
    '/%',
    '/room/%3',
    '/%c0%ae%c0%ae/x',
    '/%ff',
    '/a%00.js',
    '/%01',
    '/%7f',
  ]) {
    expect(statusFor(path, site), path).toBe(400)
  }
})

test('a backslash is an ordinary character that names no file', () => {
  expect(statusFor('/..%5c..%5cSECRET', site)).toBe(404)
})

test('a path longer than 8 KiB answers 414 before any decoding', () => {
  expect(statusFor(`/${'a'.repeat(8192)}`, site)).toBe(414)
  expect(statusFor(`/${'a'.repeat(8000)}`, site)).toBe(404)
})

test('normalizePath merges slashes and reports a trailing slash', () => {
  expect(normalizePath('//room//1/')).toEqual({ path: '/room/1', trailingSlash: true })
  expect(normalizePath('/')).toEqual({ path: '/', trailingSlash: false })
  expect(normalizePath('room')).toBeNull()
})

test('splitTarget keeps the query, drops a fragment and takes the path of an absolute-form target', () => {
  expect(splitTarget('/room/1?a=b#c')).toEqual({ path: '/room/1', query: 'a=b' })
  expect(splitTarget('/x#frag?no')).toEqual({ path: '/x', query: '' })
  expect(splitTarget('http://example.com/room/2?x')).toEqual({ path: '/room/2', query: 'x' })
  expect(splitTarget('http://example.com')).toEqual({ path: '/', query: '' })
})

test('splitTarget refuses targets that are not paths', () => {
  expect(splitTarget('*')).toBeNull()
  expect(splitTarget('example.com:443')).toBeNull()
  expect(splitTarget('')).toBeNull()
})

test('only GET and HEAD are allowed, case-sensitively as HTTP defines methods', () => {
  expect(isAllowedMethod('GET')).toBe(true)
  expect(isAllowedMethod('HEAD')).toBe(true)
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'get', '']) {
    expect(isAllowedMethod(method), method).toBe(false)
  }
})

test('assets and pictures are immutable for a year; everything else revalidates', () => {
  expect(cachePolicyFor('/assets/entry-Bq3x_9Zk.js')).toBe(IMMUTABLE)
  expect(cachePolicyFor('/pictures/hero-1-9f8e7d6c.avif')).toBe(IMMUTABLE)
  expect(cachePolicyFor('/')).toBe(REVALIDATE)
  expect(cachePolicyFor('/room/1')).toBe(REVALIDATE)
  expect(cachePolicyFor('/favicon.svg')).toBe(REVALIDATE)
  expect(cachePolicyFor('/assets/nested/x.js')).toBe(REVALIDATE)
})

test('the CSP allows scripts by hash and never unsafe-inline', () => {
  const policy = contentSecurityPolicy(csp)

  expect(policy).toContain("script-src 'self' 'sha256-abc='")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).toContain("style-src 'self' 'sha256-def='")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
})

test('style attributes in the HTML allow inline styles, without hashes that would cancel that', () => {
  const policy = contentSecurityPolicy({ ...csp, inlineStyleAttributes: true })

  expect(policy).toContain("style-src 'self' 'unsafe-inline';")
  expect(policy).toMatch(/script-src 'self' 'sha256-abc=';/)
})

test('the security headers include nosniff, referrer, permissions and opener policies', () => {
  const headers = securityHeaders(csp)

  expect(headers['X-Content-Type-Options']).toBe('nosniff')
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['Permissions-Policy']).toMatch(/camera=\(\), geolocation=\(\)/)
  expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
})

test('a site.json page that is not already canonical is refused at start-up', () => {
  expect(() =>
    siteFrom({ pages: ['/room/1/'], notFoundPage: 'x', emptyRoomPage: 'y', notARoomPage: 'z' }, []),
  ).toThrow(/bad page path/)
})

const reservationsSite = siteFrom(
  {
    pages: ['/', '/staff', '/staff/reservation'],
    notFoundPage: '404/index.html',
    emptyRoomPage: 'room/0/index.html',
    notARoomPage: 'room/not-a-room/index.html',
    notAStaffScreenPage: 'staff/not-a-screen/index.html',
    reservations: true,
  },
  ['index.html', 'staff/index.html', 'staff/reservation/index.html'],
)

test("an old email's /staff/reservations/REF goes to the reservation's screen, not cached for good", () => {
  expect(routeFor('/staff/reservations/7KQ4M2XA', reservationsSite)).toEqual({
    kind: 'redirect',
    status: 302,
    location: '/staff/reservation?ref=7KQ4M2XA',
  })
  expect(routeFor('/staff/reservations/7kq4-m2xa', reservationsSite)).toMatchObject({
    location: '/staff/reservation?ref=7kq4-m2xa',
  })
})

test('a /staff/ path that is no screen, or no reference, gets the console’s own 404 page', () => {
  const staffNotFound = { kind: 'not-found', status: 404, file: 'staff/not-a-screen/index.html' }

  for (const path of [
    '/staff/reservations/%3Cscript%3E',
    '/staff/reservations/a%20b',
    `/staff/reservations/${'A'.repeat(33)}`,
    '/staff/reservations/7KQ4M2XA/more',
    '/staff/reservations',
    '/staff/nothing-here',
  ])
    expect(routeFor(path, reservationsSite), path).toEqual(staffNotFound)
  expect(routeFor('/staff/reservation', reservationsSite)).toMatchObject({ kind: 'page' })
})

test('a default build has no console: /staff/ paths are the site’s plain 404', () => {
  expect(routeFor('/staff/reservations/7KQ4M2XA', site)).toEqual({
    kind: 'not-found',
    status: 404,
    file: '404/index.html',
  })
})

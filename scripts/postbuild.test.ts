// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, expect, test } from 'vitest'
import {
  compressedVariants,
  cspSourcesFor,
  inlineScriptHashes,
  inlineStyles,
  nginxHeaderLines,
  nginxApiConf,
  nginxLongHeaderMaps,
  nginxPagesConf,
  postbuild,
  unhashedImmutableFiles,
  withBootstrapAfterFirstPaint,
  withInlineIcon,
  withInlineStylesheets,
  withoutModulePreloads,
} from './postbuild.mjs'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('modulepreload links leave the HTML; stylesheets, preloads and scripts stay', () => {
  const html =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/p.avif"/></head>' +
    '<body><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/x.js" crossorigin="anonymous">' +
    '<script type="module">import("/assets/entry.js");</script></body>'

  expect(withoutModulePreloads(html)).toBe(
    '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/p.avif"/></head>' +
      '<body><script type="module">import("/assets/entry.js");</script></body>',
  )
})

/** React Router's bootstrap as `<Scripts>` prerenders it (react-router 7.18). */
const BOOTSTRAP = `<script type="module" async="">import "/assets/manifest-a1.js";
import * as route0 from "/assets/root-b2.js";
import * as route1 from "/assets/home-c3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-d4.js");</script>`

/** The text of the page's one inline module script. */
function moduleText(html: string) {
  return /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
}

test("the bootstrap's static imports become dynamic imports that wait for the first paint, which ends the page's picture-first wait", () => {
  const html = `<body><main>page</main>${BOOTSTRAP}<script>after()</script></body>`

  const deferred = withBootstrapAfterFirstPaint(html)
  const text = moduleText(deferred)

  expect(deferred).toMatch(/^<body><main>page<\/main><script type="module" async="">/)
  expect(deferred).toMatch(/<\/script><script>after\(\)<\/script><\/body>$/)
  expect(text).not.toMatch(/^\s*import\s/m)
  const gate = text.indexOf('afterFirstPaint')
  const loads = text.indexOf(
    'const [, route0, route1] = await Promise.all([import("/assets/manifest-a1.js"), import("/assets/root-b2.js"), import("/assets/home-c3.js")]);',
  )
  const routes = text.indexOf(
    'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  )
  const entry = text.indexOf('import("/assets/entry.client-d4.js");')
  const pictureShown = text.indexOf('await (async function endPictureFirst(')
  expect(gate).toBeGreaterThan(-1)
  expect(pictureShown).toBeGreaterThan(gate)
  expect(loads).toBeGreaterThan(pictureShown)
  expect(routes).toBeGreaterThan(loads)
  expect(entry).toBeGreaterThan(routes)
})

test('the deferred bootstrap is valid JavaScript for a module', async () => {
  const text = moduleText(withBootstrapAfterFirstPaint(BOOTSTRAP))

  // Compiles as the body of an async function, which allows top-level await as a module does.
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor
  expect(() => new AsyncFunction(text)).not.toThrow()
})

test('deferring twice changes nothing; pages without a bootstrap are left alone', () => {
  const once = withBootstrapAfterFirstPaint(BOOTSTRAP)

  expect(withBootstrapAfterFirstPaint(once)).toBe(once)
  expect(withBootstrapAfterFirstPaint('<p>no scripts</p>')).toBe('<p>no scripts</p>')
  expect(withBootstrapAfterFirstPaint('<script type="module" src="/a.js"></script>')).toBe(
    '<script type="module" src="/a.js"></script>',
  )
})

test('a bootstrap with an import form the rewrite does not know fails the build', () => {
  for (const form of [
    'import { a } from "/x.js";',
    'import x from "/x.js";',
    "import * as r from '/x.js';",
    'export const a = 1;',
  ]) {
    expect(() =>
      withBootstrapAfterFirstPaint(`<script type="module">${form}\nimport("/e.js");</script>`),
    ).toThrow(/unknown import form/)
  }
  expect(() =>
    withBootstrapAfterFirstPaint(
      '<script type="module">a()</script><script type="module">b()</script>',
    ),
  ).toThrow(/one inline module script/)
})

test('a built stylesheet is inlined, and its link stays disabled for React to hydrate', () => {
  const html = '<head><link rel="stylesheet" href="/assets/root-x1.css"/><title>t</title></head>'
  const read = (path: string) => (path === '/assets/root-x1.css' ? 'body{color:red}' : '')

  const inlined = withInlineStylesheets(html, read)

  expect(inlined).toBe(
    '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/root-x1.css" disabled=""/><title>t</title></head>',
  )
  expect(withInlineStylesheets(inlined, read)).toBe(inlined)
})

test('a stylesheet that would end the <style> early is refused', () => {
  expect(() =>
    withInlineStylesheets('<link rel="stylesheet" href="/assets/a.css"/>', () => 'a{}</style><b>'),
  ).toThrow(/cannot be inlined/)
})

test('each inline script is hashed over its exact text, whitespace included', () => {
  const html =
    '<script>window.a = 1;</script><script type="module">\n import "/assets/x.js";\n</script>'

  expect(inlineScriptHashes(html)).toEqual([
    sha256('window.a = 1;'),
    sha256('\n import "/assets/x.js";\n'),
  ])
})

test('scripts loaded with src need no hash', () => {
  expect(inlineScriptHashes('<script type="module" src="/assets/x.js"></script>')).toEqual([])
})

test('the site-wide hashes are the sorted union over all pages, without duplicates', () => {
  const page = (text: string) => `<script>${text}</script>`

  const csp = cspSourcesFor([page('b()'), page('a()'), page('b()')])

  expect(csp.scriptHashes).toEqual([sha256('a()'), sha256('b()')].sort())
  expect(csp.inlineStyleAttributes).toBe(false)
})

test('a style attribute in the markup is noticed; one inside a script is not', () => {
  expect(inlineStyles('<div style="color:red">x</div>').attributes).toBe(true)
  expect(inlineStyles('<script>el.innerHTML = "<b style=x>"</script>').attributes).toBe(false)
  expect(inlineStyles('<style>p{}</style>').hashes).toEqual([sha256('p{}')])
})

test('compressed variants decompress to the original and are only kept when smaller', () => {
  const text = Buffer.from('a fairly repetitive line of text\n'.repeat(50))

  const { br, gz } = compressedVariants(text)

  expect(brotliDecompressSync(br!).equals(text)).toBe(true)
  expect(gunzipSync(gz!).equals(text)).toBe(true)
  expect(compressedVariants(Buffer.from('x'))).toEqual({})
})

test('nginx header lines use always so 404s and 405s carry them too', () => {
  expect(nginxHeaderLines({ 'X-Test': "a 'b'" })).toBe(`add_header X-Test "a 'b'" always;`)
})

test("a header value over nginx's 4 KB parameter is put together from maps of parts under it", () => {
  const hashes = Array.from(
    { length: 90 },
    (_, index) => `'sha256-${String(index).padStart(44, 'x')}'`,
  )
  const csp = `default-src 'self'; script-src 'self' ${hashes.join(' ')}; object-src 'none'`
  expect(csp.length).toBeGreaterThan(4096)
  const headers = { 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' }
  expect(nginxHeaderLines(headers).split('\n')).toEqual([
    'add_header Content-Security-Policy $resort_header_content_security_policy always;',
    'add_header X-Frame-Options "DENY" always;',
  ])
  const maps = nginxLongHeaderMaps(headers)
  const parts = [
    ...maps.matchAll(
      /map \$host \$resort_header_content_security_policy_(\d) \{\n {4}default "([^"]*)";\n\}/g,
    ),
  ]
  expect(parts.map((part) => Number(part[1]))).toEqual([0, 1, 2])
  for (const part of parts) expect(part[2]!.length).toBeLessThanOrEqual(2000)
  expect(parts.map((part) => part[2]).join('')).toBe(csp)
  expect(maps).toContain(
    'map $host $resort_header_content_security_policy {\n    default "$resort_header_content_security_policy_0$resort_header_content_security_policy_1$resort_header_content_security_policy_2";\n}',
  )
  expect(nginxLongHeaderMaps({ 'X-Frame-Options': 'DENY' })).toBe('')
})

test('a header value nginx would expand or misquote is refused', () => {
  expect(() => nginxHeaderLines({ X: 'a $var' })).toThrow()
  expect(() => nginxHeaderLines({ X: 'a "b"' })).toThrow()
})

test('the nginx page map lists each page, its trailing-slash redirect and the 404 pages', () => {
  const conf = nginxPagesConf({
    pages: ['/', '/room/7'],
    notFoundPage: '404/index.html',
    emptyRoomPage: 'room/0/index.html',
    notARoomPage: 'room/not-a-room/index.html',
  })

  expect(conf).toContain('"/" "/index.html";')
  expect(conf).toContain('"/room/7" "/room/7/index.html";')
  expect(conf).toContain('"/room/7/" "/room/7";')
  expect(conf).not.toContain('"//"')
  expect(conf).toMatch(/\$not_found_page \{\n {4}default "\/404\/index.html";/)
  expect(conf).toContain('"~^/room/[0-9]+$" "/room/0/index.html";')
  expect(conf).toContain('"~^/room/[^/]+$" "/room/not-a-room/index.html";')
})

test("a language's paths get its own 404 pages from nginx, by the language's prefix", () => {
  const conf = nginxPagesConf({
    pages: ['/', '/ko'],
    notFoundPage: '404/index.html',
    emptyRoomPage: 'room/0/index.html',
    notARoomPage: 'room/not-a-room/index.html',
    languages: ['ko'],
  })

  expect(conf).toContain('"~^/ko(/|$)" "/ko/404/index.html";')
  expect(conf).toContain('"~^/ko/room/[0-9]+$" "/ko/room/0/index.html";')
  expect(conf).toContain('"~^/ko/room/[^/]+$" "/ko/room/not-a-room/index.html";')
  expect(() =>
    nginxPagesConf({
      pages: ['/'],
      notFoundPage: 'a',
      emptyRoomPage: 'b',
      notARoomPage: 'c',
      languages: ['k"o'],
    }),
  ).toThrow()
})

test('only a reservations build opens /api to nginx: other methods there, and the proxy location', () => {
  const site = { pages: ['/'], notFoundPage: 'a', emptyRoomPage: 'b', notARoomPage: 'c' }
  const headers = { 'X-Frame-Options': 'DENY' }

  const defaultPages = nginxPagesConf(site)
  const reservationsPages = nginxPagesConf({ ...site, reservations: true })
  const defaultApi = nginxApiConf(site, headers)
  const reservationsApi = nginxApiConf({ ...site, reservations: true }, headers)

  expect(defaultPages).not.toContain('/api/')
  expect(reservationsPages).toContain('"~^[A-Z]+ /api/" 0;')
  expect(defaultApi).not.toContain('location')
  expect(reservationsApi).toContain('proxy_pass http://resort_api;')
  expect(reservationsApi).toContain('proxy_hide_header X-Frame-Options;')
  expect(reservationsApi).toContain('add_header X-Frame-Options "DENY" always;')
})

test("a reservations build's nginx sends an old email's reservation link to its screen and other unknown /staff/ paths to the console's 404", () => {
  const site = {
    pages: ['/'],
    notFoundPage: 'a',
    emptyRoomPage: 'b',
    notARoomPage: 'c',
    notAStaffScreenPage: 'staff/not-a-screen/index.html',
    reservations: true,
  }

  const pages = nginxPagesConf(site)
  const api = nginxApiConf(site, { 'X-Frame-Options': 'DENY' })

  expect(pages).toMatch(
    /\$not_a_staff_screen_page \{\n {4}default "\/staff\/not-a-screen\/index.html";/,
  )
  expect(api).toContain('return 302 /staff/reservation?ref=$1;')
  expect(api).toContain('error_page 404 $not_a_staff_screen_page;')
  expect(nginxApiConf({ ...site, notAStaffScreenPage: undefined }, {})).not.toContain('/staff/')
})

test('a page path with characters nginx would misread is refused', () => {
  expect(() =>
    nginxPagesConf({
      pages: ['/room/$x'],
      notFoundPage: 'a',
      emptyRoomPage: 'b',
      notARoomPage: 'c',
    }),
  ).toThrow()
})

test('postbuild writes csp.json, the nginx includes and the precompressed files, and can run twice', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'postbuild-'))
  dirs.push(buildDir)
  mkdirSync(join(buildDir, 'client', 'assets'), { recursive: true })
  writeFileSync(
    join(buildDir, 'site.json'),
    JSON.stringify({
      pages: ['/'],
      notFoundPage: '404/index.html',
      emptyRoomPage: 'room/0/index.html',
      notARoomPage: 'room/not-a-room/index.html',
    }),
  )
  writeFileSync(
    join(buildDir, 'client', 'index.html'),
    `<head><link rel="stylesheet" href="/assets/root-12345678.css"/></head>` +
      `<p>${'home '.repeat(100)}</p><script>boot()</script>${BOOTSTRAP}`,
  )
  writeFileSync(join(buildDir, 'client', 'assets', 'a-12345678.js'), 'console.log(1);'.repeat(100))
  writeFileSync(join(buildDir, 'client', 'assets', 'p-12345678.avif'), 'binary')
  writeFileSync(join(buildDir, 'client', 'assets', 'root-12345678.css'), 'p{margin:0}')
  writeFileSync(join(buildDir, 'client', 'favicon.svg'), '<svg/>')

  postbuild(buildDir)
  const once = readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')
  expect(once).toContain('<link rel="icon" href="data:image/svg+xml,%3Csvg%2F%3E"')
  postbuild(buildDir)
  const html = readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')

  expect(html).toBe(once)
  expect(html).toContain('<style>p{margin:0}</style>')
  const csp = JSON.parse(readFileSync(join(buildDir, 'csp.json'), 'utf8'))
  expect(csp.scriptHashes).toEqual([sha256('boot()'), sha256(moduleText(html))].sort())
  expect(csp.styleHashes).toEqual([sha256('p{margin:0}')])
  expect(existsSync(join(buildDir, 'client', 'index.html.br'))).toBe(true)
  expect(existsSync(join(buildDir, 'client', 'assets', 'a-12345678.js.gz'))).toBe(true)
  expect(existsSync(join(buildDir, 'client', 'assets', 'a-12345678.js.br.br'))).toBe(false)
  expect(existsSync(join(buildDir, 'client', 'assets', 'p-12345678.avif.br'))).toBe(false)
  expect(readFileSync(join(buildDir, 'nginx-headers.conf'), 'utf8')).toContain(
    `'${sha256('boot()')}'`,
  )
  expect(readFileSync(join(buildDir, 'nginx-pages.conf'), 'utf8')).toContain('"/" "/index.html";')
})

test('postbuild stops with a clear message when the build wrote no site.json', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'postbuild-'))
  dirs.push(buildDir)
  mkdirSync(join(buildDir, 'client'))

  expect(() => postbuild(buildDir)).toThrow(/site\.json is missing/)
})

test('assets and pictures without a content hash in their names are reported', () => {
  const paths = [
    '/assets/root-oDyEirac.js',
    '/assets/cormorant-garamond-latin-500-normal-zIXX3Q-H.woff2',
    '/pictures/room-1-400-9f8e7d6c1a.avif',
    '/pictures/slide-1.svg',
    '/pictures/room-1-lg.svg',
    '/assets/hotel-room-large.webp',
    '/favicon.svg',
  ]

  expect(unhashedImmutableFiles(paths)).toEqual([
    '/pictures/slide-1.svg',
    '/pictures/room-1-lg.svg',
    '/assets/hotel-room-large.webp',
  ])
})

test('the icon goes inline, as a data: URL of the SVG, in place of a link or before </head>', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>\n'
  const inline =
    '<link rel="icon" href="data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3Cpath%20d%3D%22M0%200h1%22%2F%3E%3C%2Fsvg%3E" type="image/svg+xml"/>'

  expect(withInlineIcon('<head><title>x</title></head>', svg)).toBe(
    `<head><title>x</title>${inline}</head>`,
  )
  const linked = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>'
  expect(withInlineIcon(linked, svg)).toBe(`<head>${inline}</head>`)
  expect(withInlineIcon(withInlineIcon(linked, svg), svg)).toBe(`<head>${inline}</head>`)
  expect(() => withInlineIcon('<body></body>', svg)).toThrow(/without <head>/)
})

// @ts-check
// The HTTP rules of docs/architecture.md ("HTTP rules") as pure functions, shared by the Node server
// (server/app.js), the post-build step that writes nginx includes (scripts/postbuild.mjs)
// and their tests. No I/O here.

/**
 * @typedef {object} Site
 * @property {Map<string, string>} pages  canonical path ("/room/1") -> file under the client dir
 * @property {Set<string>} files  URL paths of files served as they are (assets, pictures, favicon)
 * @property {string} notFoundPage  file served with 404 for unknown paths
 * @property {string} emptyRoomPage  file served with 404 for unknown numeric room ids
 * @property {string} notARoomPage  file served with 404 for /room/{id} whose id is not numeric
 * @property {string} [notAStaffScreenPage]  reservations mode: file served with 404 for an unknown /staff/ path
 * @property {string[]} languages  path prefixes ("ko") whose pages have 404 files of their own
 *   under the prefix ("ko/404/index.html")
 *
 * @typedef {{ pages: string[], notFoundPage: string, emptyRoomPage: string, notARoomPage: string, notAStaffScreenPage?: string, name?: string, reservations?: boolean, languages?: string[] }} SiteJson
 *
 * @typedef {{ scriptHashes: string[], styleHashes: string[], inlineStyleAttributes: boolean }} CspSources
 *
 * @typedef {(
 *   | { kind: 'page', status: 200, file: string }
 *   | { kind: 'file', status: 200, path: string }
 *   | { kind: 'health', status: 200 }
 *   | { kind: 'redirect', status: 301 | 302, location: string }
 *   | { kind: 'not-found', status: 404, file: string }
 *   | { kind: 'bad-request', status: 400 | 414 }
 * )} Route
 */

export const ALLOWED_METHODS = ['GET', 'HEAD']
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')
export const HEALTH_PATH = '/healthz'

// nginx reads the request line into an 8 KiB buffer and answers 414 beyond it; the Node
// server draws the same line so both deployments agree.
export const MAX_PATH_LENGTH = 8192

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
export const NO_STORE = 'no-store'

// Precompressed siblings (.br/.gz) are an implementation detail of content negotiation and
// HTML is only reachable through its page URL, so neither is a servable file of its own.
const NOT_SERVED_DIRECTLY = /\.(html?|br|gz)$/i
const ROOM_PATH = /^\/room\/(\d+)$/
// Any other single segment after /room/ matches the app's room route too; it gets a not-found
// page prerendered through that route, so hydration sees the same route as the HTML.
const OTHER_ROOM_PATH = /^\/room\/[^/]+$/
// The address the resort's emails once gave a reservation (docs/reservations.md, "Emails"); the
// console's screen takes its reference in the query. A reference is letters and digits (a guest's
// dashes allowed); anything else there is no reservation and gets the console's not-found page.
const OLD_STAFF_RESERVATION_PATH = /^\/staff\/reservations\/([A-Za-z0-9-]{1,32})$/
// C0 controls and DEL never belong in a file name; NUL is the classic truncation trick.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/** @param {string} method */
export function isAllowedMethod(method) {
  return ALLOWED_METHODS.includes(method)
}

/**
 * Turns the request target into its path and query, or null when it is not a path at all
 * ("*", "host:443", garbage). Absolute-form targets ("http://host/x") keep only their path.
 * @param {string} target
 * @returns {{ path: string, query: string } | null}
 */
export function splitTarget(target) {
  let rest = target
  if (!rest.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*(.*)$/i.exec(rest)
    if (!absolute) return null
    rest = absolute[1] || '/'
    if (!rest.startsWith('/')) rest = `/${rest}`
  }
  const cut = rest.search(/[?#]/)
  if (cut === -1) return { path: rest, query: '' }
  const query = rest[cut] === '?' ? (rest.slice(cut + 1).split('#')[0] ?? '') : ''
  return { path: rest.slice(0, cut), query }
}

/**
 * Decodes a raw path once and resolves "." and ".." like nginx does (RFC 3986 5.2.4), merging
 * repeated slashes. Returns null for anything that cannot name a file: malformed
 * percent-encoding, invalid UTF-8, control characters, or ".." above the root.
 * @param {string} rawPath
 * @returns {{ path: string, trailingSlash: boolean } | null}
 */
export function normalizePath(rawPath) {
  if (!rawPath.startsWith('/')) return null
  let decoded
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (CONTROL_CHARS.test(decoded)) return null

  const parts = decoded.split('/')
  /** @type {string[]} */
  const segments = []
  for (const part of parts) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (segments.length === 0) return null
      segments.pop()
      continue
    }
    segments.push(part)
  }
  const last = parts[parts.length - 1]
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..')
  return { path: `/${segments.join('/')}`, trailingSlash }
}

/**
 * Where a request for `rawPath` goes. Known pages come from build/site.json, never from a
 * list of room ids in code, so adding a room to content needs no server change.
 * Trailing slash: "/room/1/" answers 301 to "/room/1" (one canonical URL per page); only
 * known pages redirect, so the Location is always one of our own paths.
 * @param {string} rawPath  the path part of the request target, still percent-encoded
 * @param {Site} site
 * @param {string} [query]  kept on redirects
 * @returns {Route}
 */
export function routeFor(rawPath, site, query = '') {
  if (rawPath.length > MAX_PATH_LENGTH) return { kind: 'bad-request', status: 414 }
  const normalized = normalizePath(rawPath)
  if (!normalized) return { kind: 'bad-request', status: 400 }
  const { path, trailingSlash } = normalized
  // A path under a language's prefix gets that language's 404 pages, matched by the rest of
  // the path as an English one is: /ko/room/9 is /room/9 in Korean.
  const lang = site.languages.find(
    (prefix) => path === `/${prefix}` || path.startsWith(`/${prefix}/`),
  )
  const rest = lang ? path.slice(lang.length + 1) : path
  const inLanguage = (/** @type {string} */ file) => (lang ? `${lang}/${file}` : file)
  const notFound = /** @type {const} */ ({
    kind: 'not-found',
    status: 404,
    file: inLanguage(site.notFoundPage),
  })

  if (trailingSlash) {
    if (!site.pages.has(path)) return notFound
    const safeQuery = /^[\x21-\x7e]*$/.test(query) && query !== '' ? `?${query}` : ''
    return { kind: 'redirect', status: 301, location: path + safeQuery }
  }

  const page = site.pages.get(path)
  if (page) return { kind: 'page', status: 200, file: page }
  if (path === HEALTH_PATH) return { kind: 'health', status: 200 }
  // Before the room paths: a room page's loader data (/ko/room/1.data) looks like a room id to
  // them, and a client-side visit to the page (Back to it after a booking) needs it.
  if (site.files.has(path)) return { kind: 'file', status: 200, path }
  if (ROOM_PATH.test(rest)) {
    return { kind: 'not-found', status: 404, file: inLanguage(site.emptyRoomPage) }
  }
  if (OTHER_ROOM_PATH.test(rest) && !isHidden(path)) {
    return { kind: 'not-found', status: 404, file: inLanguage(site.notARoomPage) }
  }
  if (isHidden(path) || NOT_SERVED_DIRECTLY.test(path)) return notFound
  if (site.notAStaffScreenPage && path.startsWith('/staff/'))
    return staffRoute(path, site.notAStaffScreenPage)
  return notFound
}

/**
 * Reservations mode, a /staff/ path that is no screen: an old email's reservation link goes to
 * its screen (302, not cached for good, should the console's address move again); anything else
 * gets the console's own not-found page, prerendered through the staff route, so the browser
 * hydrates it with the route its URL matches (a mismatch is React's error #418).
 * @param {string} path  a normalized path
 * @param {string} file
 * @returns {Route}
 */
function staffRoute(path, file) {
  const ref = OLD_STAFF_RESERVATION_PATH.exec(path)?.[1]
  if (ref) return { kind: 'redirect', status: 302, location: `/staff/reservation?ref=${ref}` }
  return { kind: 'not-found', status: 404, file }
}

/**
 * @param {string} rawPath
 * @param {Site} site
 */
export function statusFor(rawPath, site) {
  return routeFor(rawPath, site).status
}

/** @param {string} path  a normalized path */
function isHidden(path) {
  return path.split('/').some((segment) => segment.startsWith('.'))
}

/**
 * Vite and the picture pipeline put only content-hashed files under /assets/ and /pictures/
 * (the build contract), so a changed file always gets a new URL and can be cached forever.
 * Everything else (HTML, favicon, 404s) revalidates with its ETag.
 * @param {string} path  a normalized path
 */
export function cachePolicyFor(path) {
  if (/^\/(assets|pictures)\/[^/]+$/.test(path) && !NOT_SERVED_DIRECTLY.test(path)) {
    return IMMUTABLE
  }
  return REVALIDATE
}

/**
 * The Content-Security-Policy value. Scripts: only our files plus the exact inline scripts
 * of the prerendered HTML (hashed at build by scripts/postbuild.mjs), never 'unsafe-inline'.
 * Styles: 'unsafe-inline' only when the HTML carries style="" attributes, which hashes cannot
 * allow; otherwise the hashes of inline <style> blocks.
 * @param {CspSources} csp
 */
export function contentSecurityPolicy(csp) {
  const scriptSrc = ["'self'", ...csp.scriptHashes.map(quoteHash)]
  const styleSrc = csp.inlineStyleAttributes
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...csp.styleHashes.map(quoteHash)]
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    `style-src ${styleSrc.join(' ')}`,
    "img-src 'self' data:",
    // The first visit's display face is inlined in the page's CSS (docs/decisions/010).
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** @param {string} hash  "sha256-..." */
function quoteHash(hash) {
  return `'${hash}'`
}

// Only features every current Chromium recognises: an unknown name logs a console error,
// which costs the Lighthouse best-practices score.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * Headers for every response, errors and 304s included.
 * No Strict-Transport-Security: it means nothing over plain HTTP; set it where TLS ends.
 * @param {CspSources} csp
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}

/**
 * Builds the Site from build/site.json and the list of files in the client folder.
 * @param {SiteJson} siteJson
 * @param {Iterable<string>} filePaths  paths relative to the client folder, "/"-separated
 * @returns {Site}
 */
export function siteFrom(siteJson, filePaths) {
  /** @type {Map<string, string>} */
  const pages = new Map()
  for (const page of siteJson.pages) {
    const normalized = normalizePath(page)
    if (!normalized || normalized.path !== page) throw new Error(`site.json: bad page path ${page}`)
    pages.set(page, pageFile(page))
  }
  /** @type {Set<string>} */
  const files = new Set()
  for (const file of filePaths) {
    const path = `/${file}`
    if (!isHidden(path) && !NOT_SERVED_DIRECTLY.test(path)) files.add(path)
  }
  return {
    pages,
    files,
    notFoundPage: siteJson.notFoundPage,
    emptyRoomPage: siteJson.emptyRoomPage,
    notARoomPage: siteJson.notARoomPage,
    ...(siteJson.notAStaffScreenPage ? { notAStaffScreenPage: siteJson.notAStaffScreenPage } : {}),
    languages: siteJson.languages ?? [],
  }
}

/** "/" -> "index.html", "/room/1" -> "room/1/index.html": React Router's prerender layout. */
export function pageFile(/** @type {string} */ page) {
  return page === '/' ? 'index.html' : `${page.slice(1)}/index.html`
}

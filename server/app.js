// @ts-check
// The production server for the prerendered build: node:http + sirv, with every decision
// taken by the pure rules in ./http-rules.js. start.js adds the port, logging and signals.

import { readFileSync, readdirSync, existsSync } from 'node:fs'
import http from 'node:http'
import { join, relative, sep } from 'node:path'
import sirv from 'sirv'
import {
  ALLOW_HEADER,
  NO_STORE,
  REVALIDATE,
  cachePolicyFor,
  isAllowedMethod,
  routeFor,
  securityHeaders,
  siteFrom,
  splitTarget,
} from './http-rules.js'

/**
 * @typedef {import('./http-rules.js').Site} Site
 * @typedef {import('./http-rules.js').CspSources} CspSources
 * @typedef {{ body: Buffer, br?: Buffer, gzip?: Buffer }} Variants
 *
 * @typedef {object} ServerOptions
 * @property {number} [headersTimeoutMs]  slow-loris bound: the whole header block must arrive in this time
 * @property {number} [requestTimeoutMs]  bound for one whole request
 * @property {number} [keepAliveTimeoutMs]
 * @property {number} [checkIntervalMs]  how often Node enforces the two timeouts above
 * @property {ApiHandler} [api]  reservations mode's /api handler; without it /api is an unknown path
 * @property {() => Promise<boolean>} [health]  reservations mode: whether the database answers
 *
 * @typedef {(req: http.IncomingMessage, res: http.ServerResponse) => void} ApiHandler
 */

/**
 * Reads what the server needs from a build folder (the output of `npm run build`).
 * Fails loudly at start-up rather than serving a half-built site.
 * @param {string} buildDir  folder holding client/, site.json and csp.json
 */
export function loadBuild(buildDir) {
  const clientDir = join(buildDir, 'client')
  const siteJsonPath = join(buildDir, 'site.json')
  if (!existsSync(siteJsonPath)) throw new Error(`${siteJsonPath} is missing: run npm run build`)
  const siteJson = JSON.parse(readFileSync(siteJsonPath, 'utf8'))
  const cspPath = join(buildDir, 'csp.json')
  if (!existsSync(cspPath)) throw new Error(`${cspPath} is missing: run npm run postbuild`)
  /** @type {CspSources} */
  const csp = JSON.parse(readFileSync(cspPath, 'utf8'))
  const site = siteFrom(siteJson, listFiles(clientDir))
  return {
    clientDir,
    site,
    csp,
    name: typeof siteJson.name === 'string' ? siteJson.name : null,
    reservations: siteJson.reservations === true,
  }
}

/** @param {string} dir */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/**
 * The 404 pages are answered from memory with status 404; sirv would send them as 200.
 * @param {string} clientDir
 * @param {string} file
 * @returns {Variants}
 */
function loadVariants(clientDir, file) {
  const path = join(clientDir, file)
  const read = (/** @type {string} */ p) => (existsSync(p) ? readFileSync(p) : undefined)
  const body = read(path) ?? Buffer.from('404 Page Not Found\n')
  return { body, br: read(`${path}.br`), gzip: read(`${path}.gz`) }
}

/**
 * Creates the request handler for a loaded build folder.
 * @param {ReturnType<typeof loadBuild>} build
 * @param {{ api?: ApiHandler, health?: () => Promise<boolean> }} [mode]  reservations mode's parts
 */
export function createHandler({ clientDir, site, csp }, { api, health } = {}) {
  const headers = Object.entries(securityHeaders(csp))
  const languagePages = [site.notFoundPage, site.emptyRoomPage, site.notARoomPage]
  const notFoundPages = new Map(
    [
      ...languagePages,
      site.notAStaffScreenPage,
      ...site.languages.flatMap((lang) => languagePages.map((file) => `${lang}/${file}`)),
    ]
      .filter((file) => file !== undefined)
      .map((file) => [file, loadVariants(clientDir, file)]),
  )
  // Production mode indexes the folder once at start-up (no per-request file system paths,
  // so nothing can escape it); extensions [] stops "/x" from quietly meaning "/x.html".
  const serveStatic = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: [],
  })

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  function handle(req, res) {
    for (const [name, value] of headers) res.setHeader(name, value)
    if (api && isApiPath(req.url ?? '')) return api(req, res)
    guardFileStreams(res)

    const method = req.method ?? ''
    if (!isAllowedMethod(method)) {
      res.setHeader('Allow', ALLOW_HEADER)
      return sendText(res, 405, 'Method Not Allowed\n', { close: true })
    }

    const target = splitTarget(req.url ?? '')
    if (!target) return sendText(res, 400, 'Bad Request\n', { close: true })
    const route = routeFor(target.path, site, target.query)

    switch (route.kind) {
      case 'page':
        return sendFile(req, res, `/${route.file}`, REVALIDATE)
      case 'file':
        return sendFile(req, res, route.path, cachePolicyFor(route.path))
      case 'health':
        if (!health) return sendText(res, 200, 'ok\n', {})
        // A load balancer takes a server whose database is out of reach out of rotation.
        return void health().then(
          (up) => sendText(res, up ? 200 : 503, up ? 'ok\n' : 'database unreachable\n', {}),
          () => sendText(res, 503, 'database unreachable\n', {}),
        )
      case 'redirect':
        res.setHeader('Location', route.location)
        return sendText(res, route.status, `Moved to ${route.location}\n`, {
          cacheControl: REVALIDATE,
        })
      case 'not-found':
        return sendNotFound(req, res, notFoundPages.get(route.file))
      case 'bad-request':
        return sendText(res, route.status, 'Bad Request\n', { close: true })
    }
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} path
   * @param {string} cacheControl
   */
  function sendFile(req, res, path, cacheControl) {
    res.setHeader('Cache-Control', cacheControl)
    // sirv's Range handling trusts its input (bytes=5-2 throws inside createReadStream);
    // a static site needs no partial responses, and ignoring Range is allowed (RFC 9110 14.2).
    delete req.headers.range
    req.url = encodeURI(path)
    serveStatic(req, res, () => {
      sendNotFound(req, res, notFoundPages.get(site.notFoundPage))
    })
  }

  return handle
}

/**
 * The API's own methods, statuses and bodies apply below /api; it gets the raw target, which
 * it parses itself.
 * @param {string} target
 */
function isApiPath(target) {
  return target === '/api' || target.startsWith('/api/') || target.startsWith('/api?')
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Variants | undefined} page
 */
function sendNotFound(req, res, page) {
  const variant = page && pickEncoding(req.headers['accept-encoding'], page)
  res.statusCode = 404
  res.setHeader('Cache-Control', REVALIDATE)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  if (!variant) return res.end('404 Page Not Found\n')
  if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding)
  res.setHeader('Content-Length', variant.body.length)
  res.end(variant.body)
}

/**
 * @param {string | undefined} acceptEncoding
 * @param {Variants} page
 * @returns {{ body: Buffer, encoding?: string }}
 */
function pickEncoding(acceptEncoding, page) {
  const accepted = (acceptEncoding ?? '').toLowerCase()
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' }
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' }
  return { body: page.body }
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {{ close?: boolean, cacheControl?: string }} options  close: stop reading a request
 *   we refuse (its body could be large) instead of draining it for keep-alive
 */
function sendText(res, status, text, { close, cacheControl = NO_STORE }) {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Content-Length', Buffer.byteLength(text))
  if (close) res.setHeader('Connection', 'close')
  res.end(text)
}

/**
 * sirv pipes a file stream into the response with .pipe(), which neither closes the file
 * when the client goes away (an fd leak per aborted download) nor handles read errors
 * (an unhandled 'error' would crash the process). Close and contain both here.
 * @param {http.ServerResponse} res
 */
function guardFileStreams(res) {
  res.on('pipe', (source) => {
    source.on('error', () => res.destroy())
    res.once('close', () => source.destroy())
  })
}

/**
 * A raw HTTP response for sockets that never became a request (parse errors, oversized
 * headers, timeouts): Node's default answer there carries none of our headers.
 * @param {number} status
 * @param {Record<string, string>} extraHeaders
 * @param {[string, string][]} security
 */
function rawResponse(status, extraHeaders, security) {
  const reason = http.STATUS_CODES[status] ?? 'Error'
  const body = `${reason}\n`
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...security.map(([name, value]) => `${name}: ${value}`),
    ...Object.entries(extraHeaders).map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    `Cache-Control: ${NO_STORE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** @param {unknown} error */
function clientErrorStatus(error) {
  const code = /** @type {{ code?: string }} */ (error)?.code
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/**
 * Creates (does not start) the HTTP server for a build folder.
 * @param {string} buildDir
 * @param {ServerOptions} [options]
 */
export function createServer(buildDir, options = {}) {
  const build = loadBuild(buildDir)
  const security = Object.entries(securityHeaders(build.csp))
  const handle = createHandler(build, { api: options.api, health: options.health })

  const server = http.createServer(
    {
      // We never read Host; Node's own 400 for a missing one would lack our headers.
      requireHostHeader: false,
      // Default 30 s would let the timeouts below fire up to 30 s late.
      connectionsCheckingInterval: options.checkIntervalMs ?? 1000,
      // 16 KiB of headers is plenty for a static site and bounds memory per connection.
      maxHeaderSize: 16 * 1024,
    },
    handle,
  )
  server.headersTimeout = options.headersTimeoutMs ?? 10_000
  server.requestTimeout = options.requestTimeoutMs ?? 30_000
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 5_000

  server.on('clientError', (error, socket) => {
    const code = /** @type {{ code?: string }} */ (error)?.code
    const busy = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
    if (code === 'ECONNRESET' || !socket.writable || busy?.headersSent) {
      socket.destroy()
      return
    }
    endRefused(socket, rawResponse(clientErrorStatus(error), {}, security))
  })

  // Node answers unmet "Expect:" with a bare 417 and drops CONNECT silently; keep our headers.
  server.on('checkExpectation', (_req, res) => {
    for (const [name, value] of security) res.setHeader(name, value)
    res.setHeader('Connection', 'close')
    res.writeHead(417, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE })
    res.end('Expectation Failed\n')
  })
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy())
    endRefused(socket, rawResponse(405, { Allow: ALLOW_HEADER }, security))
  })

  return server
}

// Long enough for a client to read the refusal, short enough that refused connections do not
// pile up: without it a client that never closes its side keeps the socket half-open for good.
const REFUSED_SOCKET_GRACE_MS = 1000

/**
 * Sends the refusal and closes our side, then lets the socket go entirely after a grace
 * period, whether or not the client ever closes its own side.
 * @param {import('node:stream').Duplex} socket
 * @param {string} response
 */
function endRefused(socket, response) {
  socket.end(response)
  const timer = setTimeout(() => socket.destroy(), REFUSED_SOCKET_GRACE_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
}

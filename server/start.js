// @ts-check
// `npm start`: serves the production build.
// Env: PORT (default 3000; 0 picks a free port), HOST (default 127.0.0.1),
// BUILD_DIR (default ../build next to this folder; tests point it at fixtures),
// RESERVATIONS=on for reservations mode (its variables: server/reservations/config.ts).
// Prints one line with the real URL once listening; SIGTERM/SIGINT stop it gracefully.

import { createServer, loadBuild } from './app.js'
import { buildDir, loadReservationsBundle, loadReservationsConfig } from './reservations-bundle.js'

// Long enough for a slow phone to finish a picture, short enough for a deploy to move on.
const SHUTDOWN_TIMEOUT_MS = 10_000

// The reservations bundle, imported below, loads its dependencies from node_modules, and React
// picks its build by this at its first import: the development one renders a guest email in about
// 2.5 times the time, on the event loop every request shares.
process.env.NODE_ENV ??= 'production'

const host = process.env.HOST || '127.0.0.1'
const port = parsePort(process.env.PORT)

/** @param {string | undefined} value */
function parsePort(value) {
  if (value === undefined || value === '') return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be an integer from 0 to 65535, got "${value}"`)
    process.exit(1)
  }
  return port
}

/** @type {import('node:http').Server} */
let server
let name
/** @type {{ handle: import('./app.js').ApiHandler, healthy: () => Promise<boolean>, endStreams: () => Promise<void>, stop: () => Promise<void> } | null} */
let reservations = null
try {
  const build = loadBuild(buildDir)
  name = build.name ?? 'Resort website'
  reservations = await startReservationsFor(build.reservations)
  server = createServer(
    buildDir,
    reservations ? { api: reservations.handle, health: reservations.healthy } : {},
  )
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`)
  await reservations?.stop()
  process.exit(1)
}

/**
 * Reservations mode needs RESERVATIONS=on at build and at start alike: a build without the
 * API's screens, or screens without the API, would serve a broken booking site.
 * @param {boolean} builtWithReservations
 */
async function startReservationsFor(builtWithReservations) {
  const wanted = process.env.RESERVATIONS === 'on'
  if (!wanted && !builtWithReservations) return null
  if (!wanted)
    throw new Error(`${buildDir} was built with RESERVATIONS=on: start with RESERVATIONS=on too`)
  if (!builtWithReservations) {
    throw new Error(
      `RESERVATIONS=on, but ${buildDir} was built without it: run RESERVATIONS=on npm run build`,
    )
  }
  // The configuration first, on its own: a mistake in it is told in a fifth of the time the
  // bundle takes to load (startReservations reads it again, the same way).
  const { readConfig } = await loadReservationsConfig()
  readConfig(process.env, process.cwd())
  const { startReservations } = await loadReservationsBundle()
  return startReservations({ env: process.env, cwd: process.cwd() })
}

let closing = false
// Runs before the handler so a response that ends synchronously still gets the header:
// a keep-alive client must not send its next request to a server that is leaving.
server.prependListener('request', (_req, res) => {
  if (closing) res.setHeader('Connection', 'close')
  // A response that was under way when the stop began leaves a keep-alive connection behind:
  // close it once idle, or the stop would wait out the keep-alive timeout.
  res.on('finish', () => {
    if (closing) server.closeIdleConnections()
  })
})

server.on('error', (error) => {
  console.error(`Cannot listen on ${host}:${port}: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const realPort = typeof address === 'object' && address ? address.port : port
  const shownHost = host.includes(':') ? `[${host}]` : host
  console.log(`${name} at http://${shownHost}:${realPort}`)
})

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (closing) {
    // A second Ctrl-C means "now".
    process.exit(1)
  }
  closing = true
  const timer = setTimeout(() => {
    console.error(`Stopped after ${SHUTDOWN_TIMEOUT_MS} ms with requests still open (${signal})`)
    server.closeAllConnections()
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  timer.unref()
  // A console's live stream stays open until it is ended, and close waits for it.
  void reservations?.endStreams()
  server.close(() => {
    const stopped = reservations ? reservations.stop() : Promise.resolve()
    stopped.then(
      () => process.exit(0),
      (error) => {
        console.error(`Stopped with an error: ${error instanceof Error ? error.message : error}`)
        process.exit(1)
      },
    )
  })
  server.closeIdleConnections()
}

process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)

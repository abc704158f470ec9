// Everything the benchmark starts, and how it is stopped: each child is tracked by its PID and
// stopped by that PID (or its own process group, for `npm run build`) when its step ends, when
// a step fails, and on Ctrl-C / SIGTERM. Nothing is stopped by name.

import { localNginxArgs, renderLocalNginxConfig } from '../nginx-local.mjs'
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const LOOPBACK = '127.0.0.1'

/** @type {Set<() => void>} */
const cleanups = new Set()

/**
 * Registers a stop function until the returned function is called.
 * @param {() => void} stop
 */
export function onCleanup(stop) {
  cleanups.add(stop)
  return () => cleanups.delete(stop)
}

/** Runs every registered stop function once (synchronous: safe from a signal handler). */
export function cleanupAll() {
  for (const stop of [...cleanups]) {
    cleanups.delete(stop)
    try {
      stop()
    } catch {
      // already gone
    }
  }
}

/**
 * Tracks a child until it exits; cleanup sends it `signal` (to its group when detached).
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, group?: boolean }} [options]
 */
export function track(child, { signal = 'SIGTERM', group = false } = {}) {
  const untrack = onCleanup(() => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
    if (group) process.kill(-child.pid, signal)
    else child.kill(signal)
  })
  child.once('exit', untrack)
  return untrack
}

/**
 * `npm run build`, in its own process group so a stop reaches npm's children too.
 * Output goes to the terminal (stderr) so the tables on stdout stay clean.
 * @param {string} projectDir
 */
export function runBuild(projectDir) {
  return new Promise((resolve, reject) => {
    const npm = process.env.npm_execpath
    const [command, args] = npm
      ? [process.execPath, [npm, 'run', 'build']]
      : ['npm', ['run', 'build']]
    const child = spawn(command, args, {
      cwd: projectDir,
      detached: true,
      stdio: ['ignore', process.stderr, process.stderr],
    })
    track(child, { group: true })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`npm run build failed (${signal ?? code})`)),
    )
  })
}

/**
 * Waits until `child` prints a line matching `pattern` (bounded).
 * @param {import('node:child_process').ChildProcess} child
 * @param {RegExp} pattern
 * @param {string} what
 * @param {number} timeoutMs
 * @returns {Promise<RegExpMatchArray>}
 */
function waitForLine(child, pattern, what, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(`${what} printed no URL within ${timeoutMs} ms`), timeoutMs)
    const fail = (message) => {
      clearTimeout(timer)
      reject(new Error(`${message}\n${output}`))
    }
    const onData = (chunk) => {
      output += chunk
      const match = output.match(pattern)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.once('exit', (code, signal) => fail(`${what} exited (${signal ?? code})`))
    child.once('error', (error) => fail(`${what} did not start: ${error.message}`))
  })
}

/**
 * Sends SIGTERM (or `signal`) to one child by PID and waits for it to exit (SIGKILL after 10 s).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(undefined)
    })
    child.kill(signal)
  })
}

/**
 * The production server (`node server/start.js`) serving `buildDir` on a free loopback port.
 * @param {string} projectDir
 * @param {string} buildDir
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startNodeServer(projectDir, buildDir) {
  const child = spawn(process.execPath, [join(projectDir, 'server', 'start.js')], {
    cwd: projectDir,
    env: { ...process.env, PORT: '0', HOST: LOOPBACK, BUILD_DIR: buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  track(child)
  const [url] = await waitForLine(child, /http:\/\/[^\s]+/, 'node server/start.js')
  child.stdout?.resume()
  child.stderr?.resume()
  return {
    url: url.replace(/\/$/, ''),
    pid: /** @type {number} */ (child.pid),
    stop: () => stopChild(child),
  }
}

/** The nginx binary, or null when it is not installed. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' })
    if (probe.status === 0) return candidate
  }
  return null
}

/** A free loopback port (closed again before it is returned). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, LOOPBACK, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** @param {number} port */
function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOOPBACK, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * nginx with deploy/nginx.conf serving `buildDir`, one process (master_process off) as this
 * user, on a free loopback port, with its run files in a temporary folder.
 * @param {string} nginx
 * @param {string} projectDir
 * @param {string} buildDir
 * @param {{ apiPorts?: number[], accessLog?: boolean, clientsNamedByLoad?: boolean }} [options]
 *   reservations servers behind /api, an access log in the deploy's format (tests), and the
 *   client's address taken from the X-Forwarded-For the load sends (the bench's guests)
 * @returns {Promise<{ url: string, pid: number, accessLogPath: string, stop: () => Promise<void> }>}
 */
export async function startNginx(
  nginx,
  projectDir,
  buildDir,
  { apiPorts, accessLog = false, clientsNamedByLoad = false } = {},
) {
  const runDir = mkdtempSync(join(tmpdir(), 'bench-nginx-'))
  const removeRunDir = onCleanup(() => rmSync(runDir, { recursive: true, force: true }))
  mkdirSync(runDir, { recursive: true })
  const port = await freePort()
  const configPath = join(runDir, 'nginx.conf')
  const template = readFileSync(join(projectDir, 'deploy', 'nginx.conf'), 'utf8')
  writeFileSync(
    configPath,
    renderLocalNginxConfig(template, {
      buildDir,
      port,
      runDir,
      accessLog,
      apiPorts,
      clientsNamedByLoad,
    }),
  )
  const args = localNginxArgs(configPath, runDir)
  const syntax = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' })
  if (syntax.status !== 0) {
    removeRunDir()
    rmSync(runDir, { recursive: true, force: true })
    throw new Error(`nginx -t refused the config: ${syntax.stderr.trim()}`)
  }
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  track(child, { signal: 'SIGQUIT' })
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    await stopChild(child, 'SIGQUIT')
    removeRunDir()
    rmSync(runDir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await canConnect(port)) {
      return {
        url: `http://${LOOPBACK}:${port}`,
        pid: /** @type {number} */ (child.pid),
        accessLogPath: join(runDir, 'access.log'),
        stop,
      }
    }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`nginx did not start: ${log}`)
}

/**
 * `npm start` as a real process (server/start.js) over a fixture build that carries the real
 * reservations bundle: for the tests of start-up, crashes, faults and several servers.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { buildReservationsServer } from '../../../scripts/build-reservations-server.mjs'
import { createFixtureBuild, type FixtureBuild } from '../../test-support/fixture-build'

export type Started = {
  process: ChildProcess
  url: string
  stdout: () => string
  stderr: () => string
}
export type Failed = { code: number | null; stderr: string }

const START_TIMEOUT_MS = 20_000

/** A RESERVATIONS=on fixture build, inside node_modules/.cache: the bundle finds its packages from there. */
export async function reservationsFixture(): Promise<FixtureBuild> {
  const fixture = createFixtureBuild({
    reservations: true,
    parent: join(process.cwd(), 'node_modules', '.cache'),
  })
  await buildReservationsServer(fixture.buildDir)
  return fixture
}

export function startServer(
  buildDir: string,
  env: Record<string, string>,
): Promise<Started | Failed> {
  const child = spawn(process.execPath, ['server/start.js'], {
    env: { PATH: process.env.PATH, BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`no start within ${START_TIMEOUT_MS} ms: ${stderr}`))
    }, START_TIMEOUT_MS)
    const exitedEarly = (code: number | null) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    }
    child.once('exit', exitedEarly)
    let listening = false
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)
      if (match && !listening) {
        listening = true
        clearTimeout(timer)
        child.off('exit', exitedEarly)
        resolve({ process: child, url: match[0], stdout: () => stdout, stderr: () => stderr })
      }
    })
  })
}

export async function startedServer(
  buildDir: string,
  env: Record<string, string>,
): Promise<Started> {
  const result = await startServer(buildDir, env)
  if (!('url' in result)) throw new Error(`the server did not start: ${result.stderr}`)
  return result
}

/** SIGTERM, then the exit code (or the signal's name if it had to be killed). */
export async function stopServer(started: Started): Promise<number | string | null> {
  const child = started.process
  if (child.exitCode !== null || child.signalCode !== null)
    return child.exitCode ?? child.signalCode
  child.kill('SIGTERM')
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
  return code ?? signal
}

export function databaseUrlOf(
  target: { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string },
): string {
  return target.engine === 'sqlite' ? `file:${target.path}` : target.url
}

/** A booking request as the site's own page sends it. */
export function postJson(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, ...headers },
    body: JSON.stringify(body),
  })
}

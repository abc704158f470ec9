// @vitest-environment node
// The real `npm start` process (server/start.js) against a fixture build, attacked over raw
// TCP on loopback. Proves: no 5xx, no byte from outside build/client, no crash, clean exit.

import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer } from './app.js'
import { createFixtureBuild, FIXTURE_FILES, type FixtureBuild } from './test-support/fixture-build'
import {
  assertInvariants,
  checks,
  expectHealthy,
  runCheck,
  runConditionalCheck,
} from './test-support/http-checks'
import { LOOPBACK, request, sendRaw } from './test-support/raw-http'

const START = fileURLToPath(new URL('./start.js', import.meta.url))

let fixture: FixtureBuild
let child: ChildProcess
let port: number
let stdout = ''
let stderr = ''

function startServer(): Promise<number> {
  child = spawn(process.execPath, [START], {
    env: { ...process.env, PORT: '0', HOST: LOOPBACK, BUILD_DIR: fixture.buildDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start-up line: ${stdout}${stderr}`)),
      10_000,
    )
    child.stdout?.on('data', (chunk) => {
      stdout += chunk
      const url = /http:\/\/\S+/.exec(stdout)?.[0]
      if (url) {
        clearTimeout(timer)
        resolve(Number(new URL(url).port))
      }
    })
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${stderr}`)))
  })
}

function waitForExit(process: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (process.exitCode !== null) return Promise.resolve(process.exitCode)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('did not exit in time')), timeoutMs)
    process.once('exit', (code) => {
      clearTimeout(timer)
      resolve(code)
    })
  })
}

function openFileDescriptors(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return null
  }
}

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: LOOPBACK, port })
    socket.once('connect', () => resolve(socket))
    socket.once('error', reject)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  fixture = createFixtureBuild()
  port = await startServer()
})

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL')
    await waitForExit(child, 5000).catch(() => undefined)
  }
  fixture?.remove()
})

test('the server prints exactly one start-up line with its real URL', () => {
  expect(stdout.trim().split('\n')).toEqual([`Fixture Resort at http://${LOOPBACK}:${port}`])
  expect(port).toBeGreaterThan(0)
})

test.each(checks.map((check) => [check.name, check] as const))('%s', async (_name, check) => {
  await runCheck(port, check, fixture.secret)
})

test('a revalidation of / with its ETag answers 304 with the security headers', async () => {
  await runConditionalCheck(port, '/', fixture.secret)
})

test('a revalidation of a hashed asset answers 304 with the security headers', async () => {
  await runConditionalCheck(port, FIXTURE_FILES.script, fixture.secret)
})

test('slow-loris clients trickling headers do not stop others being served', async () => {
  const sockets = await Promise.all(Array.from({ length: 20 }, () => connect()))
  for (const socket of sockets) socket.on('error', () => undefined)
  try {
    for (let round = 0; round < 5; round++) {
      for (const socket of sockets)
        socket.write(round === 0 ? 'GET / HTTP/1.1\r\n' : `X-${round}: a\r\n`)
      await sleep(50)
    }

    await expectHealthy(port)
  } finally {
    for (const socket of sockets) socket.destroy()
  }
})

test('clients that vanish mid-download leave no open files and no crash', async () => {
  const before = openFileDescriptors(child.pid ?? 0)

  for (let batch = 0; batch < 5; batch++) {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => connect()))
    for (const socket of sockets) {
      socket.on('error', () => undefined)
      socket.write(request('GET', FIXTURE_FILES.bigPicture))
    }
    // Wait for the first bytes so the server is really streaming, then hang up.
    await Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.once('data', resolve))),
    )
    for (const socket of sockets) socket.destroy()
  }
  await sleep(300)

  await expectHealthy(port)
  const after = openFileDescriptors(child.pid ?? 0)
  if (before !== null && after !== null) expect(after - before).toBeLessThan(10)
})

test('clients that hang up before the response or mid-request cause no crash', async () => {
  for (let i = 0; i < 30; i++) {
    const socket = await connect()
    socket.on('error', () => undefined)
    socket.write(i % 2 === 0 ? request('GET', '/room/1') : 'GET /room/1 HTTP/1.1\r\nHo')
    socket.destroy()
  }
  await sleep(200)

  await expectHealthy(port)
  expect(child.exitCode).toBeNull()
})

test('a pipelined keep-alive burst is answered in order', async () => {
  const burst = ['/', '/room/2', '/nope']
    .map((path) => request('GET', path, { Connection: 'keep-alive' }))
    .join('')

  const result = await sendRaw(port, burst + request('GET', '/healthz'))

  const statuses = [...result.raw.toString('latin1').matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map(
    (m) => m[1],
  )
  expect(statuses).toEqual(['200', '200', '404', '200'])
  assertInvariants(result, fixture.secret)
})

test('a slow client is cut off after the header timeout with a 408 that has the headers', async () => {
  const server = createServer(fixture.buildDir, {
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
    checkIntervalMs: 50,
  })
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve))
  const address = server.address()
  const slowPort = typeof address === 'object' && address ? address.port : 0
  try {
    const result = await sendRaw(slowPort, 'GET / HTTP/1.1\r\nHost: x\r\n', { timeoutMs: 3000 })

    expect(result.closedByServer).toBe(true)
    expect(result.response?.status).toBe(408)
    assertInvariants(result, fixture.secret)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

test.each([
  [
    '431 for headers over the limit',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
  ['408 for headers that never finish', 'GET / HTTP/1.1\r\nHost: x\r\n', 408],
])(
  'after a %s the server lets the socket go, even while the client keeps its side open',
  async (_, data, status) => {
    const server = createServer(fixture.buildDir, {
      headersTimeoutMs: 300,
      requestTimeoutMs: 600,
      checkIntervalMs: 50,
    })
    await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve))
    const address = server.address()
    const refusingPort = typeof address === 'object' && address ? address.port : 0
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      )
    // A client that never ends its side, as the probe's raw sockets did.
    const socket = net.connect({ host: LOOPBACK, port: refusingPort, allowHalfOpen: true })
    socket.on('error', () => undefined)
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    try {
      socket.write(data)
      await new Promise((resolve) => socket.once('end', resolve))
      let open = await openConnections()
      for (let waited = 0; open > 0 && waited < 3000; waited += 100) {
        await sleep(100)
        open = await openConnections()
      }

      expect(received).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
      expect(open).toBe(0)
    } finally {
      socket.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  },
)

test('SIGTERM lets an in-flight download finish, then exits 0', async () => {
  await expectHealthy(port)
  const socket = await connect()
  socket.on('error', () => undefined)
  let received = 0
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.on('data', (chunk) => (received += chunk.length))
  socket.write(request('GET', FIXTURE_FILES.bigPicture))
  await new Promise((resolve) => socket.once('data', resolve))
  socket.pause()

  child.kill('SIGTERM')
  await sleep(200)
  socket.resume()
  const code = await waitForExit(child, 8000)
  await done

  expect(code).toBe(0)
  expect(received).toBeGreaterThan(fixture.bigPictureSize)
  expect(stderr).toBe('')
})

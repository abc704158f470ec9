// HTTP over a bare TCP socket, so tests can send what no well-behaved client would.
// Loopback only; every socket is destroyed by the time the promise settles.

import net from 'node:net'

export interface RawResponse {
  status: number
  headers: Map<string, string>
  body: Buffer
  raw: Buffer
}

export interface RawResult {
  raw: Buffer
  response: RawResponse | null
  /** the server closed or reset the connection before we stopped reading */
  closedByServer: boolean
}

export const LOOPBACK = '127.0.0.1'

/** A request line plus headers; `Connection: close` so the response ends with the socket. */
export function request(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  version = 'HTTP/1.1',
): string {
  const all = { Host: 'localhost', Connection: 'close', ...headers }
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`)
  return `${method} ${target} ${version}\r\n${lines.join('\r\n')}\r\n\r\n`
}

/** Sends bytes, reads until the server closes (or the time limit), parses the first response. */
export function sendRaw(
  port: number,
  data: string | Buffer,
  { timeoutMs = 3000 }: { timeoutMs?: number } = {},
): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let closedByServer = false
    const socket = net.connect({ host: LOOPBACK, port })
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      const raw = Buffer.concat(chunks)
      resolve({ raw, response: parseResponse(raw), closedByServer })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('connect', () => socket.write(data))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      closedByServer = true
      finish()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the server answered (it stops reading a refused request) is fine.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
        closedByServer = true
        finish()
      } else {
        clearTimeout(timer)
        socket.destroy()
        reject(error)
      }
    })
  })
}

export function parseResponse(raw: Buffer): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n')
  if (end === -1) return null
  const head = raw.subarray(0, end).toString('latin1').split('\r\n')
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')
  if (!match) return null
  const headers = new Map<string, string>()
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value)
  }
  let body = raw.subarray(end + 4)
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) body = dechunk(body)
  return { status: Number(match[1]), headers, body, raw }
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  // Bounded by the data length: each pass consumes at least the size line.
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd === -1) break
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Resolves when a TCP connect to the port succeeds. */
export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOOPBACK, port })
    socket.setTimeout(1000)
    socket.on('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('timeout', () => {
      socket.destroy()
      resolve(false)
    })
    socket.on('error', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** A free loopback port, for servers (nginx) that cannot be told "port 0". */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, LOOPBACK, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * A loopback TCP relay in front of PostgreSQL that reads what clients send and counts round
 * trips: each Sync (the end of an extended-protocol query) and each simple Query makes the
 * client wait for the server's ReadyForQuery. The bytes pass through unchanged; a test points a
 * server's DATABASE_URL at `url` and reads the round trips of one transaction.
 */
import net from 'node:net'
import { once } from 'node:events'

/** The round trips of one transaction, `begin` and `commit` included, on one connection. */
export type Transaction = { roundTrips: number; statements: string[] }

export type WireCounter = {
  url: string
  /** Transactions committed since `reset`, in the order their commits were sent. */
  committed: () => Transaction[]
  reset: () => void
  stop: () => Promise<void>
}

const SYNC = 0x53 // 'S'
const QUERY = 0x51 // 'Q'
const PARSE = 0x50 // 'P'
const BIND = 0x42 // 'B'

export async function startWireCounter(postgresUrl: string): Promise<WireCounter> {
  const upstream = new URL(postgresUrl)
  let committed: Transaction[] = []
  const sockets = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const server = net.connect(Number(upstream.port), upstream.hostname)
    sockets.add(client).add(server)
    const reader = new FrontendReader((transaction) => committed.push(transaction))
    client.on('data', (chunk: Buffer) => {
      reader.read(chunk)
      server.write(chunk)
    })
    server.pipe(client)
    const close = () => {
      client.destroy()
      server.destroy()
      sockets.delete(client)
      sockets.delete(server)
    }
    client.on('close', close).on('error', close)
    server.on('close', close).on('error', close)
  })
  relay.listen(0, '127.0.0.1')
  await once(relay, 'listening')
  const { port } = relay.address() as net.AddressInfo
  const url = new URL(postgresUrl)
  url.port = String(port)
  return {
    url: url.toString(),
    committed: () => [...committed],
    reset: () => {
      committed = []
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => relay.close(resolve))
    },
  }
}

/**
 * Frontend messages are a type byte and a length that counts itself; the first message of a
 * connection (startup) has no type byte. A statement's text comes with a simple Query, or with
 * the Parse that prepares it; each run of it sends a Bind naming it.
 */
class FrontendReader {
  #buffer = Buffer.alloc(0)
  #started = false
  #open: Transaction | null = null
  /** Statements are prepared once per connection and run by name after. */
  readonly #prepared = new Map<string, string>()
  readonly #onCommit: (transaction: Transaction) => void

  constructor(onCommit: (transaction: Transaction) => void) {
    this.#onCommit = onCommit
  }

  read(chunk: Buffer) {
    this.#buffer = Buffer.concat([this.#buffer, chunk])
    for (;;) {
      if (!this.#started) {
        if (this.#buffer.length < 4) return
        const length = this.#buffer.readInt32BE(0)
        if (this.#buffer.length < length) return
        this.#buffer = this.#buffer.subarray(length)
        this.#started = true
        continue
      }
      if (this.#buffer.length < 5) return
      const type = this.#buffer[0] ?? 0
      const length = this.#buffer.readInt32BE(1)
      if (this.#buffer.length < 1 + length) return
      this.#message(type, this.#buffer.subarray(5, 1 + length))
      this.#buffer = this.#buffer.subarray(1 + length)
    }
  }

  #message(type: number, body: Buffer) {
    if (type === QUERY) {
      const text = cString(body, 0).trim().toLowerCase()
      if (text === 'begin') this.#open = { roundTrips: 0, statements: [] }
      if (!this.#open) return
      this.#open.roundTrips += 1
      this.#open.statements.push(text)
      if (text === 'commit') {
        this.#onCommit(this.#open)
        this.#open = null
      }
      if (text === 'rollback') this.#open = null
      return
    }
    if (type === PARSE) {
      const name = cString(body, 0)
      this.#prepared.set(name, cString(body, Buffer.byteLength(name) + 1))
    } else if (type === BIND && this.#open) {
      const portal = cString(body, 0)
      const name = cString(body, Buffer.byteLength(portal) + 1)
      this.#open.statements.push(this.#prepared.get(name) ?? `prepared ${name}`)
    } else if (type === SYNC && this.#open) {
      this.#open.roundTrips += 1
    }
  }
}

function cString(body: Buffer, start: number): string {
  const end = body.indexOf(0, start)
  return body.toString('utf8', start, end < 0 ? body.length : end)
}

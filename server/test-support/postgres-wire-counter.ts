/**
 * A loopback TCP relay in front of PostgreSQL that reads what clients send and counts round
 * trips: each Sync (the end of an extended-protocol query) and each simple Query makes the
 * client wait for the server's ReadyForQuery. The bytes pass through unchanged; a test points a
 * server's DATABASE_URL at `url` and reads the round trips sent since it last reset.
 */
import net from 'node:net'
import { once } from 'node:events'

/**
 * One round trip: the statement it ran (lower case; empty for a Sync with none) and whether it
 * was sent inside a transaction (`begin` and `commit` are).
 */
export type RoundTrip = { statement: string; inTransaction: boolean }

export type WireCounter = {
  url: string
  /** Round trips of every connection since `reset`, in the order they were sent. */
  roundTrips: () => RoundTrip[]
  reset: () => void
  stop: () => Promise<void>
}

const SYNC = 0x53 // 'S'
const QUERY = 0x51 // 'Q'
const PARSE = 0x50 // 'P'
const BIND = 0x42 // 'B'

export async function startWireCounter(postgresUrl: string): Promise<WireCounter> {
  const upstream = new URL(postgresUrl)
  let sent: RoundTrip[] = []
  const sockets = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const server = net.connect(Number(upstream.port), upstream.hostname)
    sockets.add(client).add(server)
    const reader = new FrontendReader((roundTrip) => sent.push(roundTrip))
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
    roundTrips: () => [...sent],
    reset: () => {
      sent = []
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
  #inTransaction = false
  /** The statement the next Sync ends, from its Bind. */
  #pending = ''
  /** Statements are prepared once per connection and run by name after. */
  readonly #prepared = new Map<string, string>()
  readonly #onRoundTrip: (roundTrip: RoundTrip) => void

  constructor(onRoundTrip: (roundTrip: RoundTrip) => void) {
    this.#onRoundTrip = onRoundTrip
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
      this.#sent(cString(body, 0))
    } else if (type === PARSE) {
      const name = cString(body, 0)
      this.#prepared.set(name, cString(body, Buffer.byteLength(name) + 1))
    } else if (type === BIND) {
      const portal = cString(body, 0)
      const name = cString(body, Buffer.byteLength(portal) + 1)
      this.#pending = this.#prepared.get(name) ?? `prepared ${name}`
    } else if (type === SYNC) {
      this.#sent(this.#pending)
      this.#pending = ''
    }
  }

  #sent(text: string) {
    const statement = text.trim().toLowerCase()
    if (statement === 'begin') this.#inTransaction = true
    this.#onRoundTrip({ statement, inTransaction: this.#inTransaction })
    if (statement === 'commit' || statement === 'rollback') this.#inTransaction = false
  }
}

function cString(body: Buffer, start: number): string {
  const end = body.indexOf(0, start)
  return body.toString('utf8', start, end < 0 ? body.length : end)
}

/**
 * A client that goes away in the middle of its request is not a database outage: nothing is
 * logged as one, and the server answers the next request. (The hostile probe saw such a line;
 * @hono/node-server 2.1 now drops or recovers an aborted body itself. This keeps it so.)
 */
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'

describe.each(ENGINES)('a client gone mid-request on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  test.each([
    ['closes at once', (socket: net.Socket) => socket.destroy(), 0],
    ['closes after a pause', (socket: net.Socket) => socket.destroy(), 100],
    ['ends its side', (socket: net.Socket) => socket.end(), 100],
    ['resets the connection', (socket: net.Socket) => socket.resetAndDestroy(), 100],
  ])('a booking whose client %s mid-body', async (_, leave, pauseMs) => {
    const logged = api.logs.length
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(api.url).port) })
    socket.on('error', () => undefined)
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.write(
      [
        'POST /api/reservations HTTP/1.1',
        'Host: 127.0.0.1',
        `Origin: ${api.url}`,
        'Content-Type: application/json',
        'Content-Length: 1000',
        '',
        '{"roomId": 2, "guest": {"name": "Mar',
      ].join('\r\n'),
    )
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
    leave(socket)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const next = await api.get('/api/availability?checkIn=not-a-date')

    expect(api.logs.slice(logged).join('\n')).not.toMatch(/unavailable|failed/)
    expect(next.status).toBe(400)
  })
})

/** The open consoles' live feed: Server-Sent Events, a nudge to ask again rather than a record. */
import { streamSSE } from 'hono/streaming'
import { STAFF_API } from '../../../../domain/staff-endpoints'
import type { LiveFeed } from '../../services/live-feed'
import type { StaffApiDependencies, StaffApp } from './staff-app'

// A stream ends after a while and the browser opens another, which checks the session again:
// a console signed out elsewhere stops hearing within this time.
const LIVE_STREAM_MS = 5 * 60_000
// Proxies close a connection that says nothing for a minute or so.
const LIVE_HEARTBEAT_MS = 25_000

export function registerLiveRoutes(app: StaffApp, deps: StaffApiDependencies): void {
  app.get(STAFF_API.events.route, (c) => {
    // Through nginx too, each event must go out as it is written, not when a buffer fills.
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, (stream) => liveStream(stream, deps.liveFeed))
  })
}

type SseStream = Parameters<Parameters<typeof streamSSE>[1]>[0]

async function liveStream(stream: SseStream, feed: LiveFeed): Promise<void> {
  let finish = () => {}
  const ended = new Promise<void>((resolve) => {
    finish = resolve
    stream.onAbort(resolve)
  })
  const unsubscribe = feed.subscribe({
    event: (event) => void stream.writeSSE({ event: event.kind, data: JSON.stringify(event) }),
    end: finish,
  })
  const lifetime = setTimeout(finish, LIVE_STREAM_MS)
  const heartbeat = setInterval(() => void stream.write(': still here\n\n'), LIVE_HEARTBEAT_MS)
  try {
    // `retry`: how long the browser waits before it opens the next stream.
    await stream.writeSSE({ event: 'ready', data: '{}', retry: 2_000 })
    await ended
  } finally {
    clearTimeout(lifetime)
    clearInterval(heartbeat)
    unsubscribe()
  }
}

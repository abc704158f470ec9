/**
 * The staff consoles' live feed (GET /api/staff/events): it reads what changed from the database
 * once a second while a console listens, so a request taken by any server of the resort reaches
 * every console within about a second. It is a nudge: a console asks for the truth again when
 * it hears one, so a nudge lost with a dropped connection costs nothing but a moment.
 *
 * Reading "since a moment" with a margin, not "after the last id": PostgreSQL hands out ids
 * when a row is written, not when it commits, so a row may become visible after a higher id.
 * Ids already told are remembered for as long as the margin, so none is told twice.
 */
import type { LiveEvent } from '../../../domain/staff-contract'
import type { Db } from '../data/connect'
import { conflictsSince, reservationMovesSince } from '../data/live-events'
import { unitChangesSince } from '../data/unit-status'

export type LiveFeedOptions = {
  db: Db
  now: () => Date
  log: (line: string) => void
  /** How often the database is read while a console listens. */
  intervalMs?: number
  /** How far back each read looks: longer than a commit can lag behind the time it stamped. */
  marginMs?: number
}

export type LiveListener = {
  event: (event: LiveEvent) => void
  /** The feed stopped (the server is stopping): end the stream. */
  end: () => void
}

export type LiveFeed = {
  /** Tells `listener` each new event until the returned function is called. */
  subscribe: (listener: LiveListener) => () => void
  /** Listeners now: the reads stop when there are none. */
  listeners: () => number
  /** Stops reading and ends every listener. */
  stop: () => Promise<void>
}

const DEFAULTS = { intervalMs: 1_000, marginMs: 10_000 }

export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { db, now, log } = options
  const intervalMs = options.intervalMs ?? DEFAULTS.intervalMs
  const marginMs = options.marginMs ?? DEFAULTS.marginMs
  const listeners = new Set<LiveListener>()
  const told = new Map<string, number>()
  let timer: NodeJS.Timeout | null = null
  let reading: Promise<void> = Promise.resolve()
  let since = now().toISOString()

  /** Reads what changed; `tell` false marks it told without telling (what a screen has already). */
  const read = async (tell: boolean) => {
    const started = now().getTime()
    const from = new Date(Date.parse(since) - marginMs).toISOString()
    try {
      const [moves, conflicts, units] = await Promise.all([
        reservationMovesSince(db, from),
        conflictsSince(db, from),
        unitChangesSince(db, from),
      ])
      const events: [string, LiveEvent][] = [
        ...moves.map((move): [string, LiveEvent] => [
          `move ${move.id}`,
          { kind: 'reservation', ref: move.ref, status: move.to, isNew: move.from === null },
        ]),
        ...conflicts.map((conflict): [string, LiveEvent] => [
          `conflict ${conflict.id} ${conflict.at}`,
          { kind: 'channel-conflict', feed: conflict.feed },
        ]),
        ...units.map((unit): [string, LiveEvent] => [
          `unit ${unit.id} ${unit.at}`,
          { kind: 'unit', id: unit.id, status: unit.status },
        ]),
      ]
      for (const [key, event] of events) {
        if (told.has(key)) continue
        told.set(key, started)
        if (tell) for (const listener of listeners) listener.event(event)
      }
      since = new Date(started).toISOString()
    } catch (error) {
      log(`live feed: ${error instanceof Error ? error.message : String(error)}`)
    }
    for (const [key, at] of told) if (at < started - 2 * marginMs) told.delete(key)
  }

  const schedule = () => {
    timer = setTimeout(() => {
      // After the read before it, the first one included (which marks what a screen has
      // already): two reads at once on a slow database would tell that first one's events.
      reading = reading
        .then(() => read(true))
        .finally(() => {
          if (timer !== null && listeners.size > 0) schedule()
          else timer = null
        })
    }, intervalMs)
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (timer === null) {
        // What happened before the first console listened is on its screen already.
        since = now().toISOString()
        for (const key of [...told.keys()]) told.delete(key)
        reading = reading.then(() => read(false))
        schedule()
      }
      return () => {
        listeners.delete(listener)
      }
    },
    listeners: () => listeners.size,
    async stop() {
      for (const listener of listeners) listener.end()
      listeners.clear()
      if (timer !== null) clearTimeout(timer)
      timer = null
      await reading
    },
  }
}

/**
 * At most `maxRunning` tasks at a time, up to `maxWaiting` more in line, the rest refused at
 * once. Argon2 runs on libuv's thread pool, which also reads the files the site serves: a burst
 * of sign-ins must not take every thread.
 */
export class GateFull extends Error {
  constructor() {
    super('too many tasks waiting')
  }
}

export type Gate = {
  run: <T>(task: () => Promise<T>) => Promise<T>
  /** The most tasks that ever ran at once: the bound holds when this never passes maxRunning. */
  readonly peak: number
}

export function createGate(maxRunning: number, maxWaiting: number): Gate {
  let running = 0
  let peak = 0
  const waiting: Array<() => void> = []

  const release = () => {
    running -= 1
    waiting.shift()?.()
  }

  return {
    get peak() {
      return peak
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= maxRunning) {
        if (waiting.length >= maxWaiting) throw new GateFull()
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      running += 1
      peak = Math.max(peak, running)
      try {
        return await task()
      } finally {
        release()
      }
    },
  }
}

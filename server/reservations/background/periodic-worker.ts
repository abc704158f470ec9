/**
 * The loop the mail and refund workers share: one run at a time, `intervalMs` after the last one
 * ended and at once when poked. A poke during a run asks for one more run right after it, so
 * work queued meanwhile is not left for the next tick. stop() lets the run in progress finish;
 * `stopping` tells it to end early, between items, rather than work through its whole batch.
 */
export type PeriodicWorker = { poke(): void; stop(): Promise<void> }

export type PeriodicWork = {
  intervalMs: number
  run: (stopping: () => boolean) => Promise<void>
  /** A run that threw (the database away for a moment, say): the next tick tries again. */
  failed: (error: unknown) => void
}

export function startPeriodicWorker({ intervalMs, run, failed }: PeriodicWork): PeriodicWorker {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let pokedWhileRunning = false
  let stopped = false

  const poke = () => {
    if (stopped) return
    if (running) {
      pokedWhileRunning = true
      return
    }
    if (timer) clearTimeout(timer)
    timer = null
    running = run(() => stopped)
      .catch(failed)
      .finally(() => {
        running = null
        if (stopped) return
        if (pokedWhileRunning) {
          pokedWhileRunning = false
          poke()
        } else {
          timer = setTimeout(poke, intervalMs)
        }
      })
  }

  poke()
  return {
    poke,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}

// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint.mjs'

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** A stand-in for Paint Timing: `paint(name)` reports an entry to every observer. */
function fakePaintTiming({ supported = true } = {}) {
  const listeners = new Set<Listener>()
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['mark']
    constructor(private readonly listener: Listener) {}
    observe() {
      listeners.add(this.listener)
    }
    disconnect() {
      listeners.delete(this.listener)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint(name: string) {
      for (const listener of [...listeners]) {
        listener({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
      }
    },
    observers: () => listeners.size,
  }
}

/** Settles pending promise callbacks. */
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  document.body.innerHTML = ''
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

test('starts once the first contentful paint is reported, not before', async () => {
  const timing = fakePaintTiming()
  const start = vi.fn()

  afterFirstPaint(start)
  timing.paint('first-paint')
  await flush()
  expect(start).not.toHaveBeenCalled()

  timing.paint('first-contentful-paint')
  await flush()
  await flush()
  expect(start).toHaveBeenCalledTimes(1)
  expect(timing.observers()).toBe(0)
})

test('waits for the priority picture as well, and starts when it loads or fails', async () => {
  for (const outcome of ['load', 'error']) {
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif"><img src="/card.avif">'
    const picture = document.querySelector('img') as HTMLImageElement
    Object.defineProperty(picture, 'complete', { value: false })
    const timing = fakePaintTiming()
    const start = vi.fn()

    afterFirstPaint(start)
    timing.paint('first-contentful-paint')
    await flush()
    await flush()
    expect(start).not.toHaveBeenCalled()

    picture.dispatchEvent(new Event(outcome))
    await flush()
    await flush()
    expect(start, outcome).toHaveBeenCalledTimes(1)
  }
})

test('a priority picture already complete does not hold the start back', async () => {
  document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif">'
  Object.defineProperty(document.querySelector('img'), 'complete', { value: true })
  const timing = fakePaintTiming()
  const start = vi.fn()

  afterFirstPaint(start)
  timing.paint('first-contentful-paint')
  await flush()
  await flush()

  expect(start).toHaveBeenCalledTimes(1)
})

test('without Paint Timing it starts as soon as the picture allows', async () => {
  fakePaintTiming({ supported: false })
  const start = vi.fn()

  afterFirstPaint(start)
  await flush()
  await flush()

  expect(start).toHaveBeenCalledTimes(1)
})

test('a page that never paints (a hidden tab) starts after the fallback delay, once', async () => {
  const timing = fakePaintTiming()
  const start = vi.fn()

  afterFirstPaint(start, 3000)
  vi.advanceTimersByTime(2999)
  expect(start).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(start).toHaveBeenCalledTimes(1)

  timing.paint('first-contentful-paint')
  await flush()
  await flush()
  expect(start).toHaveBeenCalledTimes(1)
})

// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint.mjs'

type EntryList = {
  getEntriesByName: (name: string) => unknown[]
  getEntries: () => { element?: Element }[]
}
type Listener = (list: EntryList) => void

/**
 * A stand-in for Paint Timing and Largest Contentful Paint: `paint(name)` and
 * `largestPaint(element)` report an entry to the observers of that type.
 */
function fakePaintTiming({ supported = true } = {}) {
  const listeners = new Map<Listener, string>()
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['mark']
    constructor(private readonly listener: Listener) {}
    observe({ type }: { type: string }) {
      listeners.set(this.listener, type)
    }
    disconnect() {
      listeners.delete(this.listener)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  const report = (type: string, list: EntryList) => {
    for (const [listener, observed] of [...listeners]) if (observed === type) listener(list)
  }
  return {
    paint(name: string) {
      report('paint', {
        getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []),
        getEntries: () => [{}],
      })
    },
    largestPaint(element: Element) {
      report('largest-contentful-paint', {
        getEntriesByName: () => [],
        getEntries: () => [{ element }],
      })
    },
    observers: () => listeners.size,
  }
}

/** Settles pending promise callbacks (the gate chains a few promises). */
async function settle() {
  for (let i = 0; i < 4; i++) await new Promise<void>((resolve) => queueMicrotask(resolve))
}

/** A page whose first <img> is the priority picture, loaded already or not. */
function pageWithPriorityPicture(complete: boolean) {
  document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif"><img src="/card.avif">'
  const picture = document.querySelector('img') as HTMLImageElement
  Object.defineProperty(picture, 'complete', { value: complete })
  return picture
}

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
  await settle()
  expect(start).not.toHaveBeenCalled()

  timing.paint('first-contentful-paint')
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
  expect(timing.observers()).toBe(0)
})

test('waits for the priority picture as well: painted once loaded, or failed', async () => {
  for (const outcome of ['load', 'error']) {
    const picture = pageWithPriorityPicture(false)
    const timing = fakePaintTiming()
    const start = vi.fn()
    afterFirstPaint(start)
    timing.paint('first-contentful-paint')
    await settle()
    expect(start).not.toHaveBeenCalled()

    picture.dispatchEvent(new Event(outcome))
    await settle()
    // A failed picture has nothing to paint: the app starts at once.
    if (outcome === 'load') timing.largestPaint(picture)
    await settle()
    expect(start, outcome).toHaveBeenCalledTimes(1)
  }
})

test('a priority picture already complete is taken as painted once its entry is reported', async () => {
  const picture = pageWithPriorityPicture(true)
  const timing = fakePaintTiming()
  const start = vi.fn()
  afterFirstPaint(start)
  timing.paint('first-contentful-paint')
  await settle()
  timing.largestPaint(picture)
  await settle()

  expect(start).toHaveBeenCalledTimes(1)
})

test('without Paint Timing it starts as soon as the picture allows', async () => {
  fakePaintTiming({ supported: false })
  const start = vi.fn()

  afterFirstPaint(start)
  await settle()

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
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
})

test('a loaded picture holds the start until it is painted, by its Largest Contentful Paint', async () => {
  const picture = pageWithPriorityPicture(false)
  const timing = fakePaintTiming()
  const start = vi.fn()
  afterFirstPaint(start)
  timing.paint('first-contentful-paint')

  picture.dispatchEvent(new Event('load'))
  await settle()
  timing.largestPaint(document.querySelectorAll('img')[1]!)
  await settle()
  expect(start).not.toHaveBeenCalled()

  timing.largestPaint(picture)
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
  expect(timing.observers()).toBe(0)
})

test('a loaded picture that is never the largest paint lets the start go 250 ms later', async () => {
  const picture = pageWithPriorityPicture(false)
  const timing = fakePaintTiming()
  const start = vi.fn()
  afterFirstPaint(start)
  timing.paint('first-contentful-paint')

  picture.dispatchEvent(new Event('load'))
  await settle()
  vi.advanceTimersByTime(249)
  await settle()
  expect(start).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
})

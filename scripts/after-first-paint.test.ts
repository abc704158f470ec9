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

/** Settles pending promise callbacks (the gate chains two promises). */
async function settle() {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => queueMicrotask(resolve))
}

/** A page whose first <img> is the priority picture, loaded already or not. */
function pageWithPriorityPicture(complete: boolean) {
  document.body.innerHTML = '<img fetchpriority="high" src="/hero.avif"><img src="/card.avif">'
  const picture = document.querySelector('img') as HTMLImageElement
  Object.defineProperty(picture, 'complete', { value: complete })
  return picture
}

/** Runs the gate and reports the first contentful paint; returns the start callback. */
async function gateAfterContentfulPaint() {
  const timing = fakePaintTiming()
  const start = vi.fn()
  afterFirstPaint(start)
  timing.paint('first-contentful-paint')
  await settle()
  return start
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

test('waits for the priority picture as well, and starts when it loads or fails', async () => {
  for (const outcome of ['load', 'error']) {
    const picture = pageWithPriorityPicture(false)

    const start = await gateAfterContentfulPaint()
    expect(start).not.toHaveBeenCalled()

    picture.dispatchEvent(new Event(outcome))
    await settle()
    expect(start, outcome).toHaveBeenCalledTimes(1)
  }
})

test('a priority picture already complete does not hold the start back', async () => {
  pageWithPriorityPicture(true)

  const start = await gateAfterContentfulPaint()

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

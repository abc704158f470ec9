// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PICTURE_FIRST_CLASS } from '../app/components/picture-first'
import { afterFirstPaint, endPictureFirst } from './after-first-paint.mjs'

type Entry = { name: string; element?: Element }
type Listener = (list: {
  getEntries: () => Entry[]
  getEntriesByName: (name: string) => Entry[]
}) => void

/**
 * A stand-in for Paint Timing and, where `elementTiming`, Element Timing: `paint(name)` and
 * `paintElement(element)` report an entry to every observer of that type.
 */
function fakePaintTiming({ supported = true, elementTiming = false } = {}) {
  const listeners = new Map<Listener, string>()
  class FakeObserver {
    static supportedEntryTypes = supported
      ? ['paint', 'largest-contentful-paint', ...(elementTiming ? ['element'] : [])]
      : ['mark']
    constructor(private readonly listener: Listener) {}
    observe({ type }: { type: string }) {
      listeners.set(this.listener, type)
    }
    disconnect() {
      listeners.delete(this.listener)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  const report = (type: string, entry: Entry) => {
    for (const [listener, observed] of [...listeners]) {
      if (observed !== type) continue
      listener({
        getEntries: () => [entry],
        getEntriesByName: (wanted) => (wanted === entry.name ? [entry] : []),
      })
    }
  }
  return {
    paint: (name: string) => report('paint', { name }),
    paintElement: (element: Element) => report('element', { name: 'image-paint', element }),
    observers: () => listeners.size,
  }
}

/** Settles pending promise callbacks (the gate chains two promises). */
async function settle() {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => queueMicrotask(resolve))
}

/** A page whose first <img> is the priority picture, loaded already or not. */
function pageWithPriorityPicture(complete: boolean, { reported = false, failed = false } = {}) {
  const timing = reported ? ' elementtiming="priority-picture"' : ''
  document.body.innerHTML = `<img fetchpriority="high"${timing} src="/hero.avif"><img src="/card.avif">`
  const picture = document.querySelector('img') as HTMLImageElement
  Object.defineProperty(picture, 'complete', { value: complete })
  Object.defineProperty(picture, 'naturalWidth', { value: failed ? 0 : 960 })
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

test('where Element Timing is reported, it starts when the priority picture is painted, not when it loads', async () => {
  const timing = fakePaintTiming({ elementTiming: true })
  const picture = pageWithPriorityPicture(false, { reported: true })
  const start = vi.fn()

  afterFirstPaint(start)
  timing.paint('first-contentful-paint')
  picture.dispatchEvent(new Event('load'))
  timing.paintElement(document.querySelectorAll('img')[1] as Element)
  await settle()
  expect(start).not.toHaveBeenCalled()

  timing.paintElement(picture)
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
  expect(timing.observers()).toBe(0)
})

test('a priority picture that fails, or failed already, does not wait for a paint that never comes', async () => {
  fakePaintTiming({ elementTiming: true })
  const picture = pageWithPriorityPicture(false, { reported: true })
  const start = vi.fn()
  afterFirstPaint(start)
  picture.dispatchEvent(new Event('error'))
  expect(start).toHaveBeenCalledTimes(1)

  pageWithPriorityPicture(true, { reported: true, failed: true })
  const startAfterFailure = vi.fn()
  afterFirstPaint(startAfterFailure)
  expect(startAfterFailure).toHaveBeenCalledTimes(1)
})

test('a picture not asking for Element Timing is waited for as before: the first paint and its load', async () => {
  const timing = fakePaintTiming({ elementTiming: true })
  const picture = pageWithPriorityPicture(false)
  const start = vi.fn()

  afterFirstPaint(start)
  timing.paint('first-contentful-paint')
  await settle()
  expect(start).not.toHaveBeenCalled()
  picture.dispatchEvent(new Event('load'))
  await settle()
  expect(start).toHaveBeenCalledTimes(1)
})

/** A stand-in for document.fonts.load that resolves, or fails, when told. */
function fakeFontLoading() {
  let settle: (loaded: boolean) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        settle = (loaded) => (loaded ? resolve([]) : reject(new Error('network')))
      }),
  )
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true })
  return { load, settle: (loaded: boolean) => settle(loaded) }
}

const classes = () => [...document.documentElement.classList]

test('ending the wait loads the display face first, alone, then takes the class off', async () => {
  const fonts = fakeFontLoading()
  document.documentElement.className = PICTURE_FIRST_CLASS

  const ended = endPictureFirst()
  await settle()
  expect(fonts.load).toHaveBeenCalledWith('500 1em "Cormorant Garamond First"')
  expect(classes()).toEqual([PICTURE_FIRST_CLASS])

  fonts.settle(true)
  await ended
  expect(classes()).toEqual([])
})

test('a face that fails or is slow does not keep the wait going', async () => {
  const fonts = fakeFontLoading()
  document.documentElement.className = PICTURE_FIRST_CLASS
  const failed = endPictureFirst()
  fonts.settle(false)
  await failed
  expect(classes()).toEqual([])

  document.documentElement.className = PICTURE_FIRST_CLASS
  const slow = endPictureFirst(1000)
  vi.advanceTimersByTime(1000)
  await slow
  expect(classes()).toEqual([])
})

test('a returning visitor, or a page that was not waiting, fetches no face', async () => {
  const fonts = fakeFontLoading()
  document.documentElement.className = `${PICTURE_FIRST_CLASS} web-fonts`
  await endPictureFirst()
  expect(classes()).toEqual(['web-fonts'])

  document.documentElement.className = ''
  await endPictureFirst()
  expect(fonts.load).not.toHaveBeenCalled()
})

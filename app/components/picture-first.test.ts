// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  PICTURE_FIRST_CLASS,
  PICTURE_FIRST_LIMIT_MS,
  afterAppStart,
  pictureFirstEarlyScript,
} from './picture-first'

const runEarlyScript = () => new Function(pictureFirstEarlyScript)()
const classes = () => [...document.documentElement.classList]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  document.head.innerHTML = ''
  document.documentElement.className = ''
})
afterEach(() => {
  vi.useRealTimers()
})

test('a page that preloads a picture with high priority starts picture-first', () => {
  document.head.innerHTML =
    '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/pictures/slide-1.avif 960w">'

  runEarlyScript()

  expect(classes()).toEqual([PICTURE_FIRST_CLASS])
})

test('a page whose preloads are no priority picture does not wait', () => {
  document.head.innerHTML =
    '<link rel="preload" as="image" href="/pictures/room-1.avif">' +
    '<link rel="preload" as="font" href="/assets/display-face-a1.woff2" fetchpriority="high">'

  runEarlyScript()

  expect(classes()).toEqual([])
})

test('ending the wait takes the class off and adds the manifest link, once', () => {
  document.documentElement.classList.add(PICTURE_FIRST_CLASS, 'web-fonts')

  afterAppStart()
  afterAppStart()

  expect(classes()).toEqual(['web-fonts'])
  const manifests = document.head.querySelectorAll('link[rel="manifest"]')
  expect(manifests).toHaveLength(1)
  expect(manifests[0]?.getAttribute('href')).toBe('/manifest.webmanifest')
})

test('should nothing end the wait, it ends by itself after its limit', () => {
  document.head.innerHTML =
    '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/pictures/slide-1.avif 960w">'

  runEarlyScript()
  vi.advanceTimersByTime(PICTURE_FIRST_LIMIT_MS - 1)
  expect(classes()).toEqual([PICTURE_FIRST_CLASS])
  vi.advanceTimersByTime(1)

  expect(classes()).toEqual([])
})

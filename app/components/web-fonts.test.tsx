// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react'
import { useLayoutEffect, type ReactNode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  WEB_FONTS_CLASS,
  WEB_FONTS_STORAGE_KEY,
  WEB_FONT_FACES,
  useWebFonts,
  webFontsEarlyScript,
} from './web-fonts'

/** Whether the fonts were on when the page was committed: after every layout effect below it
 * (a parent's layout effects run after its children's), before the browser can paint. */
let onAtCommit: boolean | undefined

function CommitProbe({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    onAtCommit = document.documentElement.classList.contains(WEB_FONTS_CLASS)
  })
  return children
}

function Page({ path = '/' }: { path?: string }) {
  useWebFonts(path)
  return <p>{path}</p>
}

const root = document.documentElement
const fontsOn = () => root.classList.contains(WEB_FONTS_CLASS)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
let load: ReturnType<typeof vi.fn>

beforeEach(() => {
  load = vi.fn(() => Promise.resolve([]))
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true })
  root.className = ''
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

test('after hydration both faces load and are remembered; the page being read keeps the fallbacks', async () => {
  const pending: ((value: unknown) => void)[] = []
  load.mockImplementation(() => new Promise((resolve) => pending.push(resolve)))

  render(<Page path="/room/1" />)

  expect(load.mock.calls.map(([face]) => face)).toEqual([...WEB_FONT_FACES])
  pending[0]?.([])
  await settle()
  expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull()
  pending[1]?.([])
  await waitFor(() => expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1'))
  expect(fontsOn()).toBe(false)
})

test('the next page the visitor opens has the fonts when it is committed, before its paint', async () => {
  const view = render(
    <CommitProbe>
      <Page path="/" />
    </CommitProbe>,
  )
  await waitFor(() => expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1'))

  view.rerender(
    <CommitProbe>
      <Page path="/room/2" />
    </CommitProbe>,
  )

  expect(onAtCommit).toBe(true)
})

test('a re-render of the same page (a hash or query change) keeps the fallbacks', async () => {
  const view = render(<Page path="/" />)
  await waitFor(() => expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1'))

  view.rerender(<Page path="/" />)

  expect(fontsOn()).toBe(false)
})

test('fonts that load after a navigation wait for the one after it', async () => {
  let resolveLast: (value: unknown) => void = () => {}
  load.mockImplementationOnce(() => Promise.resolve([]))
  load.mockImplementationOnce(() => new Promise((resolve) => (resolveLast = resolve)))
  const view = render(<Page path="/" />)

  view.rerender(<Page path="/room/1" />)
  resolveLast([])
  await waitFor(() => expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1'))
  expect(fontsOn()).toBe(false)

  view.rerender(<Page path="/" />)
  expect(fontsOn()).toBe(true)
})

test('a face that fails to load leaves the fallbacks and remembers nothing', async () => {
  load.mockImplementation((face: string) =>
    face.includes('Jost') ? Promise.reject(new Error('network')) : Promise.resolve([]),
  )

  const view = render(<Page path="/" />)
  await settle()
  view.rerender(<Page path="/room/3" />)

  expect(fontsOn()).toBe(false)
  expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull()
})

test('fonts already switched on by the early script are not loaded again', () => {
  root.classList.add(WEB_FONTS_CLASS)

  render(<Page />)

  expect(load).not.toHaveBeenCalled()
})

test('storage that refuses writes still gets the fonts onto the next page', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError')
  })

  const view = render(<Page path="/" />)
  await settle()
  view.rerender(<Page path="/room/1" />)

  expect(fontsOn()).toBe(true)
})

test('the early script switches the fonts on only for a visitor who has loaded them before', () => {
  new Function(webFontsEarlyScript)()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)

  localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1')
  new Function(webFontsEarlyScript)()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(true)
})

test('the early script survives storage that throws on read', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError')
  })

  expect(() => new Function(webFontsEarlyScript)()).not.toThrow()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)
})

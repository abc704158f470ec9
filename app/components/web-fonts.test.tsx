// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  WEB_FONTS_CLASS,
  WEB_FONTS_STORAGE_KEY,
  WEB_FONT_FACES,
  useWebFonts,
  webFontsEarlyScript,
} from './web-fonts'

function Page() {
  useWebFonts()
  return <p>text</p>
}

const root = document.documentElement
let load: ReturnType<typeof vi.fn>

beforeEach(() => {
  load = vi.fn(() => Promise.resolve([]))
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true })
  root.className = ''
  localStorage.clear()
})
afterEach(cleanup)

test('after hydration both faces load, then swap in together and are remembered', async () => {
  const pending: ((value: unknown) => void)[] = []
  load.mockImplementation(() => new Promise((resolve) => pending.push(resolve)))

  render(<Page />)

  expect(load.mock.calls.map(([face]) => face)).toEqual([...WEB_FONT_FACES])
  pending[0]?.([])
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)
  pending[1]?.([])
  await waitFor(() => expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(true))
  expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe('1')
})

test('a face that fails to load leaves the fallbacks and remembers nothing', async () => {
  load.mockImplementation((face: string) =>
    face.includes('Jost') ? Promise.reject(new Error('network')) : Promise.resolve([]),
  )

  render(<Page />)
  await new Promise((resolve) => setTimeout(resolve, 0))

  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)
  expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull()
})

test('fonts already switched on by the early script are not loaded again', () => {
  root.classList.add(WEB_FONTS_CLASS)

  render(<Page />)

  expect(load).not.toHaveBeenCalled()
})

test('storage that refuses writes still gets the fonts on screen', async () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError')
  })

  render(<Page />)

  await waitFor(() => expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(true))
  setItem.mockRestore()
})

test('the early script switches the fonts on only for a visitor who has loaded them before', () => {
  new Function(webFontsEarlyScript)()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)

  localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1')
  new Function(webFontsEarlyScript)()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(true)
})

test('the early script survives storage that throws on read', () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError')
  })

  expect(() => new Function(webFontsEarlyScript)()).not.toThrow()
  expect(root.classList.contains(WEB_FONTS_CLASS)).toBe(false)
  getItem.mockRestore()
})

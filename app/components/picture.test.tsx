// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { pictures } from '../generated/pictures'
import { Picture } from './picture'

afterEach(cleanup)

/** The <head> React prerenders for a document holding only this element. */
function prerenderedHead(element: ReactElement) {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>{element}</body>
    </html>,
  )
  const head = new DOMParser().parseFromString(html, 'text/html').head
  return [...head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    type: link.getAttribute('type'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    media: link.getAttribute('media'),
    priority: link.getAttribute('fetchpriority'),
  }))
}

test('a picture offers AVIF first, then WebP, with sizes on every source', () => {
  const { container } = render(<Picture name="room-1" alt="Hotel Rooms" sizes="360px" />)

  const sources = [...container.querySelectorAll('source')]
  expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
  expect(sources[0]?.getAttribute('srcset')).toBe(pictures['room-1'].sources.avif)
  expect(sources.every((s) => s.getAttribute('sizes') === '360px')).toBe(true)
})

test('the image keeps its size and alt text so the layout does not shift', () => {
  const { getByRole } = render(<Picture name="room-1-lg" alt="Hotel Rooms" sizes="600px" />)

  const img = getByRole('img', { name: 'Hotel Rooms' })
  expect(img.getAttribute('width')).toBe(String(pictures['room-1-lg'].width))
  expect(img.getAttribute('height')).toBe(String(pictures['room-1-lg'].height))
  expect(img.getAttribute('src')).toBe(pictures['room-1-lg'].fallback)
})

test('pictures load lazily unless marked priority', () => {
  const { container, rerender } = render(<Picture name="slide-2" alt="" sizes="100vw" />)
  expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBeNull()

  rerender(<Picture name="slide-1" alt="" sizes="100vw" priority />)

  expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager')
  expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high')
})

test('an unknown picture fails loudly with its name', () => {
  expect(() => render(<Picture name="room-99" alt="" sizes="100vw" />)).toThrow(
    /Unknown picture 'room-99'/,
  )
})

test('a hero slide offers its phone crop first, to phones only', () => {
  const { container } = render(<Picture name="slide-1" alt="" sizes="100vw" />)
  const phone = pictures['slide-1'].phone

  const sources = [...container.querySelectorAll('source')].map((s) => ({
    media: s.getAttribute('media'),
    type: s.getAttribute('type'),
    srcset: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }))
  expect(phone).toBeDefined()
  expect(sources).toEqual([
    { media: phone?.media, type: 'image/avif', srcset: phone?.sources.avif, sizes: phone?.sizes },
    { media: phone?.media, type: 'image/webp', srcset: phone?.sources.webp, sizes: phone?.sizes },
    {
      media: `not all and ${phone?.media}`,
      type: 'image/avif',
      srcset: pictures['slide-1'].sources.avif,
      sizes: '100vw',
    },
    {
      media: `not all and ${phone?.media}`,
      type: 'image/webp',
      srcset: pictures['slide-1'].sources.webp,
      sizes: '100vw',
    },
  ])
})

test('a priority picture preloads the AVIF of each of its sets in the head, with their media', () => {
  const phone = pictures['slide-1'].phone

  expect(prerenderedHead(<Picture name="slide-1" alt="" sizes="100vw" priority />)).toEqual([
    {
      type: 'image/avif',
      srcset: phone?.sources.avif,
      sizes: phone?.sizes,
      media: phone?.media,
      priority: 'high',
    },
    {
      type: 'image/avif',
      srcset: pictures['slide-1'].sources.avif,
      sizes: '100vw',
      media: `not all and ${phone?.media}`,
      priority: 'high',
    },
  ])
})

test('a picture without a phone crop preloads one set; a lazy one preloads nothing', () => {
  expect(prerenderedHead(<Picture name="room-2" alt="" sizes="360px" />)).toEqual([])
  expect(prerenderedHead(<Picture name="room-2-lg" alt="" sizes="100vw" priority />)).toEqual([
    {
      type: 'image/avif',
      srcset: pictures['room-2-lg'].sources.avif,
      sizes: '100vw',
      media: null,
      priority: 'high',
    },
  ])
})

// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { floorPicture, startFloorServer } from './floor-page.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function picturesWith(...names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'floor-'))
  dirs.push(dir)
  for (const name of names) writeFileSync(join(dir, name), name)
  return dir
}

test('the floor shows the AVIF a phone gets for the first slide', () => {
  const dir = picturesWith(
    'slide-1-960-53617d604b.avif',
    'slide-1-phone-480-53617d604b.avif',
    'slide-1-phone-960-53617d604b.webp',
    'slide-1-phone-960-53617d604b.avif',
    'slide-2-phone-960-4aff48fe35.avif',
  )
  expect(floorPicture(dir)).toBe(join(dir, 'slide-1-phone-960-53617d604b.avif'))
})

test('a build without that picture has no floor', () => {
  expect(floorPicture(picturesWith('slide-1-960-53617d604b.avif'))).toBeNull()
})

test('the floor server answers the page and its picture, and 404 for anything else', async () => {
  const dir = picturesWith('slide-1-phone-960-53617d604b.avif')
  const server = await startFloorServer(join(dir, 'slide-1-phone-960-53617d604b.avif'))
  try {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(`${server.url}/`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<img src="/picture.avif"')
    expect(html).not.toMatch(/<script|<link rel="stylesheet"/)
    // The same navigation as the site's pages: COOP puts the page in a new renderer process.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const csp = page.headers.get('content-security-policy')
    expect(csp).toContain("frame-ancestors 'none'")
    // What the page itself needs: its style="" attributes and its data: favicon.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data:")

    const picture = await fetch(`${server.url}/picture.avif`)
    expect(picture.headers.get('content-type')).toBe('image/avif')
    expect(await picture.text()).toBe('slide-1-phone-960-53617d604b.avif')

    expect((await fetch(`${server.url}/room/1`)).status).toBe(404)
  } finally {
    await server.stop()
  }
})

import { expect, test } from 'vitest'
import { PHONE_CROP, fileNameOf, kindOf, planFor, srcsetOf } from './image-plan.mjs'

test('hero slides get full-bleed widths up to 1920 in AVIF and WebP', () => {
  const plan = planFor('slide-1', { width: 2400, height: 1350, vector: true })

  const full = plan.outputs.filter((o) => o.crop !== 'phone')

  expect(plan.kind).toBe('hero')
  expect(full.filter((o) => o.format === 'avif').map((o) => o.width)).toEqual([
    640, 960, 1280, 1920,
  ])
  expect(full.filter((o) => o.format === 'webp').map((o) => o.width)).toEqual([
    640, 960, 1280, 1920,
  ])
})

test('hero slides also get a 4:5 phone crop at 1x to 3x of its 480 CSS px', () => {
  const plan = planFor('slide-1', { width: 2400, height: 1350, vector: true })
  const phone = plan.outputs.filter((o) => o.crop === 'phone')

  expect(phone.filter((o) => o.format === 'avif').map((o) => [o.width, o.height])).toEqual([
    [480, 600],
    [720, 900],
    [960, 1200],
    [1280, 1600],
  ])
  expect(phone.filter((o) => o.format === 'webp')).toHaveLength(4)
  expect(plan.phone).toEqual({ width: 1280, height: 1600 })
  expect(PHONE_CROP.aspect).toBe(4 / 5)
})

test('full-frame outputs carry no crop key, so existing file hashes do not change', () => {
  const plan = planFor('slide-1', { width: 2400, height: 1350, vector: true })

  expect(plan.outputs.filter((o) => !('crop' in o)).map((o) => o.width)).toEqual([
    640, 640, 960, 960, 1280, 1280, 1920, 1920,
  ])
})

test('only hero slides get a phone crop', () => {
  expect(planFor('room-1', { width: 1200, height: 900, vector: true }).phone).toBeNull()
  expect(planFor('room-1-lg', { width: 1800, height: 1200, vector: true }).phone).toBeNull()
  expect(
    planFor('room-1', { width: 1200, height: 900, vector: true }).outputs.some((o) => 'crop' in o),
  ).toBe(false)
})

test("a photo's phone crop is never upscaled: it stops at the crop of its own height", () => {
  // A 1000x500 photo: its 4:5 crop is 400x500, below every planned phone width.
  const plan = planFor('slide-2', { width: 1000, height: 500 })

  expect(plan.phone).toEqual({ width: 400, height: 500 })
  expect(
    plan.outputs.filter((o) => o.crop === 'phone').map((o) => [o.format, o.width, o.height]),
  ).toEqual([
    ['avif', 400, 500],
    ['webp', 400, 500],
  ])
})

test('room cards get 1x and 2x of a 400 px card', () => {
  const plan = planFor('room-2', { width: 1200, height: 900, vector: true })

  expect(plan.kind).toBe('card')
  expect([...new Set(plan.outputs.map((o) => o.width))]).toEqual([400, 800])
})

test('large room pictures get detail-page widths', () => {
  expect(kindOf('room-8-lg')).toBe('detail')
  expect([
    ...new Set(
      planFor('room-8-lg', { width: 1800, height: 1200, vector: true }).outputs.map((o) => o.width),
    ),
  ]).toEqual([480, 800, 1200])
})

test('heights keep the source aspect ratio', () => {
  const plan = planFor('room-1-lg', { width: 1800, height: 1200, vector: true })

  expect(plan.outputs.map((o) => [o.width, o.height])).toContainEqual([480, 320])
  expect([plan.width, plan.height]).toEqual([1200, 800])
})

test('a small photo is never upscaled: its own width replaces the larger ones', () => {
  const plan = planFor('slide-2', { width: 1000, height: 500 })
  const full = plan.outputs.filter((o) => o.crop !== 'phone')

  expect([...new Set(full.map((o) => o.width))]).toEqual([640, 960, 1000])
  expect([plan.width, plan.height]).toEqual([1000, 500])
})

test('a photo smaller than every planned width still gets one picture at its own size', () => {
  const plan = planFor('room-3', { width: 300, height: 225 })

  expect(plan.outputs.map((o) => [o.format, o.width])).toEqual([
    ['avif', 300],
    ['webp', 300],
  ])
  expect(plan.fallbackWidth).toBe(300)
})

test('a vector source renders at every planned width, even above its nominal size', () => {
  const plan = planFor('slide-1', { width: 800, height: 450, vector: true })

  expect(plan.width).toBe(1920)
})

test('AVIF stays near quality 50 and WebP near 72 so pages stay light', () => {
  const plan = planFor('room-1', { width: 1200, height: 900, vector: true })

  expect(plan.outputs.find((o) => o.format === 'avif')?.quality).toBe(50)
  expect(plan.outputs.find((o) => o.format === 'webp')?.quality).toBe(72)
})

test('a picture whose size cannot be read fails with its name', () => {
  expect(() => planFor('room-9', { width: 0, height: 0 })).toThrow('room-9')
})

test('srcset lists one format, each file with its width descriptor', () => {
  const files = [
    { format: 'avif', width: 400, url: '/pictures/a-400-h.avif' },
    { format: 'webp', width: 400, url: '/pictures/a-400-h.webp' },
    { format: 'avif', width: 800, url: '/pictures/a-800-h.avif' },
  ]

  expect(srcsetOf(files, 'avif')).toBe('/pictures/a-400-h.avif 400w, /pictures/a-800-h.avif 800w')
})

test('srcset of a crop lists only that crop', () => {
  const files = [
    { format: 'avif', width: 640, url: '/pictures/s-640-h.avif' },
    { format: 'avif', width: 480, url: '/pictures/s-phone-480-h.avif', crop: 'phone' },
  ]

  expect(srcsetOf(files, 'avif')).toBe('/pictures/s-640-h.avif 640w')
  expect(srcsetOf(files, 'avif', 'phone')).toBe('/pictures/s-phone-480-h.avif 480w')
})

test('file names carry the width and the content hash', () => {
  expect(fileNameOf('room-1', 400, 'abc123', 'webp')).toBe('room-1-400-abc123.webp')
  expect(fileNameOf('slide-1', 960, 'abc123', 'avif', 'phone')).toBe(
    'slide-1-phone-960-abc123.avif',
  )
})

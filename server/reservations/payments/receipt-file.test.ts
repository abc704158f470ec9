import sharp from 'sharp'
import { expect, test } from 'vitest'
import {
  hasGpsPointer,
  photo,
  pngClaiming,
  SECRET_IN_EXIF,
  sidewaysPhotoWithGps,
  smallPdf,
} from '../test-support/receipts'
import { MAX_RECEIPT_BYTES, prepareReceipt } from './receipt-file'

const textOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

test('a JPEG photo is accepted and written anew as a JPEG', async () => {
  const original = await photo('jpeg')

  const result = await prepareReceipt(original)

  expect(result).toMatchObject({ ok: true, kind: 'jpeg', contentType: 'image/jpeg' })
  if (!result.ok) return
  expect(Buffer.from(result.bytes).equals(Buffer.from(original))).toBe(false)
  expect(await sharp(result.bytes).metadata()).toMatchObject({
    format: 'jpeg',
    width: 800,
    height: 600,
  })
})

test('a PNG screenshot stays a PNG', async () => {
  const result = await prepareReceipt(await photo('png', 390, 844))

  expect(result).toMatchObject({ ok: true, kind: 'png', contentType: 'image/png' })
  if (!result.ok) return
  expect(await sharp(result.bytes).metadata()).toMatchObject({
    format: 'png',
    width: 390,
    height: 844,
  })
})

test.each(['jpeg', 'png'] as const)(
  'a sideways %s with GPS in its EXIF comes out upright and with no metadata at all',
  async (format) => {
    const original = await sidewaysPhotoWithGps(format, 400, 200)
    const before = await sharp(original).metadata()
    expect(before.orientation).toBe(6)
    expect(hasGpsPointer(before.exif!)).toBe(true)
    expect(textOf(original)).toContain(SECRET_IN_EXIF)

    const result = await prepareReceipt(original)

    expect(result.ok).toBe(true)
    if (!result.ok) return
    const after = await sharp(result.bytes).metadata()
    expect(after).toMatchObject({ format, width: 200, height: 400 })
    expect(after.exif).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(textOf(result.bytes)).not.toContain(SECRET_IN_EXIF)
    expect(textOf(result.bytes)).not.toContain('Exif')
  },
)

test('a big photo is scaled so that its longest side is 2,400 px, keeping its shape', async () => {
  const flat = sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#eee' } })

  const result = await prepareReceipt(new Uint8Array(await flat.jpeg().toBuffer()))

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 2400, height: 1800 })
})

test('a small picture is not enlarged', async () => {
  const result = await prepareReceipt(await photo('png', 120, 80))

  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 120, height: 80 })
})

test('a PDF is accepted and kept byte for byte', async () => {
  const pdf = smallPdf()

  const result = await prepareReceipt(pdf)

  expect(result).toEqual({ ok: true, kind: 'pdf', contentType: 'application/pdf', bytes: pdf })
})

test('a file of exactly 5 MB is accepted, and one byte more is refused as too large', async () => {
  const atLimit = await prepareReceipt(smallPdf(MAX_RECEIPT_BYTES))
  const overLimit = await prepareReceipt(smallPdf(MAX_RECEIPT_BYTES + 1))

  expect(atLimit.ok).toBe(true)
  expect(overLimit).toMatchObject({ ok: false, code: 'too_large' })
})

test('text named like a photo is refused: the bytes decide, not the name', async () => {
  const text = new File(['Paid 4,500 to Alon Cove'], 'receipt.jpg', { type: 'image/jpeg' })

  const result = await prepareReceipt(new Uint8Array(await text.arrayBuffer()))

  expect(result).toEqual({
    ok: false,
    code: 'unsupported_type',
    message: 'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.',
  })
})

test('a GIF is refused, though sharp could read it', async () => {
  const result = await prepareReceipt(await photo('gif', 40, 40))

  expect(result).toMatchObject({ ok: false, code: 'unsupported_type' })
})

test('an empty file is refused', async () => {
  const result = await prepareReceipt(new Uint8Array())

  expect(result).toMatchObject({ ok: false, code: 'unsupported_type' })
})

test('a photo cut short in the upload is unreadable, not half a picture', async () => {
  const whole = await photo('jpeg')

  const result = await prepareReceipt(whole.subarray(0, Math.floor(whole.length / 2)))

  expect(result).toMatchObject({ ok: false, code: 'unreadable' })
})

test('a PNG cut short is unreadable too', async () => {
  const whole = await photo('png', 200, 200)

  const result = await prepareReceipt(whole.subarray(0, Math.floor(whole.length / 2)))

  expect(result).toMatchObject({ ok: false, code: 'unreadable' })
})

test('a file that only starts like a JPEG is unreadable', async () => {
  const fake = new Uint8Array([0xff, 0xd8, 0xff, ...Buffer.from('not a picture at all')])

  const result = await prepareReceipt(fake)

  expect(result).toMatchObject({ ok: false, code: 'unreadable' })
})

test('a PDF without its end-of-file marker is refused as cut short', async () => {
  const pdf = smallPdf()

  const result = await prepareReceipt(pdf.subarray(0, pdf.length - 20))

  expect(result).toMatchObject({ ok: false, code: 'unreadable' })
})

test('a small PNG claiming 100,000 × 100,000 pixels is refused at once, without decoding', async () => {
  const bomb = await pngClaiming(100_000, 100_000)
  expect(bomb.length).toBeLessThan(10_000)
  const started = performance.now()

  const result = await prepareReceipt(bomb)

  expect(result).toMatchObject({ ok: false, code: 'too_large' })
  expect(performance.now() - started).toBeLessThan(1000)
})

test('every refusal speaks to the guest in a plain sentence', async () => {
  const refusals = await Promise.all([
    prepareReceipt(smallPdf(MAX_RECEIPT_BYTES + 1)),
    prepareReceipt(new Uint8Array(Buffer.from('hello'))),
    prepareReceipt((await photo('jpeg')).subarray(0, 500)),
    prepareReceipt(await pngClaiming(100_000, 100_000)),
  ])

  for (const refusal of refusals) {
    expect(refusal.ok).toBe(false)
    if (refusal.ok) continue
    expect(refusal.message).toMatch(/^[A-Z][^\n]*\.$/)
    expect(refusal.message).not.toMatch(/sharp|vips|error|exception/i)
  }
})

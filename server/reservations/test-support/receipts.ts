/**
 * Real receipt files for the upload tests, made on the spot: pictures by sharp, a PDF by hand
 * with a correct cross-reference table, and the hostile ones (a picture bomb, a cut-short photo).
 */
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A grainy picture, so it compresses like a photo and not like a flat colour. */
export async function photo(
  format: 'jpeg' | 'png' | 'gif',
  width = 800,
  height = 600,
): Promise<Uint8Array> {
  const picture = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
  return new Uint8Array(await picture.toFormat(format).toBuffer())
}

export const SECRET_IN_EXIF = 'Maria Santos, 12 Acacia St'

/**
 * A phone photo as phones send it: taken sideways (EXIF orientation 6, 90° clockwise), with
 * GPS coordinates and the owner's name in its EXIF.
 */
export async function sidewaysPhotoWithGps(
  format: 'jpeg' | 'png',
  width = 400,
  height = 200,
): Promise<Uint8Array> {
  const picture = sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: SECRET_IN_EXIF },
      // IFD3 is EXIF's GPS directory in libvips' numbering.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 35/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '120/1 58/1 0/1',
      },
    })
  return new Uint8Array(await picture.toBuffer())
}

/** The EXIF tag that points to the GPS directory (0x8825), in either byte order. */
export function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
}

/**
 * A small PNG whose header claims `width` x `height`: what a decompression bomb looks like to
 * a decoder that trusts the header. The header's checksum is redone so that it passes as valid.
 */
export async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(await photo('png', 16, 16))
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), ...
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return new Uint8Array(png)
}

/** A one-page PDF reading "Paid 4,500.00", optionally padded (inside a comment) to `size` bytes. */
export function smallPdf(size?: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream('BT /F1 18 Tf 24 72 Td (Paid 4,500.00) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n`
  const end = '%%EOF\n'
  if (size !== undefined) {
    const padding = size - body.length - end.length - 2
    body += `%${'x'.repeat(padding)}\n`
  }
  return new Uint8Array(Buffer.from(body + end, 'latin1'))
}

function stream(content: string): string {
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
}

/**
 * A guest's proof of transfer, checked before it is kept (docs/reservations.md, "States"):
 * JPEG, PNG or PDF up to 5 MB, the type read from the bytes and never from the name or the
 * declared type. Pictures are decoded and written anew by sharp, which turns them upright and
 * leaves out their metadata (a phone photo's EXIF can hold the guest's home on a map); a PDF is
 * kept as sent, since rewriting one needs a PDF library and staff only view it.
 */
import sharp from 'sharp'
import { CONTENT_TYPE_OF, MAX_RECEIPT_BYTES, type ReceiptKind } from './receipt-kind'

export { CONTENT_TYPE_OF, MAX_RECEIPT_BYTES, type ReceiptKind }

/**
 * Well above a phone camera's 48-50 megapixels, yet small enough that decoding one picture
 * cannot take the server's memory: the guard against a tiny file that claims huge dimensions.
 */
export const MAX_RECEIPT_PIXELS = 60_000_000

/** Enough for staff to read every line of a bank slip, small enough to keep many. */
const LONGEST_SIDE_PX = 2400
const FIT_FOR_STAFF = {
  width: LONGEST_SIDE_PX,
  height: LONGEST_SIDE_PX,
  fit: 'inside',
  withoutEnlargement: true,
} as const
const JPEG_QUALITY = 82

/** A PDF's end-of-file marker may be followed by a little whitespace or a stray byte or two. */
const PDF_TAIL_BYTES = 1024

export type PreparedReceipt = {
  ok: true
  kind: ReceiptKind
  contentType: string
  bytes: Uint8Array
}

export type RefusedReceipt = {
  ok: false
  code: 'too_large' | 'unsupported_type' | 'unreadable'
  message: string
}

const WHAT_TO_SEND = 'Send a JPEG or PNG photo, or a PDF, of at most 5 MB.'

export async function prepareReceipt(bytes: Uint8Array): Promise<PreparedReceipt | RefusedReceipt> {
  if (bytes.length > MAX_RECEIPT_BYTES) {
    return refused('too_large', `This file is larger than 5 MB. ${WHAT_TO_SEND}`)
  }
  const kind = kindOf(bytes)
  if (kind === null) return refused('unsupported_type', WHAT_TO_SEND)
  if (kind === 'pdf') {
    return isCompletePdf(bytes)
      ? prepared('pdf', bytes)
      : refused(
          'unreadable',
          'This PDF seems to be cut short. Save it again and send it once more, or send a photo.',
        )
  }
  return rewritePicture(kind, bytes)
}

/** The file's type from its first bytes (its "magic number"), or null for anything else. */
export function kindOf(bytes: Uint8Array): ReceiptKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [...Buffer.from('%PDF-', 'latin1')])) return 'pdf'
  return null
}

function isCompletePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)))
  return tail.includes('%%EOF', 0, 'latin1')
}

async function rewritePicture(
  kind: 'jpeg' | 'png',
  bytes: Uint8Array,
): Promise<PreparedReceipt | RefusedReceipt> {
  const unreadable = refused(
    'unreadable',
    'We could not open this picture. Take the photo again, or send a PDF of the receipt.',
  )
  try {
    // The header alone gives the dimensions, so a bomb is refused before any pixel is decoded.
    // Reading a header costs nothing whatever it claims: sharp's own limit is not needed here.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (header.format !== kind) return unreadable
    if ((header.width ?? 0) * (header.height ?? 0) > MAX_RECEIPT_PIXELS) {
      return refused(
        'too_large',
        'This picture has too many pixels to open. Send a smaller photo or a screenshot.',
      )
    }
    // limitInputPixels holds the same line for the decoder itself; the default failOn
    // ('warning') makes a damaged or cut-short picture an error rather than a grey half-image.
    const picture = sharp(bytes, { limitInputPixels: MAX_RECEIPT_PIXELS, autoOrient: true }).resize(
      FIT_FOR_STAFF,
    )
    // sharp writes no metadata unless asked to (keepMetadata, withMetadata), so none is.
    const rewritten =
      kind === 'jpeg'
        ? await picture.jpeg({ quality: JPEG_QUALITY }).toBuffer()
        : await picture.png().toBuffer()
    return prepared(kind, new Uint8Array(rewritten))
  } catch {
    return unreadable
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

function prepared(kind: ReceiptKind, bytes: Uint8Array): PreparedReceipt {
  return { ok: true, kind, contentType: CONTENT_TYPE_OF[kind], bytes }
}

function refused(code: RefusedReceipt['code'], message: string): RefusedReceipt {
  return { ok: false, code, message }
}

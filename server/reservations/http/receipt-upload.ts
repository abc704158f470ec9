/**
 * The body of `POST /api/reservations/{ref}/receipt` (docs/reservations.md, "HTTP API"): a
 * multipart form with one file, `receipt`. The body is read with a hard cap whatever its
 * Content-Length says, since a client may lie about it or leave it out, and only then parsed.
 * What the file is (JPEG, PNG, PDF) is for payments/receipt-file.ts to decide from its bytes.
 */
import type { Context } from 'hono'
import { MAX_RECEIPT_BYTES } from '../payments/receipt-kind'

/** The receipt itself plus room for the form's boundaries and part headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_RECEIPT_BYTES + 64 * 1024
export const RECEIPT_FIELD = 'receipt'

export type ReceiptUpload = { ok: true; bytes: Uint8Array } | UploadRefusal

/** Codes and statuses as in http/responses.ts, so `fail(c, code, message)` answers it. */
export type UploadRefusal =
  | { ok: false; status: 400; code: 'bad_request'; message: string }
  | { ok: false; status: 413; code: 'payload_too_large'; message: string }
  | { ok: false; status: 415; code: 'unsupported_media_type'; message: string }

const TOO_LARGE: UploadRefusal = {
  ok: false,
  status: 413,
  code: 'payload_too_large',
  message: 'The receipt is larger than 5 MB. Send a smaller photo or PDF.',
}

export async function readReceiptUpload(c: Context): Promise<ReceiptUpload> {
  const contentType = c.req.header('content-type')
  if (!isMultipartFormData(contentType)) {
    return {
      ok: false,
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the receipt as a file in a form (multipart/form-data).',
    }
  }
  const declared = c.req.header('content-length')
  if (declared !== undefined && Number(declared) > MAX_UPLOAD_BODY_BYTES) return TOO_LARGE

  let form: FormData
  try {
    const body = await readAtMost(c.req.raw.body, MAX_UPLOAD_BODY_BYTES)
    if (body === null) return TOO_LARGE
    form = await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType! },
      body,
    }).formData()
  } catch {
    return badRequest('The upload did not arrive whole. Please send the receipt again.')
  }

  const files = [...form.entries()].filter(
    (entry): entry is [string, File] => typeof entry[1] !== 'string',
  )
  if (files.length > 1) return badRequest('Send one receipt at a time.')
  const [only] = files
  if (!only || only[0] !== RECEIPT_FIELD) {
    return badRequest('Attach a photo or PDF of the receipt.')
  }
  if (only[1].size > MAX_RECEIPT_BYTES) return TOO_LARGE
  return { ok: true, bytes: new Uint8Array(await only[1].arrayBuffer()) }
}

/** `multipart/form-data`, with or without parameters such as the boundary. */
function isMultipartFormData(value: string | undefined): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data'
}

/** The whole body, or null as soon as it passes `cap` bytes: the rest is never read. */
async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array()
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function badRequest(message: string): UploadRefusal {
  return { ok: false, status: 400, code: 'bad_request', message }
}

/**
 * The `Paymongo-Signature` header as PayMongo documents it ("Securing a webhook",
 * developers.paymongo.com/docs/securing-webhook): `t=<unix seconds>,te=<hex>,li=<hex>`, where
 * each signature is the hex HMAC-SHA256 of `${t}.${rawBody}` keyed with the webhook's secret,
 * `te` filled in test mode and `li` in live mode.
 *
 * Which of the two is checked comes from the event itself (`data.attributes.livemode` in the
 * body), as the documentation says to, rather than "whichever is non-empty": a live event
 * carrying only a test signature is refused. The body is only read for that flag here; what it
 * says is trusted only once the signature matches.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

/** A timestamp older than 5 minutes is refused; a clock that far ahead, too. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60

const HEX_SHA256 = /^[0-9a-f]{64}$/
const DIGITS = /^\d{1,12}$/

type SignatureParts = { timestamp: number; test: string; live: string }

export function verifyPaymongoSignature({
  header,
  rawBody,
  secret,
  now,
}: {
  header: string | null | undefined
  rawBody: string
  secret: string
  now: Date
}): SignatureCheck {
  if (!header || header.trim() === '') return { ok: false, reason: 'missing' }
  const parts = parseSignatureHeader(header)
  if (!parts) return { ok: false, reason: 'malformed' }
  const livemode = livemodeOf(rawBody)
  if (livemode === null) return { ok: false, reason: 'malformed' }
  const given = livemode ? parts.live : parts.test
  if (!HEX_SHA256.test(given)) return { ok: false, reason: 'malformed' }

  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (Math.abs(nowSeconds - parts.timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' }
  }

  const expected = Buffer.from(signatureOf(parts.timestamp, rawBody, secret), 'hex')
  const received = Buffer.from(given, 'hex')
  // Both are 32 bytes once the hex check above has passed; the length test keeps
  // timingSafeEqual from throwing should that ever change.
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { ok: false, reason: 'mismatch' }
  }
  return { ok: true }
}

/** The header PayMongo would send for this body: the stand-in's and the tests' half. */
export function signPaymongoWebhook({
  rawBody,
  secret,
  timestamp,
  livemode,
}: {
  rawBody: string
  secret: string
  /** Unix seconds. */
  timestamp: number
  livemode: boolean
}): string {
  const signature = signatureOf(timestamp, rawBody, secret)
  return `t=${timestamp},te=${livemode ? '' : signature},li=${livemode ? signature : ''}`
}

function signatureOf(timestamp: number, rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
}

function parseSignatureHeader(header: string): SignatureParts | null {
  const fields = new Map<string, string>()
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=')
    if (at < 1) return null
    const name = piece.slice(0, at).trim()
    if (fields.has(name)) return null
    fields.set(
      name,
      piece
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    )
  }
  const t = fields.get('t')
  if (t === undefined || !DIGITS.test(t)) return null
  return { timestamp: Number(t), test: fields.get('te') ?? '', live: fields.get('li') ?? '' }
}

function livemodeOf(rawBody: string): boolean | null {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return null
  }
  const livemode = (body as { data?: { attributes?: { livemode?: unknown } } } | null)?.data
    ?.attributes?.livemode
  return typeof livemode === 'boolean' ? livemode : null
}

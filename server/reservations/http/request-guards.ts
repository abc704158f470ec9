/**
 * Pure checks of an API request's headers (docs/reservations.md, "HTTP API"): writes must be JSON
 * and come from the site's own pages; the client's address for rate limits.
 */

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false
  return value.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

export type OriginHeaders = {
  origin: string | undefined
  secFetchSite: string | undefined
  host: string | undefined
  forwardedHost: string | undefined
}

/**
 * A write is allowed when the browser says it comes from this site: an Origin whose host is
 * the one the request was sent to, or, without Origin, `Sec-Fetch-Site: same-origin`. Neither
 * header (or `Origin: null`) is refused: a form on another site must not book in a guest's name.
 * The scheme is not compared, because TLS often ends at a proxy in front of this server.
 */
export function isSameOrigin(headers: OriginHeaders, trustProxy: boolean): boolean {
  const host = ((trustProxy && firstValue(headers.forwardedHost)) || headers.host)?.toLowerCase()
  if (headers.origin !== undefined) {
    if (!host) return false
    try {
      const origin = new URL(headers.origin)
      return (
        (origin.protocol === 'http:' || origin.protocol === 'https:') &&
        origin.host.toLowerCase() === host
      )
    } catch {
      return false
    }
  }
  return headers.secFetchSite?.toLowerCase() === 'same-origin'
}

/**
 * The address a rate limit counts. Behind a proxy (TRUST_PROXY=1) it is the last address in
 * X-Forwarded-For, the one our proxy appended; earlier entries are the client's to invent.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop()
    if (last) return last
  }
  return socketAddress ?? 'unknown'
}

/**
 * The origin for links in emails on a loopback server without SITE_ORIGIN: the address the
 * connection reached, as the socket knows it. Headers are never read for it: they are the
 * sender's to forge.
 */
export function listeningOrigin(socket: { localAddress?: string; localPort?: number }): string {
  const address = socket.localAddress ?? '127.0.0.1'
  const host = address.includes(':') ? `[${address}]` : address
  return `http://${host}:${socket.localPort ?? 80}`
}

/** An Idempotency-Key is 1 to 255 visible ASCII characters; anything else is refused. */
export function idempotencyKeyOf(
  value: string | undefined,
): { key: string | null } | { invalid: true } {
  if (value === undefined) return { key: null }
  return /^[\x21-\x7e]{1,255}$/.test(value) ? { key: value } : { invalid: true }
}

function firstValue(value: string | undefined): string | undefined {
  return value?.split(',')[0]?.trim() || undefined
}

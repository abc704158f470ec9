/**
 * A random key for a booking request. crypto.randomUUID exists only on secure pages (HTTPS or
 * loopback); a site tried over plain HTTP on a local network still gets 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

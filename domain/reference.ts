/**
 * Booking references: 8 characters of Crockford base32 (docs/reservations.md). Easy to read out on
 * the phone: no I, L, O or U, and a guest's 'o' or 'l' still finds the booking.
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 8

/** `randomBytes` must be a CSPRNG (crypto.getRandomValues or node:crypto's randomBytes). */
export function newReference(randomBytes: (count: number) => Uint8Array): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  return Array.from(randomBytes(REFERENCE_LENGTH), (byte) => REFERENCE_ALPHABET[byte % 32]).join('')
}

/** What a guest typed, read the way Crockford base32 says ('o' is 0, 'l' and 'i' are 1), or null. */
export function normalizeReference(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 32) return null
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (cleaned.length !== REFERENCE_LENGTH) return null
  return [...cleaned].every((char) => REFERENCE_ALPHABET.includes(char)) ? cleaned : null
}

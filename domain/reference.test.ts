import { expect, test } from 'vitest'
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, newReference, normalizeReference } from './reference'

test('the alphabet is 32 distinct characters without I, L, O or U', () => {
  expect(new Set(REFERENCE_ALPHABET).size).toBe(32)
  expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/)
})

test('a new reference takes 8 random bytes and gives one character for each', () => {
  const asked: number[] = []
  const reference = newReference((count) => {
    asked.push(count)
    return Uint8Array.from([0, 1, 9, 10, 17, 18, 30, 31])
  })
  expect(asked).toEqual([REFERENCE_LENGTH])
  expect(reference).toBe('019AHJYZ')
})

test('bytes above 31 wrap around the alphabet, up to 255', () => {
  expect(newReference(() => Uint8Array.from([32, 63, 64, 127, 128, 200, 224, 255]))).toBe(
    '0Z0Z080Z',
  )
})

test('every reference made from any bytes is read back unchanged', () => {
  const bytes = Array.from({ length: 256 }, (_, byte) => byte)
  for (let start = 0; start < bytes.length; start += REFERENCE_LENGTH) {
    const chunk = Uint8Array.from(bytes.slice(start, start + REFERENCE_LENGTH))
    const reference = newReference(() => chunk)
    expect(normalizeReference(reference)).toBe(reference)
  }
})

test('reads a reference typed in lower case, with spaces or a dash', () => {
  expect(normalizeReference('7k3m-9q2x')).toBe('7K3M9Q2X')
  expect(normalizeReference(' 7K3M 9Q2X\t')).toBe('7K3M9Q2X')
})

test("reads 'o' as zero and 'i' or 'l' as one, the way they are misheard", () => {
  expect(normalizeReference('oOiIlL10')).toBe('00111110')
})

test.each([
  ['too short', '7K3M9Q2'],
  ['too long', '7K3M9Q2XA'],
  ['with a U, which is not in the alphabet', '7K3M9Q2U'],
  ['with other punctuation', '7K3.9Q2X'],
  ['longer than 32 characters before cleaning', '-'.repeat(25) + '7K3M9Q2X'],
  ['not text', 12345678],
  ['missing', undefined],
])('refuses a reference %s', (_, text) => {
  expect(normalizeReference(text)).toBeNull()
})

test('accepts up to 32 characters of spacing around the 8 that count', () => {
  expect(normalizeReference('-'.repeat(24) + '7K3M9Q2X')).toBe('7K3M9Q2X')
})

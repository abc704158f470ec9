import { describe, expect, test } from 'vitest'
import { UNMAPPED, attributeSourceMap, decodeVlq } from './sourcemap.mjs'

describe('decodeVlq', () => {
  test('decodes single and multi-digit, positive and negative values', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeVlq('CAAD')).toEqual([1, 0, 0, -1])
    expect(decodeVlq('gBAAC')).toEqual([16, 0, 0, 1])
  })

  test('rejects characters outside base64 and truncated values', () => {
    expect(() => decodeVlq('A!')).toThrow(/invalid/)
    expect(() => decodeVlq('g')).toThrow(/truncated/)
  })
})

describe('attributeSourceMap', () => {
  test('each segment owns the text up to the next one, and the bytes add up to the file', () => {
    // "aaaa" from a.ts (col 0), "bb" from b.ts (col 4), "c" from a.ts (col 6); line 2 from b.ts.
    const code = 'aaaabbc\nxyz'
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA,EDAA;ACAA' }
    const result = attributeSourceMap(code, map)
    expect(result).toEqual([
      { id: 'a.ts', bytes: 5 },
      { id: 'b.ts', bytes: 5 },
      { id: UNMAPPED, bytes: 1 },
    ])
    expect(result.reduce((sum, item) => sum + item.bytes, 0)).toBe(Buffer.byteLength(code))
  })

  test('counts UTF-8 bytes, not characters, and text before the first segment as unmapped', () => {
    const result = attributeSourceMap('//é€', { sources: ['a.ts'], mappings: 'EAAA' })
    expect(result).toEqual([
      { id: 'a.ts', bytes: 5 },
      { id: UNMAPPED, bytes: 2 },
    ])
  })

  test('prefixes sources with the sourceRoot', () => {
    const result = attributeSourceMap('x', {
      sources: ['a.ts'],
      sourceRoot: 'src',
      mappings: 'AAAA',
    })
    expect(result).toEqual([{ id: 'src/a.ts', bytes: 1 }])
  })
})

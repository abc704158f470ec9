// Which source file each byte of a generated (minified) chunk came from, read from its source
// map: every mapping segment owns the generated text up to the next segment on the same line.
// Pure; no dependencies.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]))

export const UNMAPPED = '[unmapped]'

/**
 * Decodes one base64 VLQ segment ("AAAA", "gBAAC", ...) into its numbers.
 * @param {string} segment
 * @returns {number[]}
 */
export function decodeVlq(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`invalid base64 VLQ character "${char}"`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  if (shift !== 0) throw new Error(`truncated base64 VLQ segment "${segment}"`)
  return values
}

/**
 * Bytes of `code` (UTF-8) per source of `map`, largest first. Text before a line's first
 * segment, newlines and segments without a source count as UNMAPPED.
 * @param {string} code
 * @param {{ sources: string[], sourceRoot?: string, mappings: string }} map
 * @returns {Array<{ id: string, bytes: number }>}
 */
export function attributeSourceMap(code, map) {
  const root = map.sourceRoot ? map.sourceRoot.replace(/\/?$/, '/') : ''
  const sources = map.sources.map((source) => root + source)
  const totals = new Map()
  const add = (id, bytes) => {
    if (bytes > 0) totals.set(id, (totals.get(id) ?? 0) + bytes)
  }
  const lines = code.split('\n')
  const mappingLines = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, lineIndex) => {
    if (lineIndex < lines.length - 1) add(UNMAPPED, 1)
    /** @type {Array<{ column: number, id: string }>} */
    const segments = []
    let column = 0
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      let id = UNMAPPED
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0
        id = sources[sourceIndex] ?? UNMAPPED
      }
      segments.push({ column, id })
    }
    segments.sort((a, b) => a.column - b.column)
    const first = segments[0]?.column ?? line.length
    add(UNMAPPED, Buffer.byteLength(line.slice(0, first)))
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? line.length
      add(segment.id, Buffer.byteLength(line.slice(segment.column, end)))
    })
  })
  return [...totals].map(([id, bytes]) => ({ id, bytes })).sort((a, b) => b.bytes - a.bytes)
}

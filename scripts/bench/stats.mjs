// Pure helpers for the benchmark: medians and the markdown tables it prints.

/**
 * The median of the finite numbers in `values` (mean of the middle two for an even count);
 * null when there is none.
 * @param {Array<number | null | undefined>} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median of each numeric field over several records with the same shape.
 * @template {Record<string, number | null>} T
 * @param {T[]} records
 * @returns {{ [K in keyof T]: number | null }}
 */
export function medianOfFields(records) {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))]
  return /** @type {any} */ (
    Object.fromEntries(keys.map((key) => [key, median(records.map((record) => record[key]))]))
  )
}

/**
 * a / b, or null when either is missing or b is zero.
 * @param {number | null | undefined} a @param {number | null | undefined} b
 */
export function ratio(a, b) {
  if (typeof a !== 'number' || typeof b !== 'number' || b === 0) return null
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null
  return a / b
}

const DASH = '–'
/** @param {unknown} value */
const missing = (value) => typeof value !== 'number' || !Number.isFinite(value)

/** Bytes as KiB with one decimal ("118.4 KiB"). @param {number | null | undefined} bytes */
export function kib(bytes) {
  return missing(bytes) ? DASH : `${/** @type {number} */ (bytes / 1024).toFixed(1)} KiB`
}

/** Milliseconds as "850 ms" below a second and "1.23 s" from one second. @param {number | null | undefined} ms */
export function duration(ms) {
  if (missing(ms)) return DASH
  const value = /** @type {number} */ (ms)
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`
}

/** A Lighthouse score (0..1) as 0..100. @param {number | null | undefined} score */
export function score(score) {
  return missing(score) ? DASH : String(Math.round(/** @type {number} */ (score) * 100))
}

/** A number with `digits` decimals and thousands separators. @param {number | null | undefined} value */
export function number(value, digits = 0) {
  if (missing(value)) return DASH
  return /** @type {number} */ (value).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

/** A ratio as "1.84×". @param {number | null | undefined} value */
export function times(value) {
  return missing(value) ? DASH : `${/** @type {number} */ (value).toFixed(2)}×`
}

/**
 * A GitHub-flavoured markdown table. Cells are strings; "|" and newlines in them are escaped.
 * Columns whose header starts with ">" are right-aligned (the ">" is dropped).
 * @param {string[]} headers
 * @param {Array<Array<string | number>>} rows
 * @returns {string}
 */
export function markdownTable(headers, rows) {
  const clean = (cell) => String(cell).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
  const right = headers.map((header) => header.startsWith('>'))
  const titles = headers.map((header) => clean(header.replace(/^>/, '')))
  const body = rows.map((row) => titles.map((_, index) => clean(row[index] ?? '')))
  const widths = titles.map((title, index) =>
    Math.max(3, title.length, ...body.map((row) => row[index].length)),
  )
  const pad = (cell, index) =>
    right[index] ? cell.padStart(widths[index]) : cell.padEnd(widths[index])
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`
  const rule = `| ${widths.map((width, index) => (right[index] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`
  return [line(titles), rule, ...body.map(line)].join('\n')
}

/**
 * A file-name-safe UTC timestamp, e.g. "2026-05-04T10-20-30Z".
 * @param {Date} date
 */
export function timestamp(date) {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')
}

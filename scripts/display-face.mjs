// The display face of a first visit, cut for each prerendered page (docs/decisions/020, 024): the
// characters the page's text in the display face uses, and nothing else, in a file of its own the
// page preloads, or asks for once its hero or banner picture is painted (decision 026). Run by
// scripts/postbuild.mjs before its own steps, so the inline <style> it adds is hashed for the CSP
// with the others. The face itself is the @fontsource file the whole web font comes from.
//
// Which text is in the display face is read from the page's stylesheets: the classes whose rules
// set font-family to the display stack (Tailwind's `font-display`), and the text-transform classes
// (`uppercase` and the like) that change which letters are drawn. The text of every element with
// such a class, and of its descendants, counts, whether shown at first or not (other slides, hidden
// parts): a superset of what the page draws in the face before the app runs.

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync } from 'node:zlib'

/** The family the display stack names first (app/app.css). */
export const DISPLAY_FAMILY = 'Cormorant Garamond First'

/** The whole display face the cuts are made from: what the site serves as Cormorant Garamond 500. */
export const DISPLAY_FACE_SOURCE = fileURLToPath(
  new URL(
    '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    import.meta.url,
  ),
)

/** Marks the page's preload of its cut and its face rule, so a second run replaces them. */
const MARK = 'data-display-face=""'
const FACE_ELEMENTS =
  /(?:<link rel="preload"[^>]*data-display-face=""\/>)?<style data-display-face="">[\s\S]*?<\/style>/

// ---------------------------------------------------------------------------------------------
// Stylesheets: which classes put text in the display face, which change its case.

/**
 * @typedef {'none' | 'uppercase' | 'lowercase' | 'capitalize'} Transform
 * @typedef {{ conditional: boolean }} Effect
 * @typedef {{
 *   display: Map<string, Effect>,
 *   otherFont: Map<string, Effect>,
 *   transforms: Map<string, Array<{ transform: Transform, conditional: boolean }>>,
 * }} FaceClasses
 */

/** @returns {FaceClasses} */
export function emptyFaceClasses() {
  return { display: new Map(), otherFont: new Map(), transforms: new Map() }
}

/** At-rules whose block holds style rules that apply only sometimes. @layer is not one. */
const CONDITIONAL_GROUPS = /^@(media|supports|container|scope|starting-style|document)\b/i
const TRANSFORMS = new Set(['none', 'uppercase', 'lowercase', 'capitalize'])
/** A font-family value naming the display stack: var(--font-display), var(--st-font-display). */
const DISPLAY_VALUE = new RegExp(`--(?:[\\w-]+-)?font-display\\b|${DISPLAY_FAMILY}`)

/**
 * The classes of `css` that set the display face, another face, or a text-transform. A rule
 * counts as unconditional only when it is a single class outside @media and the like; anything
 * else (a variant such as `md:uppercase`, a state such as `:hover`) may or may not apply.
 * @param {string} css
 * @param {FaceClasses} [into]
 * @returns {FaceClasses}
 */
export function faceClassesOf(css, into = emptyFaceClasses()) {
  for (const rule of styleRules(css.replace(/\/\*[\s\S]*?\*\//g, ''), false)) {
    for (const declaration of splitTopLevel(rule.body, ';')) {
      const colon = declaration.indexOf(':')
      if (colon < 0) continue
      const property = declaration.slice(0, colon).trim().toLowerCase()
      const value = declaration
        .slice(colon + 1)
        .replace(/!important\s*$/i, '')
        .trim()
      if (property === 'font-family' || property === 'font') {
        // `font: inherit` and the like keep the parent's family.
        if (property === 'font' && !/[,"']|var\(/.test(value)) continue
        const display = DISPLAY_VALUE.test(value)
        for (const { name, conditional } of selectorClasses(rule.selector, rule.conditional)) {
          if (name === null) {
            if (display)
              throw new Error(
                `the display face is set by a selector without a class (${rule.selector}): ` +
                  'scripts/display-face.mjs cannot tell which text it reaches',
              )
            continue
          }
          addEffect(display ? into.display : into.otherFont, name, conditional)
        }
      } else if (property === 'text-transform' && TRANSFORMS.has(value)) {
        const transform = /** @type {Transform} */ (value)
        for (const { name, conditional } of selectorClasses(rule.selector, rule.conditional)) {
          if (name === null) continue
          const list = into.transforms.get(name) ?? []
          list.push({ transform, conditional })
          into.transforms.set(name, list)
        }
      }
    }
  }
  return into
}

/** @param {Map<string, Effect>} map @param {string} name @param {boolean} conditional */
function addEffect(map, name, conditional) {
  const known = map.get(name)
  map.set(name, { conditional: known ? known.conditional && conditional : conditional })
}

/**
 * Style rules of a stylesheet, through @layer, @media and the like, and nested rules.
 * @param {string} css
 * @param {boolean} conditional
 * @param {string} [parent]  the selector a nested rule's `&` stands for
 * @returns {Array<{ selector: string, body: string, conditional: boolean }>}
 */
function styleRules(css, conditional, parent) {
  /** @type {Array<{ selector: string, body: string, conditional: boolean }>} */
  const rules = []
  let position = 0
  while (position < css.length) {
    const open = findTopLevel(css, '{', position)
    const semicolon = findTopLevel(css, ';', position)
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      position = semicolon + 1 // @import, @layer a, b; or a declaration beside nested rules
      continue
    }
    if (open < 0) break
    const close = matchingBrace(css, open)
    const prelude = css.slice(position, open).trim()
    const block = css.slice(open + 1, close)
    position = close + 1
    if (prelude.startsWith('@')) {
      if (/^@layer\b/i.test(prelude)) rules.push(...styleRules(block, conditional, parent))
      else if (CONDITIONAL_GROUPS.test(prelude)) rules.push(...styleRules(block, true, parent))
      // @font-face, @keyframes, @property, @page...: no style rules inside.
      continue
    }
    const selector = parent ? nestedSelector(prelude, parent) : prelude
    const nested = findTopLevel(block, '{', 0) >= 0
    rules.push({ selector, body: nested ? ownDeclarations(block) : block, conditional })
    if (nested) rules.push(...styleRules(block, true, selector))
  }
  return rules
}

/** The declarations of a block that also holds nested rules. */
function ownDeclarations(/** @type {string} */ block) {
  let declarations = ''
  let position = 0
  while (position < block.length) {
    const open = findTopLevel(block, '{', position)
    const semicolon = findTopLevel(block, ';', position)
    if (open < 0) return declarations + block.slice(position)
    if (semicolon >= 0 && semicolon < open) {
      declarations += block.slice(position, semicolon + 1)
      position = semicolon + 1
    } else position = matchingBrace(block, open) + 1
  }
  return declarations
}

/** @param {string} selector @param {string} parent */
function nestedSelector(selector, parent) {
  return splitTopLevel(selector, ',')
    .map((part) =>
      part.includes('&') ? part.replaceAll('&', `:is(${parent})`) : `:is(${parent}) ${part}`,
    )
    .join(',')
}

/**
 * For each selector of a rule: the classes of the element it styles (its last compound), and
 * whether the rule reaches every element with that class. `name: null` for a selector whose
 * last compound names no class (`h1`, `:root`).
 * @param {string} selectorList
 * @param {boolean} conditional
 */
function selectorClasses(selectorList, conditional) {
  /** @type {Array<{ name: string | null, conditional: boolean }>} */
  const found = []
  for (const selector of splitTopLevel(selectorList, ',')) {
    const compound = lastCompound(selector.trim())
    // Classes in :not() and :has() are not the element's own; those in :is() may be.
    const plain = compound.replace(/:(?:not|has)\([^)]*\)/g, ':x')
    const names = [...plain.matchAll(CLASS)].map((match) => unescapeCss(match[1] ?? ''))
    if (names.length === 0) {
      found.push({ name: null, conditional: true })
      continue
    }
    const alone =
      compound === selector.trim() && /^\.(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+$/.test(compound)
    for (const name of names) found.push({ name, conditional: conditional || !alone })
  }
  return found
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-])+)/g

/** The last compound selector of a complex selector: `.a > .b:hover` -> `.b:hover`. */
function lastCompound(/** @type {string} */ selector) {
  let depth = 0
  let start = 0
  for (let index = 0; index < selector.length; index++) {
    const character = selector[index]
    if (character === '\\') index++
    else if (character === '(' || character === '[') depth++
    else if (character === ')' || character === ']') depth--
    else if (depth === 0 && /[\s>+~]/.test(character ?? '')) start = index + 1
  }
  return selector.slice(start)
}

/** @param {string} text */
function unescapeCss(text) {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex, character) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : character,
  )
}

/** Index of `wanted` in `text` from `from`, outside strings, parentheses and brackets. */
function findTopLevel(/** @type {string} */ text, /** @type {string} */ wanted, from = 0) {
  let depth = 0
  /** @type {string | null} */
  let quote = null
  for (let index = from; index < text.length; index++) {
    const character = text[index]
    if (character === '\\') index++
    else if (quote) {
      if (character === quote) quote = null
    } else if (character === '"' || character === "'") quote = character
    else if (character === '(' || character === '[') depth++
    else if (character === ')' || character === ']') depth--
    else if (depth === 0 && character === wanted) return index
  }
  return -1
}

/** Index of the `}` closing the `{` at `open`. */
function matchingBrace(/** @type {string} */ text, /** @type {number} */ open) {
  let depth = 0
  /** @type {string | null} */
  let quote = null
  for (let index = open; index < text.length; index++) {
    const character = text[index]
    if (character === '\\') index++
    else if (quote) {
      if (character === quote) quote = null
    } else if (character === '"' || character === "'") quote = character
    else if (character === '{') depth++
    else if (character === '}' && --depth === 0) return index
  }
  throw new Error(`unbalanced braces in a stylesheet near: ${text.slice(open, open + 80)}`)
}

/** @param {string} text @param {string} separator */
function splitTopLevel(text, separator) {
  const parts = []
  let start = 0
  for (let at = findTopLevel(text, separator); at >= 0; at = findTopLevel(text, separator, start)) {
    parts.push(text.slice(start, at))
    start = at + 1
  }
  parts.push(text.slice(start))
  return parts.filter((part) => part.trim() !== '')
}

// ---------------------------------------------------------------------------------------------
// Pages: the characters their text in the display face uses.

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)
/** Elements whose content is not text on the page. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'title'])
const TAG = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const NAMED_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
})

/**
 * The characters of `html`'s text in the display face, with the letters a text-transform of
 * its classes may draw instead; whitespace as one space (U+00A0 stays itself). Sorted by code.
 * @param {string} html
 * @param {FaceClasses} classes
 */
export function displayCharacters(html, classes) {
  /** @type {Set<string>} */
  const characters = new Set()
  /** @type {Array<{ name: string, display: boolean, transforms: Set<Transform> }>} */
  const stack = [{ name: '#root', display: false, transforms: new Set(['none']) }]
  let position = 0
  /** @param {string} raw */
  const addText = (raw) => {
    const element = stack[stack.length - 1]
    if (!element?.display) return
    const text = decodeEntities(raw).replace(/[\t\n\f\r ]+/g, ' ')
    for (const transform of element.transforms) {
      for (const character of applyTransform(text, transform)) characters.add(character)
    }
  }
  for (const match of html.matchAll(TAG)) {
    const index = match.index ?? 0
    addText(html.slice(position, index))
    position = index + match[0].length
    const [whole, closing, rawName, attributes = ''] = match
    if (!rawName) continue // comment or doctype
    const name = rawName.toLowerCase()
    if (closing) {
      const at = stack.findLastIndex((element) => element.name === name)
      if (at > 0) stack.length = at
      continue
    }
    if (NOT_TEXT.has(name)) {
      const end = html.indexOf(`</${name}`, position)
      position = end < 0 ? html.length : end
      continue
    }
    if (VOID.has(name) || whole.endsWith('/>')) continue
    const parent = stack[stack.length - 1] ?? stack[0]
    stack.push(elementStyle(name, attributes, parent, classes))
  }
  addText(html.slice(position))
  return [...characters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('')
}

/**
 * @param {string} name
 * @param {string} attributes
 * @param {{ display: boolean, transforms: Set<Transform> }} parent
 * @param {FaceClasses} classes
 */
function elementStyle(name, attributes, parent, classes) {
  const classList = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  const names = (classList?.[1] ?? classList?.[2] ?? classList?.[3] ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map(decodeEntities)
  let display = parent.display
  if (names.some((item) => classes.otherFont.get(item)?.conditional === false)) display = false
  if (names.some((item) => classes.display.has(item))) display = true
  /** @type {Set<Transform>} */
  const always = new Set()
  /** @type {Set<Transform>} */
  const sometimes = new Set()
  for (const item of names) {
    for (const { transform, conditional } of classes.transforms.get(item) ?? []) {
      ;(conditional ? sometimes : always).add(transform)
    }
  }
  const transforms = new Set([...(always.size ? always : parent.transforms), ...sometimes])
  return { name, display, transforms }
}

/** @param {string} text @param {Transform} transform */
function applyTransform(text, transform) {
  switch (transform) {
    case 'uppercase':
      return text.toUpperCase()
    case 'lowercase':
      return text.toLowerCase()
    case 'capitalize': // the first letter of each word: a superset is the text and its capitals
      return text + text.toUpperCase()
    default:
      return text
  }
}

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (entity, body) => {
    if (body.startsWith('#')) {
      const hex = body[1] === 'x' || body[1] === 'X'
      return String.fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10))
    }
    const character = NAMED_ENTITIES[body]
    if (character === undefined) throw new Error(`unknown HTML entity ${entity} in a page`)
    return character
  })
}

// ---------------------------------------------------------------------------------------------
// Fonts: which characters a WOFF2 or TrueType/OpenType file maps, and the cut itself.

/** WOFF2's table tags by index (WOFF2 spec, 5.1); cmap is 0, glyf 10, loca 11. */
const GLYF = 10
const LOCA = 11

/**
 * The Unicode code points a font maps to a glyph (its cmap's formats 4 and 12).
 * @param {Uint8Array} font  WOFF2 or SFNT (TrueType/OpenType)
 * @returns {Set<number>}
 */
export function codePointsOf(font) {
  const bytes = Buffer.from(font.buffer, font.byteOffset, font.byteLength)
  const cmap = bytes.toString('latin1', 0, 4) === 'wOF2' ? woff2Cmap(bytes) : sfntCmap(bytes)
  return cmapCodePoints(cmap)
}

/** @param {Buffer} font */
function woff2Cmap(font) {
  const numTables = font.readUInt16BE(12)
  const compressedLength = font.readUInt32BE(20)
  let offset = 48
  const base128 = () => {
    let value = 0
    for (let count = 0; count < 5; count++) {
      const byte = font[offset++] ?? 0
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('WOFF2: bad UIntBase128')
  }
  const tables = []
  for (let index = 0; index < numTables; index++) {
    const flags = font[offset++] ?? 0
    const tag = flags & 0x3f
    if (tag === 63) offset += 4
    const version = flags >> 6
    const length = base128()
    const transformed = tag === GLYF || tag === LOCA ? version !== 3 : version !== 0
    tables.push({ tag, length: transformed ? base128() : length })
  }
  // Tables follow one another unpadded in the decompressed stream, in directory order.
  const data = brotliDecompressSync(font.subarray(offset, offset + compressedLength))
  let start = 0
  for (const table of tables) {
    if (table.tag === 0) return data.subarray(start, start + table.length)
    start += table.length
  }
  throw new Error('WOFF2: no cmap table')
}

/** @param {Buffer} font */
function sfntCmap(font) {
  const numTables = font.readUInt16BE(4)
  for (let index = 0; index < numTables; index++) {
    const record = 12 + index * 16
    if (font.toString('latin1', record, record + 4) === 'cmap') {
      const start = font.readUInt32BE(record + 8)
      return font.subarray(start, start + font.readUInt32BE(record + 12))
    }
  }
  throw new Error('font has no cmap table')
}

/** @param {Buffer} cmap */
function cmapCodePoints(cmap) {
  /** @type {Set<number>} */
  const codePoints = new Set()
  const subtables = cmap.readUInt16BE(2)
  for (let index = 0; index < subtables; index++) {
    const at = cmap.readUInt32BE(4 + index * 8 + 4)
    const format = cmap.readUInt16BE(at)
    if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2
      const ends = at + 14
      const starts = ends + segments * 2 + 2
      const deltas = starts + segments * 2
      const rangeOffsets = deltas + segments * 2
      for (let segment = 0; segment < segments; segment++) {
        const end = cmap.readUInt16BE(ends + segment * 2)
        const first = cmap.readUInt16BE(starts + segment * 2)
        const delta = cmap.readUInt16BE(deltas + segment * 2)
        const rangeOffsetAt = rangeOffsets + segment * 2
        const rangeOffset = cmap.readUInt16BE(rangeOffsetAt)
        for (let code = first; code <= end && code !== 0xffff; code++) {
          let glyph = 0
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff
          else {
            const found = cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - first) * 2)
            glyph = found === 0 ? 0 : (found + delta) & 0xffff
          }
          if (glyph !== 0) codePoints.add(code)
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12)
      for (let group = 0; group < groups; group++) {
        const record = at + 16 + group * 12
        const first = cmap.readUInt32BE(record)
        const last = cmap.readUInt32BE(record + 4)
        const glyph = cmap.readUInt32BE(record + 8)
        for (let code = first; code <= last; code++)
          if (glyph + code - first !== 0) codePoints.add(code)
      }
    }
  }
  return codePoints
}

/**
 * The display face cut to `characters` (those it has), as WOFF2: their glyphs, no layout
 * closure (glyphs only ligatures and alternates reach stay out), kerning kept.
 * @param {Uint8Array} source  the whole face
 * @param {string} characters
 */
export async function cutFace(source, characters) {
  const { default: subsetFont } = await import('subset-font')
  return subsetFont(Buffer.from(source), characters, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
  })
}

/**
 * Where a cut is served: under /assets/, named by its content like Vite's files, so it is cached
 * for good and a page whose characters change gets a new one.
 * @param {Uint8Array} woff2
 */
export function displayFacePath(woff2) {
  return `/assets/display-face-${createHash('sha256').update(woff2).digest('hex').slice(0, 10)}.woff2`
}

/**
 * The @font-face of a page's cut. `block`: the headings wait for their face rather than flash in
 * the fallback. A page with a priority picture asks for its cut once that picture is painted
 * (decision 026); any other page preloads it, so it is there with the first paint.
 * @param {string} path
 */
export function displayFaceCss(path) {
  return (
    `@font-face{font-family:"${DISPLAY_FAMILY}";font-style:normal;font-weight:500;` +
    `font-display:block;src:url(${path}) format("woff2")}`
  )
}

/**
 * A page that preloads a priority picture, which the page's early script marks picture-first
 * (app/components/picture-first.ts).
 */
const PRIORITY_PICTURE_PRELOAD = /<link rel="preload" as="image"[^>]*\bfetchPriority="high"/i

/**
 * `html` with its display face set to the cut at `path` (the face's <style>, after a preload of
 * the cut on a page without a priority picture, inserted before its first stylesheet, or
 * replaced), or without one when `path` is null.
 * @param {string} html
 * @param {string | null} path
 */
export function withDisplayFace(html, path) {
  if (path !== null && !/^\/assets\/[\w.-]+\.woff2$/.test(path)) {
    throw new Error(`not a path for a display face cut: ${path}`)
  }
  const preload = PRIORITY_PICTURE_PRELOAD.test(html)
    ? ''
    : `<link rel="preload" href="${path}" as="font" type="font/woff2" crossorigin="" ${MARK}/>`
  const element = path === null ? '' : `${preload}<style ${MARK}>${displayFaceCss(path)}</style>`
  if (FACE_ELEMENTS.test(html)) return html.replace(FACE_ELEMENTS, () => element)
  if (!element) return html
  const stylesheet = /<style>|<link rel="stylesheet"/.exec(html)
  const head = html.indexOf('</head>')
  const at = stylesheet && (head < 0 || stylesheet.index < head) ? stylesheet.index : head
  if (at < 0) throw new Error('a page without <head>: nowhere to put its display face')
  return html.slice(0, at) + element + html.slice(at)
}

/** The stylesheets a page links, as site paths ('/assets/root-x.css'). */
export function linkedStylesheets(/** @type {string} */ html) {
  return [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g)].map(
    ([, href]) => href ?? '',
  )
}

// ---------------------------------------------------------------------------------------------
// The build step.

/**
 * Gives every prerendered page of `buildDir` the cut of the display face its text needs, and
 * fails when a cut lacks a character of its page that the face has. Safe to run twice.
 * @param {string} buildDir
 * @param {{ source?: Uint8Array }} [options]
 * @returns {Promise<Array<{ page: string, characters: string, bytes: number, notInFace: string }>>}
 */
export async function cutDisplayFaces(buildDir, { source } = {}) {
  const clientDir = join(buildDir, 'client')
  const face = source ?? readFileSync(DISPLAY_FACE_SOURCE)
  const inFace = codePointsOf(face)
  /** @type {Map<string, FaceClasses>} */
  const classesByStylesheets = new Map()
  /** @type {Map<string, Promise<Buffer>>} */
  const cuts = new Map()
  const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  const results = []
  for (const file of pages) {
    const html = readFileSync(file, 'utf8')
    const stylesheets = linkedStylesheets(html)
    const key = stylesheets.join('\n')
    let classes = classesByStylesheets.get(key)
    if (!classes) {
      classes = emptyFaceClasses()
      for (const href of stylesheets) {
        const path = join(clientDir, href)
        if (existsSync(path)) faceClassesOf(readFileSync(path, 'utf8'), classes)
      }
      classesByStylesheets.set(key, classes)
    }
    const wanted = displayCharacters(html, classes)
    const drawn = [...wanted].filter((character) => inFace.has(character.codePointAt(0) ?? -1))
    const notInFace = [...wanted].filter((character) => !drawn.includes(character)).join('')
    const characters = drawn.join('')
    let path = null
    let bytes = 0
    if (characters.trim() !== '') {
      if (!cuts.has(characters)) cuts.set(characters, cutFace(face, characters))
      const cut = await /** @type {Promise<Buffer>} */ (cuts.get(characters))
      const covered = codePointsOf(cut)
      const lacking = drawn.filter((character) => !covered.has(character.codePointAt(0) ?? -1))
      if (lacking.length > 0) {
        throw new Error(
          `the display face cut for ${file} lacks ${JSON.stringify(lacking.join(''))}`,
        )
      }
      path = displayFacePath(cut)
      writeFileSync(join(clientDir, path), cut)
      bytes = cut.length
    }
    writeFileSync(file, withDisplayFace(html, path))
    results.push({ page: file.slice(clientDir.length), characters, bytes, notInFace })
  }
  return results
}

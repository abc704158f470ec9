// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { endPictureFirst } from './after-first-paint.mjs'
import {
  DISPLAY_FAMILY,
  DISPLAY_FACE_SOURCE,
  codePointsOf,
  cutDisplayFaces,
  cutFace,
  displayCharacters,
  displayFaceCss,
  displayFacePath,
  faceClassesOf,
  withDisplayFace,
} from './display-face.mjs'
import { postbuild } from './postbuild.mjs'

const face = readFileSync(DISPLAY_FACE_SOURCE)
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const charactersOf = (font: Uint8Array) =>
  [...codePointsOf(font)]
    .sort((a, b) => a - b)
    .map((code) => String.fromCodePoint(code))
    .join('')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Tailwind's output for the classes the tests use, minified as the build writes it. */
const CSS =
  '@layer theme{:root,:host{--font-display:"Cormorant Garamond First",serif;--font-sans:"Jost Fallback",sans-serif}}' +
  '@layer base{html,:host{font-family:var(--default-font-family)}html.web-fonts{--font-display:"Cormorant Garamond",serif}' +
  'button,input{font:inherit}}' +
  '@layer utilities{.font-display{font-family:var(--font-display)}.font-sans{font-family:var(--font-sans)}' +
  '.uppercase{text-transform:uppercase}.normal-case{text-transform:none}' +
  '.hover\\:lowercase:hover{text-transform:lowercase}' +
  '@media (width>=48rem){.md\\:uppercase{text-transform:uppercase}}}' +
  '@font-face{font-family:X;src:url(data:font/woff2;base64,AAAA)}'

test('the stylesheet tells which classes set the display face and which change the case', () => {
  const classes = faceClassesOf(CSS)

  expect(Object.fromEntries(classes.display)).toEqual({ 'font-display': { conditional: false } })
  expect(Object.fromEntries(classes.otherFont)).toEqual({ 'font-sans': { conditional: false } })
  expect(Object.fromEntries(classes.transforms)).toEqual({
    uppercase: [{ transform: 'uppercase', conditional: false }],
    'normal-case': [{ transform: 'none', conditional: false }],
    'hover:lowercase': [{ transform: 'lowercase', conditional: true }],
    'md:uppercase': [{ transform: 'uppercase', conditional: true }],
  })
})

test('nested rules count, as rules that apply only sometimes', () => {
  const classes = faceClassesOf(
    '.card{color:red;&:hover{text-transform:uppercase}.title{font-family:var(--font-display)}}',
  )

  expect(Object.fromEntries(classes.display)).toEqual({ title: { conditional: true } })
  expect(Object.fromEntries(classes.transforms)).toEqual({
    card: [{ transform: 'uppercase', conditional: true }],
  })
})

test('a display face set on elements rather than classes stops the build', () => {
  expect(() => faceClassesOf('h1,.x{font-family:var(--font-display)}')).toThrow(/without a class/)
  expect(() => faceClassesOf('h1{font-family:var(--font-sans)}')).not.toThrow()
})

test("a page's display characters: its display text as drawn, nothing else", () => {
  const classes = faceClassesOf(CSS)
  const html =
    '<!DOCTYPE html><html><head><title>Title Qq</title><style>.z{content:"Zz"}</style></head><body>' +
    '<header><span class="block font-display text-2xl">Alon&nbsp;Cove</span> <span>Resort</span></header>' +
    '<h2 class="font-display uppercase">Feel Relax &amp; Enjoy<!-- --> <br/>it</h2>' +
    '<h3 class="font-display"><a href="/room/1">Hotel   Rooms</a><small class="font-sans">kids</small></h3>' +
    '<p class="md:uppercase font-display">bay</p>' +
    '<p>Body text, Wxyz</p>' +
    '<script>document.write("Kk")</script><svg><title>Gg</title><path d="M0"/></svg>' +
    '</body></html>'

  expect(displayCharacters(html, classes)).toBe(
    // Alon Cove, FEEL RELAX & ENJOY IT, Hotel Rooms, bay and BAY; U+00A0 as itself
    ' &ABCEFHIJLNORTXYabelmnostvy\u00a0',
  )
})

test('text under a class that may change its case counts in every case it may have', () => {
  const classes = faceClassesOf(CSS)
  const chars = (html: string) => displayCharacters(html, classes)

  expect(chars('<h2 class="font-display uppercase"><span class="normal-case">Ab</span></h2>')).toBe(
    'Ab',
  )
  expect(chars('<h2 class="font-display uppercase hover:lowercase">Ab</h2>')).toBe('ABab')
  expect(chars('<h2 class="font-display">x <span class="uppercase">y</span></h2>')).toBe(' Yx')
})

test('an unknown entity in display text stops the build instead of missing a glyph', () => {
  expect(() =>
    displayCharacters('<h1 class="font-display">&eacute;</h1>', faceClassesOf(CSS)),
  ).toThrow(/unknown HTML entity &eacute;/)
})

test('the code points a font maps are read from its WOFF2 cmap', () => {
  const whole = codePointsOf(face)

  expect(whole.has('A'.codePointAt(0) ?? 0)).toBe(true)
  expect(whole.has('é'.codePointAt(0) ?? 0)).toBe(true)
  // The face has no peso sign: it is drawn in the size-matched fallback.
  expect(whole.has('₱'.codePointAt(0) ?? 0)).toBe(false)
  expect(whole.size).toBe(229)
})

test('a cut has the glyphs of exactly the characters asked for, and is much smaller', async () => {
  const cut = await cutFace(face, ' &ACRXaelo')

  expect(charactersOf(cut)).toBe(' &ACRXaelo')
  expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2')
  expect(cut.length).toBeLessThan(face.length / 10)
})

test('the preload and face style go before the stylesheet, are replaced on a second run, and can be taken out', () => {
  const html =
    '<head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/root.css"/></head>'
  const faceOf = (path: string) =>
    `<link rel="preload" href="${path}" as="font" type="font/woff2" crossorigin="" data-display-face=""/>` +
    `<style data-display-face="">${displayFaceCss(path)}</style>`

  const once = withDisplayFace(html, '/assets/display-face-a1.woff2')
  expect(once).toBe(
    '<head><meta charset="utf-8"/>' +
      faceOf('/assets/display-face-a1.woff2') +
      '<link rel="stylesheet" href="/assets/root.css"/></head>',
  )
  expect(withDisplayFace(once, '/assets/display-face-b2.woff2')).toBe(
    html.replace(
      '<link rel="stylesheet"',
      `${faceOf('/assets/display-face-b2.woff2')}<link rel="stylesheet"`,
    ),
  )
  expect(withDisplayFace(once, null)).toBe(html)
  expect(withDisplayFace('<head></head><body></body>', '/assets/x.woff2')).toBe(
    `<head>${faceOf('/assets/x.woff2')}</head><body></body>`,
  )
  expect(() => withDisplayFace(html, '/assets/x.woff2"><script>')).toThrow(/not a path/)
})

test('a page with a priority picture gets the face style without a preload: its cut waits for the picture', () => {
  const picture =
    '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/pictures/slide-1.avif 960w"/>'
  const html = `<head>${picture}<link rel="stylesheet" href="/assets/root.css"/></head>`
  const style = `<style data-display-face="">${displayFaceCss('/assets/display-face-a1.woff2')}</style>`

  const once = withDisplayFace(html, '/assets/display-face-a1.woff2')

  expect(once).toBe(
    `<head>${picture}${style}<link rel="stylesheet" href="/assets/root.css"/></head>`,
  )
  expect(withDisplayFace(once, '/assets/display-face-a1.woff2')).toBe(once)
  // A picture preloaded without high priority is not the page's priority picture.
  expect(
    withDisplayFace(html.replace(' fetchPriority="high"', ''), '/assets/display-face-a1.woff2'),
  ).toContain('<link rel="preload" href="/assets/display-face-a1.woff2" as="font"')
})

test('the face rule names the first family of the display stack and the cut by its content', () => {
  const path = displayFacePath(Buffer.from('wOF2abc'))
  expect(path).toMatch(/^\/assets\/display-face-[0-9a-f]{10}\.woff2$/)
  expect(displayFacePath(Buffer.from('wOF2abd'))).not.toBe(path)
  expect(displayFaceCss(path)).toBe(
    '@font-face{font-family:"Cormorant Garamond First";font-style:normal;font-weight:500;' +
      `font-display:block;src:url(${path}) format("woff2")}`,
  )
})

/** The cut a page preloads, read from the build's files. */
function pageCut(clientDir: string, html: string) {
  const path =
    /<link rel="preload" href="(\/assets\/display-face-[^"]+)"[^>]*data-display-face/.exec(
      html,
    )?.[1]
  expect(html).toContain(`src:url(${path}) format("woff2")`)
  return path === undefined ? null : readFileSync(join(clientDir, path))
}

test('each page gets a cut of its own display characters, hashed for the CSP, and a second run changes nothing', async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'display-face-'))
  dirs.push(buildDir)
  const clientDir = join(buildDir, 'client')
  mkdirSync(join(clientDir, 'assets'), { recursive: true })
  mkdirSync(join(clientDir, 'room', '1'), { recursive: true })
  writeFileSync(
    join(buildDir, 'site.json'),
    JSON.stringify({
      pages: ['/', '/room/1'],
      notFoundPage: '404/index.html',
      emptyRoomPage: 'room/0/index.html',
      notARoomPage: 'room/not-a-room/index.html',
    }),
  )
  writeFileSync(join(clientDir, 'assets', 'root-12345678.css'), CSS)
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>')
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-12345678.css"/></head><body>${body}</body></html>`
  writeFileSync(
    join(clientDir, 'index.html'),
    page('<h2 class="font-display uppercase">Your stay</h2><p>Rooms by the sea</p>'),
  )
  writeFileSync(
    join(clientDir, 'room', '1', 'index.html'),
    page('<h1 class="font-display">Cabana ₱</h1>'),
  )

  const faces = await cutDisplayFaces(buildDir, { source: face })
  postbuild(buildDir)
  const home = readFileSync(join(clientDir, 'index.html'), 'utf8')
  const room = readFileSync(join(clientDir, 'room', '1', 'index.html'), 'utf8')

  expect(faces.map(({ page, characters, notInFace }) => ({ page, characters, notInFace }))).toEqual(
    [
      { page: '/index.html', characters: ' AORSTUY', notInFace: '' },
      { page: '/room/1/index.html', characters: ' Cabn', notInFace: '₱' },
    ],
  )
  expect(charactersOf(pageCut(clientDir, home) ?? Buffer.alloc(0))).toBe(' AORSTUY')
  expect(charactersOf(pageCut(clientDir, room) ?? Buffer.alloc(0))).toBe(' Cabn')
  const styles = [home, room].map(
    (html) => /<style data-display-face="">([^<]*)<\/style>/.exec(html)?.[1] ?? '',
  )
  const csp = JSON.parse(readFileSync(join(buildDir, 'csp.json'), 'utf8'))
  expect(csp.styleHashes).toEqual(expect.arrayContaining(styles.map(sha256)))

  await cutDisplayFaces(buildDir, { source: face })
  postbuild(buildDir)
  expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toBe(home)
  expect(readFileSync(join(clientDir, 'room', '1', 'index.html'), 'utf8')).toBe(room)
})

test('the gate loads the family the cuts are named by', () => {
  expect(String(endPictureFirst)).toContain(`"${DISPLAY_FAMILY}"`)
})

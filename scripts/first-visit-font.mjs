// `npm run fonts`: writes app/generated/fonts/cormorant-garamond-500-first.woff2, the display face
// for the first page of a first visit (docs/decisions/010): Cormorant Garamond 500 cut down to the
// characters of FIRST_VISIT_CHARACTERS, without the glyphs only ligatures and alternates reach
// (13.9 KB instead of 23.3). Reads the @fontsource package's latin file. The output is committed,
// so a fresh clone builds without running this; content.test.ts checks that every display text
// of the content is covered.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Printable ASCII, the Latin-1 letters and signs, the peso sign and typographic punctuation. */
export const FIRST_VISIT_CHARACTERS = (() => {
  const codes = []
  for (let code = 0x20; code <= 0x7e; code++) codes.push(code)
  for (let code = 0xa0; code <= 0xff; code++) codes.push(code)
  return String.fromCodePoint(...codes) + '₱‘’“”–—…•'
})()

export const SOURCE = join(
  root,
  'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
)
export const OUTPUT = join(root, 'app/generated/fonts/cormorant-garamond-500-first.woff2')

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href
if (isMain) {
  const { default: subsetFont } = await import('subset-font')
  const subset = await subsetFont(readFileSync(SOURCE), FIRST_VISIT_CHARACTERS, {
    targetFormat: 'woff2',
    noLayoutClosure: true,
  })
  mkdirSync(dirname(OUTPUT), { recursive: true })
  writeFileSync(OUTPUT, subset)
  console.log(`fonts: ${OUTPUT.slice(root.length + 1)} ${subset.length} bytes`)
}

// `npm run art`: writes every original picture of the site as SVG source into
// app/content/pictures/ (hero slides, room cards at 4:3, room detail pictures at 3:2).
// Reads nothing; deterministic (seeded), so a rerun rewrites identical files.
// The image pipeline (scripts/build-images.mjs) turns these into AVIF and WebP.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { infinityPool } from './outdoor.mjs'
import { bedroomSlide, roomPicture, roomScenes } from './rooms.mjs'
import { beachSunset } from './scene-beach.mjs'

/** Every picture by name, as a function returning its SVG text. */
export function artworks() {
  const list = {
    'slide-1': () => beachSunset({ W: 2400, H: 1350 }),
    'slide-2': () => infinityPool({ W: 2400, H: 1350 }),
    'slide-3': () => bedroomSlide({ W: 2400, H: 1350 }),
  }
  for (const name of Object.keys(roomScenes)) {
    list[name] = () => roomPicture(name, { W: 1200, H: 900 })
    list[`${name}-lg`] = () => roomPicture(name, { W: 1800, H: 1200 })
  }
  return list
}

const here = dirname(fileURLToPath(import.meta.url))
const out = join(here, '..', '..', 'app', 'content', 'pictures')
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(out, { recursive: true })
  const only = process.argv[2]
  for (const [name, make] of Object.entries(artworks())) {
    if (only && !name.startsWith(only)) continue
    const svg = make()
    writeFileSync(join(out, `${name}.svg`), svg)
    console.log(`${name}.svg ${(svg.length / 1024).toFixed(1)} KiB`)
  }
}

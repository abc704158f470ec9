// The pure part of the image pipeline: which widths and formats each picture gets.
// Widths follow the layout (see docs/decisions/002-image-pipeline.md):
// - hero slides are full-bleed: 390 px phones at 2-3x up to 1440+ px desktops;
// - room cards are at most ~400 CSS px wide (360 at 390 px), so 400 and 800 cover 1x and 2x;
// - detail pictures are ~600 CSS px at 1440 and ~360 at 390.

export const WIDTHS = {
  hero: [640, 960, 1280, 1920],
  card: [400, 800],
  detail: [480, 800, 1200],
}

/** Encoder settings: AVIF first, WebP as the widely supported second choice. */
export const FORMATS = [
  { format: 'avif', quality: 50, effort: 6 },
  { format: 'webp', quality: 72, effort: 6 },
]

/** slide-* are hero backgrounds, *-lg the detail pictures, anything else a card. */
export function kindOf(name) {
  if (name.startsWith('slide-')) return 'hero'
  if (name.endsWith('-lg')) return 'detail'
  return 'card'
}

/**
 * Outputs for one source picture of the given size. Raster sources are never upscaled (a
 * width above the source is dropped, the source width itself is kept instead); vector
 * sources render sharply at any width. Heights keep the source's aspect ratio.
 */
export function planFor(name, { width, height, vector = false }) {
  if (!(width > 0 && height > 0)) throw new Error(`${name}: cannot read the picture's size`)
  const kind = kindOf(name)
  let widths = WIDTHS[kind]
  if (!vector && width < widths.at(-1)) {
    widths = [...widths.filter((w) => w < width), width]
  }
  const sized = widths.map((w) => ({ width: w, height: Math.round((w * height) / width) }))
  const largest = sized.at(-1)
  return {
    name,
    kind,
    width: largest.width,
    height: largest.height,
    outputs: sized.flatMap((size) => FORMATS.map((f) => ({ ...f, ...size }))),
    // Only browsers without <picture> support use it: a mid-size WebP.
    fallbackWidth: sized[Math.min(1, sized.length - 1)].width,
  }
}

/** '/pictures/room-1-400-abc.avif 400w, ...' for one format of a plan. */
export function srcsetOf(files, format) {
  return files
    .filter((f) => f.format === format)
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ')
}

/** The public file name: picture, width and a hash of everything that shaped the bytes. */
export function fileNameOf(name, width, hash, format) {
  return `${name}-${width}-${hash}.${format}`
}

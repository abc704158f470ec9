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

/**
 * Hero slides also get a 4:5 centre crop for phones. A phone's hero is 600 px tall and at most
 * 599 px wide, so object-fit: cover shows only the middle third of a 16:9 picture: sending the
 * whole width costs three times the bytes for pixels nobody sees. The crop is what a phone
 * shows, at up to 3x density (480 CSS px, the width of a 4:5 picture 600 px tall).
 */
export const PHONE_CROP = {
  aspect: 4 / 5,
  widths: [480, 720, 960, 1280],
  /** Phones: the media query of the crop's <source> and preload. */
  media: '(max-width: 599px)',
  /** Below 480 px the 600 px tall crop is wider than the screen; above, as wide as it. */
  sizes: '(max-width: 480px) 480px, 100vw',
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
  const sized = widthsUpTo(WIDTHS[kind], width, vector).map((w) => ({
    width: w,
    height: Math.round((w * height) / width),
  }))
  const largest = sized.at(-1)
  const phone = kind === 'hero' ? phonePlan({ width, height, vector }) : null
  return {
    name,
    kind,
    width: largest.width,
    height: largest.height,
    outputs: [
      // Full-frame outputs carry no crop key, so their file hashes stay as they were.
      ...sized.flatMap((size) => FORMATS.map((f) => ({ ...f, ...size }))),
      ...(phone?.outputs ?? []),
    ],
    // Only browsers without <picture> support use it: a mid-size WebP.
    fallbackWidth: sized[Math.min(1, sized.length - 1)].width,
    phone: phone && { width: phone.width, height: phone.height },
  }
}

/** The planned widths, with a raster source's own width in place of any above it. */
function widthsUpTo(widths, sourceWidth, vector) {
  if (vector || sourceWidth >= widths.at(-1)) return widths
  return [...widths.filter((w) => w < sourceWidth), sourceWidth]
}

/** The phone crop of a hero: as tall as the source allows, never upscaled from pixels. */
function phonePlan({ width, height, vector }) {
  const cropWidth = Math.min(width, Math.round(height * PHONE_CROP.aspect))
  const sized = widthsUpTo(PHONE_CROP.widths, cropWidth, vector).map((w) => ({
    width: w,
    height: Math.round(w / PHONE_CROP.aspect),
  }))
  const largest = sized.at(-1)
  return {
    width: largest.width,
    height: largest.height,
    outputs: sized.flatMap((size) => FORMATS.map((f) => ({ ...f, ...size, crop: 'phone' }))),
  }
}

/** '/pictures/room-1-400-abc.avif 400w, ...' for one format and crop of a plan. */
export function srcsetOf(files, format, crop = 'full') {
  return files
    .filter((f) => f.format === format && (f.crop ?? 'full') === crop)
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ')
}

/**
 * The public file name: picture, crop (phone crops only), width and a hash of everything that
 * shaped the bytes.
 */
export function fileNameOf(name, width, hash, format, crop = 'full') {
  const cropPart = crop === 'full' ? '' : `${crop}-`
  return `${name}-${cropPart}${width}-${hash}.${format}`
}

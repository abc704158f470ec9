import { preload } from 'react-dom'
import { pictures, type PictureSet } from '../generated/pictures'

type PictureProps = {
  /** A picture from app/content/pictures, without extension, e.g. 'room-1' or 'slide-2'. */
  name: string
  alt: string
  /** The CSS width the picture is shown at, per layout, so the browser picks the right file. */
  sizes: string
  /**
   * The largest picture above the fold: preloaded with high priority, not lazy, and reported
   * when painted, which is when the app and what waits with it start (decision 026).
   */
  priority?: boolean
  className?: string
}

type Art = {
  /** Where this set applies; the full-frame set applies wherever no crop does. */
  media?: string
  sizes: string
  width: number
  height: number
  sources: PictureSet['sources']
}

/**
 * A built picture (scripts/build-images.mjs): AVIF, then WebP, at the widths its layout
 * needs, with width and height so the page does not shift while it loads. Hero slides also
 * carry a phone crop, offered first to screens its media query matches.
 */
export function Picture({ name, alt, sizes, priority = false, className }: PictureProps) {
  const picture = pictureSetOf(name)
  const arts = artOf(picture, sizes)
  if (priority) preloadArts(arts)
  return (
    <picture>
      {arts.flatMap((art) =>
        (['avif', 'webp'] as const).map((format) => (
          <source
            key={`${art.media ?? 'all'}-${format}`}
            type={`image/${format}`}
            media={art.media}
            srcSet={art.sources[format]}
            sizes={art.sizes}
            width={art.width}
            height={art.height}
          />
        )),
      )}
      <img
        src={picture.fallback}
        srcSet={picture.sources.webp}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        elementtiming={priority ? 'priority-picture' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}

/** The picture's sets in the order a <picture> tries them: the phone crop, then the full frame. */
function artOf(picture: PictureSet, sizes: string): Art[] {
  const full = { sizes, width: picture.width, height: picture.height, sources: picture.sources }
  if (!picture.phone) return [full]
  const { media, ...phone } = picture.phone
  return [
    { media, ...phone },
    // The complement of the crop's query, so exactly one preload applies to any screen.
    { ...full, media: `not all and ${media}` },
  ]
}

/**
 * Preloads each set's AVIF with high priority. React puts these first in the prerendered
 * <head>, ahead of the CSS, so the largest picture is the first thing fetched after the HTML.
 * Only the AVIF is preloaded: browsers without AVIF ignore a preload of a type they cannot
 * use, so nothing is fetched twice. The srcset, sizes and media are the <source>'s own, so
 * the browser picks the same file for both.
 */
function preloadArts(arts: Art[]) {
  for (const art of arts) {
    const [firstFile] = art.sources.avif.split(' ')
    preload(firstFile ?? '', {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: art.sources.avif,
      imageSizes: art.sizes,
      media: art.media,
      fetchPriority: 'high',
    })
  }
}

/**
 * Throws while prerendering when content names a picture that was not built, so a typo
 * fails the build instead of showing a broken image.
 */
export function pictureSetOf(name: string): PictureSet {
  const picture = (pictures as Record<string, PictureSet | undefined>)[name]
  if (!picture) {
    const known = Object.keys(pictures).join(', ')
    throw new Error(
      `Unknown picture '${name}'. Add app/content/pictures/${name}.svg (or .png/.jpg) and run \`npm run images\`. Known: ${known}`,
    )
  }
  return picture
}

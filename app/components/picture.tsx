import { pictures, type PictureSet } from '../generated/pictures'

type PictureProps = {
  /** A picture from app/content/pictures, without extension, e.g. 'room-1' or 'slide-2'. */
  name: string
  alt: string
  /** The CSS width the picture is shown at, per layout, so the browser picks the right file. */
  sizes: string
  /** The largest picture above the fold: fetched first and not lazily. */
  priority?: boolean
  className?: string
}

/**
 * A built picture (scripts/build-images.mjs): AVIF, then WebP, at the widths its layout
 * needs, with width and height so the page does not shift while it loads.
 */
export function Picture({ name, alt, sizes, priority = false, className }: PictureProps) {
  const picture = pictureSetOf(name)
  return (
    <picture>
      <source type="image/avif" srcSet={picture.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.sources.webp} sizes={sizes} />
      <img
        src={picture.fallback}
        srcSet={picture.sources.webp}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}

/**
 * A `<link rel="preload">` for a picture, for a route's `links` export, e.g.
 * `links = () => [picturePreload('slide-1', '100vw')]`. It preloads the AVIF set only:
 * browsers without AVIF ignore a preload whose type they cannot use, so nothing is fetched
 * twice. `sizes` must match the one given to <Picture>.
 */
export function picturePreload(name: string, sizes: string) {
  const picture = pictureSetOf(name)
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: picture.sources.avif,
    imageSizes: sizes,
    fetchPriority: 'high',
  } as const
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

type PictureProps = { name: string; alt: string; sizes: string; priority?: boolean; className?: string }

/** Temporary stand-in until the image pipeline lands; same API. */
export function Picture({ name, alt, priority, className }: PictureProps) {
  return (
    <img
      src={`/pictures/${name}.svg`}
      alt={alt}
      width={1200}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      className={className}
    />
  )
}

import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import Fade from 'embla-carousel-fade'

/** docs/product.md §9: autoplay every 3000 ms, not stopped by interaction. */
export const SLIDE_INTERVAL_MS = 3000

/**
 * Brings the prerendered slides to life: loop, fade, autoplay and swipe. Loaded after the
 * page has hydrated, so the carousel (about 10 KiB gzip) is not in first-load JS.
 * docs/product.md §9: autoplay is not stopped by interaction, focus inside the slideshow included. Under
 * reduced motion there is no autoplay and chosen slides appear without fading
 * (docs/decisions/004-slideshow-motion.md).
 */
export function startCarousel(viewport: HTMLElement, reducedMotion: boolean): EmblaCarouselType {
  return EmblaCarousel(
    viewport,
    { loop: true },
    reducedMotion
      ? [Fade()]
      : [
          Fade(),
          Autoplay({ delay: SLIDE_INTERVAL_MS, stopOnInteraction: false, stopOnFocusIn: false }),
        ],
  )
}

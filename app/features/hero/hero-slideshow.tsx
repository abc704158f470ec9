import type { EmblaCarouselType } from 'embla-carousel'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Picture } from '../../components/picture'
import { resort } from '../../../content/resort'
import { slides } from '../../../content/slides'
import { fill, useLocale } from '../../i18n/locale'
import { nextTask } from '../../lib/next-task'
import { ROOMS_ANCHOR } from '../../lib/paths'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/** The slides fill the screen's width (phones get each slide's crop, with its own sizes). */
const HERO_SIZES = '100vw'

/** docs/product.md §2: three slides that loop, fade, advance every 3 s and can be swiped. */
export function HeroSlideshow() {
  const reducedMotion = usePrefersReducedMotion()
  const viewportRef = useRef<HTMLDivElement>(null)
  const embla = useCarousel(viewportRef, reducedMotion)
  const selected = useSelectedIndex(embla)
  const { words, text } = useLocale()

  return (
    <section
      aria-roledescription="carousel"
      data-carousel={embla ? 'running' : 'static'}
      aria-label={fill(words.welcomeTo, { s: resort.name })}
      className="on-dark relative h-[600px] overflow-hidden bg-sea-deep text-white lg:h-[860px]"
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.slideOf, { n: index + 1, t: slides.length })}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="relative h-full min-w-0 flex-[0_0_100%]"
            >
              {/* Hidden slides get their pictures once the carousel runs: on a slow phone they
                  would otherwise share the link with the first slide before it is painted. */}
              {(index === 0 || embla) && (
                <Picture
                  name={slide.bg}
                  alt=""
                  sizes={HERO_SIZES}
                  priority={index === 0}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 bg-black/55" />
              <div className="relative flex h-full flex-col items-center justify-center px-6 text-center">
                <p className="mb-4 text-sm tracking-[0.4em] uppercase">
                  {text.resort?.tagline ?? resort.tagline}
                </p>
                {/* On small phones the size follows the screen, so the longest word of a
                    title (LUXURIOUSNESS, 7.2 times the font size wide) fits between the margins. */}
                <h2 className="max-w-4xl font-display text-[length:min(3rem,calc((100vw_-_3rem)/7.5))] leading-tight tracking-wide uppercase md:text-7xl">
                  {text.slides?.[slide.id]?.title ?? slide.title}
                </h2>
                <a
                  href={`#${ROOMS_ANCHOR}`}
                  className="mt-8 bg-accent px-10 py-4 text-sm tracking-[0.25em] text-white uppercase transition-colors hover:bg-accent-deep"
                >
                  {text.slides?.[slide.id]?.btnNext ?? slide.btnNext}
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-16 flex justify-center gap-3 lg:bottom-24">
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={fill(words.showSlide, { n: index + 1 })}
            aria-current={index === selected}
            // Under reduced motion a chosen slide appears at once instead of fading in.
            onClick={() => embla?.scrollTo(index, reducedMotion)}
            className={`size-3 rounded-full border border-white ${index === selected ? 'bg-white' : 'bg-transparent'}`}
          />
        ))}
      </div>
    </section>
  )
}

/** Starts the carousel on the prerendered slides once the page is interactive. */
function useCarousel(viewportRef: RefObject<HTMLDivElement | null>, reducedMotion: boolean) {
  const [carousel, setCarousel] = useState<{ api: EmblaCarouselType; reducedMotion: boolean }>()

  useEffect(() => {
    let api: EmblaCarouselType | undefined
    let cancelled = false
    // Evaluating the carousel's code and starting it (which measures the slides) each get a
    // task of their own, so neither adds to the other or to hydration (decision 006).
    void import('./start-carousel').then(async ({ startCarousel }) => {
      await nextTask()
      if (cancelled || !viewportRef.current) return
      api = startCarousel(viewportRef.current, reducedMotion)
      setCarousel({ api, reducedMotion })
    })
    return () => {
      cancelled = true
      api?.destroy()
    }
  }, [viewportRef, reducedMotion])

  // The motion preference is only known after hydration; a carousel started for the other
  // preference is being replaced and is not handed out.
  return carousel?.reducedMotion === reducedMotion ? carousel.api : undefined
}

function useSelectedIndex(embla: EmblaCarouselType | undefined): number {
  const [selected, setSelected] = useState(0)
  useEffect(() => {
    if (!embla) return
    const update = () => setSelected(embla.selectedScrollSnap())
    update()
    embla.on('select', update)
    return () => void embla.off('select', update)
  }, [embla])
  return selected
}

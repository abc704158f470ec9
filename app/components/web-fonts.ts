import { useEffect } from 'react'

/**
 * On <html>, switches the font stacks from the size-adjusted fallbacks to the web fonts
 * (app/app.css). Until then no text uses a web font, so the browser fetches none.
 */
export const WEB_FONTS_CLASS = 'web-fonts'

/** The faces the stacks name, as `document.fonts.load` wants them. */
export const WEB_FONT_FACES = ['500 1em "Cormorant Garamond"', '400 1em Jost'] as const

/** Set once the faces have loaded: they are in the browser's cache from then on. */
export const WEB_FONTS_STORAGE_KEY = 'alon-cove:web-fonts'

/**
 * For a <head> inline script, so it runs before the first paint: a visitor who has the fonts
 * cached gets them at once instead of seeing the fallbacks swapped out.
 */
export const webFontsEarlyScript = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)}))document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)})}catch(e){}`

/**
 * Fetches the web fonts once the page has hydrated, which is after its first paint
 * (scripts/after-first-paint.mjs): on a slow phone the fonts would otherwise share the link
 * with the hero picture. Both faces swap in together, in one reflow, and the next page load
 * uses them from the start.
 */
export function useWebFonts() {
  useEffect(() => {
    const root = document.documentElement
    if (root.classList.contains(WEB_FONTS_CLASS)) return
    let cancelled = false
    Promise.all(WEB_FONT_FACES.map((face) => document.fonts.load(face)))
      .then(() => {
        if (cancelled) return
        root.classList.add(WEB_FONTS_CLASS)
        try {
          localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1')
        } catch {
          // Storage refused (private mode, quota): the next visit swaps the fonts in again.
        }
      })
      .catch(() => {
        // A font that fails to load leaves the fallbacks, which are sized to match.
      })
    return () => {
      cancelled = true
    }
  }, [])
}

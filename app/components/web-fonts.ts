import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * On <html>, switches the font stacks from the size-adjusted fallbacks to the web fonts
 * (app/app.css). Without it no text names a web font, so none is fetched for the first paint.
 */
export const WEB_FONTS_CLASS = 'web-fonts'

/** The faces the stacks name, as `document.fonts.load` wants them. */
export const WEB_FONT_FACES = ['500 1em "Cormorant Garamond"', '400 1em Jost'] as const

/** Set once the faces have loaded: they are in the browser's cache from then on. */
export const WEB_FONTS_STORAGE_KEY = 'alon-cove:web-fonts'

/**
 * For a <head> inline script, so it runs before the first paint: a visitor who has the fonts
 * cached gets them from the first paint of every page.
 */
export const webFontsEarlyScript = `try{if(localStorage.getItem(${JSON.stringify(WEB_FONTS_STORAGE_KEY)}))document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)})}catch(e){}`

/**
 * Fetches the web fonts once the page has hydrated, which is after its first paint
 * (scripts/after-first-paint.mjs): on a slow phone they would otherwise share the link with the
 * hero picture. They are switched on at the next page the visitor opens, not on the page being
 * read: the fallbacks match their size, but not every paragraph at every width, and a paragraph
 * that gains a line moves everything below it (decision 006). A client-side navigation switches
 * them on in the same commit as the new page; a full page load, from its first paint (the early
 * script).
 */
export function useWebFonts(pathname: string) {
  const shownPathname = useRef(pathname)
  const loadedOn = useRef<string>(undefined)

  useEffect(() => {
    if (document.documentElement.classList.contains(WEB_FONTS_CLASS)) return
    let cancelled = false
    Promise.all(WEB_FONT_FACES.map((face) => document.fonts.load(face)))
      .then(() => {
        if (cancelled) return
        loadedOn.current = shownPathname.current
        try {
          localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1')
        } catch {
          // Storage refused (private mode, quota): the next full page load starts without them.
        }
      })
      .catch(() => {
        // A font that fails to load leaves the fallbacks, which are sized to match.
      })
    return () => {
      cancelled = true
    }
  }, [])

  // A layout effect, so the new page is painted with the fonts it will keep.
  useLayoutEffect(() => {
    shownPathname.current = pathname
    if (loadedOn.current !== undefined && loadedOn.current !== pathname) {
      document.documentElement.classList.add(WEB_FONTS_CLASS)
    }
  }, [pathname])
}

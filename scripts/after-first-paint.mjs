// The gate the prerendered pages pass before they load the app's JavaScript (scripts/postbuild.mjs
// inlines this function's source into React Router's bootstrap script, so it must stay
// self-contained: no imports, no outside names but browser globals).

/**
 * Calls `start` once the page's priority picture (the hero or banner,
 * `img[fetchpriority="high"]`) is on screen: where the browser reports Element Timing, when that
 * picture has been painted (its `elementtiming` attribute asks for the report); elsewhere, once
 * the first paint is on screen and the picture has loaded. A picture that fails starts it at
 * once, a page without one at its first paint, and `fallbackMs` at the latest, for hidden tabs
 * (which do not paint) and browsers without Paint Timing.
 * Why: on a slow phone the app's ~120 KiB of scripts, and what waits with them (the display face
 * and the pictures below the fold, decision 026), would otherwise share the link with the
 * picture a visitor is waiting for; the prerendered page is readable and its links work before
 * React has hydrated it.
 * @param {() => void} start
 * @param {number} [fallbackMs]
 */
export function afterFirstPaint(start, fallbackMs = 3000) {
  let started = false
  const go = () => {
    if (started) return
    started = true
    start()
  }
  setTimeout(go, fallbackMs)

  const picture = document.querySelector('img[fetchpriority="high"]')
  const reported = PerformanceObserver.supportedEntryTypes ?? []
  if (picture && picture.hasAttribute('elementtiming') && reported.includes('element')) {
    if (picture.complete && picture.naturalWidth === 0) return go()
    picture.addEventListener('error', go, { once: true })
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => /** @type {any} */ (entry).element === picture)) {
        return
      }
      observer.disconnect()
      go()
    })
    observer.observe({ type: 'element', buffered: true })
    return
  }

  const painted = new Promise((resolve) => {
    if (!reported.includes('paint')) return resolve(undefined)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve(undefined)
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  const pictureSettled = new Promise((resolve) => {
    if (!picture || picture.complete) return resolve(undefined)
    picture.addEventListener('load', resolve, { once: true })
    picture.addEventListener('error', resolve, { once: true })
  })
  Promise.all([painted, pictureSettled]).then(go)
}

/**
 * Ends the page's picture-first wait (app/components/picture-first.ts) once the gate has passed:
 * first the display face, alone on the link, then the headings drawn in it at once and the
 * pictures below the fold asked for, as the class comes off. The bootstrap loads the app after.
 * A returning visitor's headings use the whole web fonts, from the cache, so nothing is fetched
 * for them; a face that fails or takes longer than `waitMs` leaves the headings to the fallback's
 * metrics while it goes on loading (font-display: block). Self-contained like afterFirstPaint.
 * @param {number} [waitMs]
 */
export async function endPictureFirst(waitMs = 1000) {
  const root = document.documentElement
  if (!root.classList.contains('picture-first')) return
  if (!root.classList.contains('web-fonts') && document.fonts) {
    await Promise.race([
      document.fonts.load('500 1em "Cormorant Garamond First"').catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, waitMs)),
    ])
  }
  root.classList.remove('picture-first')
}

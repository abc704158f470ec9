// The gate the prerendered pages pass before they load the app's JavaScript (scripts/postbuild.mjs
// inlines this function's source into React Router's bootstrap script, so it must stay
// self-contained: no imports, no outside names but browser globals).

/**
 * Calls `start` once the first paint is on screen and the page's priority picture (the hero or
 * banner, `img[fetchpriority="high"]`) has loaded or failed; at the latest after `fallbackMs`,
 * for hidden tabs (which do not paint) and browsers without Paint Timing.
 * Why: on a slow phone the app's ~120 KiB of scripts would otherwise share the link with the
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

  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve(undefined)
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve(undefined)
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  const picture = document.querySelector('img[fetchpriority="high"]')
  const pictureSettled = new Promise((resolve) => {
    if (!picture || picture.complete) return resolve(undefined)
    picture.addEventListener('load', resolve, { once: true })
    picture.addEventListener('error', resolve, { once: true })
  })
  Promise.all([painted, pictureSettled]).then(go)
}

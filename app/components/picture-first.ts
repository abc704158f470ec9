/**
 * On <html> from the <head> until the page's priority picture (the hero or banner) is painted:
 * the display face and the pictures below the fold wait (app/app.css), so the picture has the
 * link to itself (decision 026). Set by the early script below, taken off by the bootstrap once
 * the picture is painted and the face has loaded (endPictureFirst in
 * scripts/after-first-paint.mjs) and, where there is no bootstrap gate (`npm run dev`), when the
 * app has hydrated.
 */
export const PICTURE_FIRST_CLASS = 'picture-first'

/** The longest a page waits, should the bootstrap that ends the wait never run. */
export const PICTURE_FIRST_LIMIT_MS = 5000

/**
 * For a <head> inline script, after the preloads React puts first: a page that preloads a
 * priority picture starts picture-first. Without JavaScript nothing waits: the page has no gate
 * that could end the wait. With it, the wait ends after PICTURE_FIRST_LIMIT_MS whatever happens,
 * so a bootstrap that fails (a script error, a browser that cannot run it) leaves the page as it
 * was before this wait existed: readable, without the app.
 */
export const pictureFirstEarlyScript = `if(document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')){document.documentElement.classList.add(${JSON.stringify(PICTURE_FIRST_CLASS)});setTimeout(function(){document.documentElement.classList.remove(${JSON.stringify(PICTURE_FIRST_CLASS)})},${PICTURE_FIRST_LIMIT_MS})}`

/**
 * For the app once it runs, which is after the priority picture is on screen: ends the wait of a
 * page that had no gate, and adds the manifest link, which the prerendered page leaves out
 * because the browser would ask for the manifest as soon as the page has loaded.
 */
export function afterAppStart() {
  document.documentElement.classList.remove(PICTURE_FIRST_CLASS)
  if (document.head.querySelector('link[rel="manifest"]')) return
  const manifest = document.createElement('link')
  manifest.rel = 'manifest'
  manifest.href = '/manifest.webmanifest'
  document.head.append(manifest)
}

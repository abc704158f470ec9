import { useEffect, useRef, useState } from 'react'

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (or
 * its `main`), so keyboard and screen-reader users start reading where the page starts instead of
 * on a link that is gone; the returned text (the new page's title) is for a live region, so the
 * change of page is announced. The first page and moves within a page (#rooms) change nothing.
 */
export function useFocusAfterNavigation(pathname: string): string {
  const shownPathname = useRef(pathname)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
    if (target) {
      // Focusable by script only: the heading is no stop in the tab order.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      // The page is scrolled to the top on entry (docs/product.md §2); focus must not scroll it elsewhere.
      target.focus({ preventScroll: true })
    }
    setAnnouncement(document.title)
  }, [pathname])

  return announcement
}

import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useLocale } from '../i18n/locale'
import { endEarlyOverlay } from '../lib/early-input'
import { LOADING_OVERLAY } from '../lib/loading-overlay-look'

/**
 * docs/product.md §2: a full-screen dimmed overlay with a spinner while rooms load. Like a modal, it takes
 * focus and makes the rest of the page inert, so keyboard and screen-reader users cannot act
 * on the page behind it; when it closes, focus goes back where it was.
 */
export function LoadingOverlay() {
  const overlayRef = useRef<HTMLDivElement>(null)
  const { words } = useLocale()

  useEffect(() => {
    const overlay = overlayRef.current
    if (!overlay) return
    // This overlay takes over from the one shown for a press before the app took over.
    endEarlyOverlay()
    const previouslyFocused = document.activeElement
    const behind = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== overlay,
    )
    behind.forEach((element) => (element.inert = true))
    overlay.focus()
    return () => {
      behind.forEach((element) => (element.inert = false))
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
    }
  }, [])

  return createPortal(
    <div
      ref={overlayRef}
      role="status"
      aria-label={words.loadingLabel}
      tabIndex={-1}
      className={LOADING_OVERLAY.className}
    >
      <span aria-hidden="true" className={LOADING_OVERLAY.spinnerClassName} />
      <span className="sr-only">{words.loadingRooms}</span>
    </div>,
    document.body,
  )
}

import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

/**
 * SPEC 2: a full-screen dimmed overlay with a spinner while rooms load. Like a modal, it takes
 * focus and makes the rest of the page inert, so keyboard and screen-reader users cannot act
 * on the page behind it; when it closes, focus goes back where it was.
 */
export function LoadingOverlay() {
  const overlayRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const overlay = overlayRef.current
    if (!overlay) return
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
      aria-label="Loading rooms"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/70 outline-none"
    >
      <span
        aria-hidden="true"
        className="size-14 animate-spin rounded-full border-4 border-white/30 border-t-white"
      />
      <span className="sr-only">Loading rooms…</span>
    </div>,
    document.body,
  )
}

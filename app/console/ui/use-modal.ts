import { useLayoutEffect, useRef } from 'react'

/**
 * A <dialog> shown as a modal while `open`: the browser keeps focus inside it, Escape closes
 * it, and closing gives focus back to what opened it. A layout effect, so a caller that closes
 * it inside flushSync can move focus elsewhere right after, without the browser undoing it.
 */
export function useModal(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return dialogRef
}

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
  // A dialog its caller stops rendering while it is open is closed first, as one closed by
  // `open` is: the browser then gives focus back to what opened it, not to the page's body.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])
  return dialogRef
}

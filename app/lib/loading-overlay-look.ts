/**
 * The look of the rooms' loading overlay (docs/product.md §2), shared by the app's overlay (components/loading-overlay.tsx)
 * and the one the early input script shows before the app has taken over (lib/early-input.ts),
 * so the visitor sees one overlay whichever put it up. Its name is the page's `loadingLabel`.
 */
export const LOADING_OVERLAY = {
  className: 'fixed inset-0 z-50 flex items-center justify-center bg-ink/70 outline-none',
  spinnerClassName: 'size-14 animate-spin rounded-full border-4 border-white/30 border-t-white',
} as const

/** SPEC 2: a full-screen dimmed overlay with a spinner while rooms load. */
export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-label="Loading rooms"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/70"
    >
      <span
        aria-hidden="true"
        className="size-14 animate-spin rounded-full border-4 border-white/30 border-t-white"
      />
      <span className="sr-only">Loading rooms…</span>
    </div>
  )
}

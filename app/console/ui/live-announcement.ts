/**
 * The next text of a screen's status region when the live feed tells of `line`: added to what it
 * said a moment ago, so changes told together (a busy evening, two desks) are all read out, not
 * only the last; on its own again once the region has been quiet a while.
 */
export function withLiveLine(current: string, line: string, quiet: boolean): string {
  return quiet || current === '' ? line : `${current} ${line}`
}

/** How long after its last line the region starts afresh. */
export const LIVE_LINES_MS = 5_000

import { useCallback, useState } from 'react'

/** A screen's status region: what it says, and when it last said something. */
export type StatusLines = { text: string; saidAt: number }

/** How long after its last line the region starts afresh. */
export const LIVE_LINES_MS = 5_000

/**
 * The region once the live feed tells of `line`: added to what it said a moment ago, so changes
 * told together (a busy evening, two desks) are all read out, not only the last; on its own again
 * once the region has been quiet a while. What this desk just did is a line said like any other,
 * so another desk's news a moment later never wipes it away.
 */
export function withLiveLine(current: StatusLines, line: string, now: number): StatusLines {
  const quiet = now - current.saidAt > LIVE_LINES_MS
  return { text: quiet || current.text === '' ? line : `${current.text} ${line}`, saidAt: now }
}

/** The status region's text, `say` for what happened here, `addLive` for the live feed's news. */
export function useStatusLines() {
  const [lines, setLines] = useState<StatusLines>({ text: '', saidAt: 0 })
  const say = useCallback((text: string) => setLines({ text, saidAt: Date.now() }), [])
  const addLive = useCallback(
    (line: string) => setLines((current) => withLiveLine(current, line, Date.now())),
    [],
  )
  return { text: lines.text, say, addLive }
}

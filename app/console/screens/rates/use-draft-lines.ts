import { useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * A list of draft lines edited in place (taxes and fees, weekday prices): adding one puts focus
 * in its first field; removing one moves focus to its neighbour's, or to the button that adds
 * one, since the removed line's own button is gone.
 */
export function useDraftLines<Line extends { key: number }>(options: {
  initial: () => Line[]
  newLine: (lines: readonly Line[]) => Line
  /** The id of a line's first field. */
  firstFieldId: (key: number) => string
  addButtonId: string
}) {
  const [lines, setLines] = useState(options.initial)

  function add() {
    const line = options.newLine(lines)
    flushSync(() => setLines((current) => [...current, line]))
    document.getElementById(options.firstFieldId(line.key))?.focus()
  }

  function remove(index: number) {
    const next = lines[index + 1] ?? lines[index - 1]
    flushSync(() => setLines((current) => current.filter((_, at) => at !== index)))
    document.getElementById(next ? options.firstFieldId(next.key) : options.addButtonId)?.focus()
  }

  return { lines, setLines, add, remove }
}

import { useRef, useState, type MouseEvent, type PointerEvent } from 'react'

/** Where a bar was dropped: the row under the pointer, named by its data attributes. */
export type DropTarget = { roomId: number; unitId: number | null }

// A press that moves less than this is a click: it selects the bar.
const DRAG_THRESHOLD_PX = 6

/** The board row under a point (bars ignored), from the `data-board-room` and `data-board-unit` of its <tr>. */
export function rowAt(x: number, y: number): DropTarget | null {
  for (const element of document.elementsFromPoint(x, y)) {
    // The dragged bar is under the pointer, in its own row's cell: the cells beneath it count.
    if (element.closest('[data-board-bar]')) continue
    const row = element.closest<HTMLElement>('tr[data-board-room]')
    if (!row) continue
    const unit = row.dataset.boardUnit
    return { roomId: Number(row.dataset.boardRoom), unitId: unit ? Number(unit) : null }
  }
  return null
}

/**
 * Drag and drop by hand with pointer events, no library for one gesture: a mouse or pen press that moves past
 * the threshold drags the bar, which follows the pointer while the row under it is marked; the
 * release drops it there. Touch is left to scrolling the board: a tap selects the bar, and 'Move
 * to…' moves it. The board stays a plain table throughout; only the bar's transform changes.
 */
export function useBarDrag(handlers: {
  onDrop: (target: DropTarget | null) => void
  onOver: (target: DropTarget | null) => void
  onClick: () => void
}) {
  const { onDrop, onOver, onClick } = handlers
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  // Set by a drop, so the click its release also makes does not select the bar.
  const dropped = useRef(false)
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null)
  const overKey = useRef('')

  function end() {
    start.current = null
    setOffset(null)
    overKey.current = ''
    onOver(null)
  }

  return {
    dragging: offset !== null,
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'touch' || event.button !== 0) return
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
        // Held from the press, so a quick move that leaves the bar at once still drags it.
        event.currentTarget.setPointerCapture(event.pointerId)
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current
        if (!from || from.id !== event.pointerId) return
        const x = event.clientX - from.x
        const y = event.clientY - from.y
        if (offset === null && Math.hypot(x, y) < DRAG_THRESHOLD_PX) return
        setOffset({ x, y })
        const target = rowAt(event.clientX, event.clientY)
        const key = target ? `${target.roomId}/${target.unitId}` : ''
        if (key !== overKey.current) {
          overKey.current = key
          onOver(target)
        }
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (!start.current) return
        if (offset === null) {
          end()
          return
        }
        const target = rowAt(event.clientX, event.clientY)
        end()
        dropped.current = true
        onDrop(target)
      },
      onPointerCancel: end,
      onClick(event: MouseEvent<HTMLElement>) {
        event.preventDefault()
        if (dropped.current) {
          dropped.current = false
          return
        }
        onClick()
      },
    },
  }
}

import type { BoardBar, BoardStay } from '../../../../domain/staff-contract'
import type { ReservationStatus } from '../../../../domain/reservation-status'
import { statusWord } from '../../ui/staff-words'
import { balanceMark, barWords, guestOf } from './board-words'
import { useBarDrag, type DropTarget } from './use-bar-drag'

// A state's look, in words as well (the bar's second line): colour is never the only sign.
const LOOK: Record<ReservationStatus, string> = {
  requested: 'st:border-2 st:border-dashed st:border-sea st:bg-white st:text-sea-deep',
  awaiting_payment: 'st:border-2 st:border-dashed st:border-accent st:bg-white st:text-accent-deep',
  confirmed: 'st:bg-sea st:text-white',
  checked_in: 'st:bg-sea-deep st:text-white',
  checked_out: 'st:bg-sand-deep st:text-muted',
  no_show: 'st:bg-sand-deep st:text-muted st:line-through',
  declined: 'st:bg-sand-deep st:text-muted',
  cancelled: 'st:bg-sand-deep st:text-muted',
  expired: 'st:bg-sand-deep st:text-muted',
}

export const LANE_REM = 2.75

type BarProps = {
  bar: BoardBar
  stay: BoardStay
  /** 'D2', or words for the unassigned row. */
  where: string
  selected: boolean
  moving: boolean
  onSelect: () => void
  onDrop: (target: DropTarget | null) => void
  onOver: (target: DropTarget | null) => void
}

/**
 * A stay's nights on one row: a button placed over the cells of its nights (the cell of its
 * first night holds it), named in full for screen readers and titled for a pointer. A press
 * selects it; a movable one is also dragged (use-bar-drag.ts).
 */
export function BoardBarButton({
  bar,
  stay,
  where,
  selected,
  moving,
  onSelect,
  onDrop,
  onOver,
}: BarProps) {
  const drag = useBarDrag({ onDrop, onOver, onClick: onSelect })
  const words = barWords(stay, where)
  const mark = balanceMark(stay.balance)
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={words}
      title={words}
      data-board-bar={stay.ref}
      {...(stay.movable ? drag.handlers : { onClick: onSelect })}
      style={{
        top: `calc(${bar.lane * LANE_REM}rem + 0.25rem)`,
        width: `calc(var(--board-column) * ${bar.span} - 0.25rem)`,
        transform: drag.offset ? `translate(${drag.offset.x}px, ${drag.offset.y}px)` : undefined,
      }}
      className={`st:absolute st:left-0.5 st:z-1 st:flex st:h-[2.25rem] st:flex-col st:justify-center st:overflow-hidden st:px-1.5 st:text-left st:leading-tight st:shadow-sm st:outline-offset-2 ${LOOK[stay.status]} ${bar.cutBefore ? '' : 'st:rounded-l-md'} ${bar.cutAfter ? '' : 'st:rounded-r-md'} ${stay.movable ? 'st:cursor-grab' : 'st:cursor-pointer'} ${drag.dragging ? 'st:z-30 st:cursor-grabbing st:opacity-90 st:shadow-xl' : ''} ${selected ? 'st:ring-3 st:ring-accent st:ring-offset-1' : ''} ${moving ? 'st:animate-pulse' : ''}`}
    >
      <span className="st:truncate st:text-[0.8rem] st:font-semibold">
        {bar.cutBefore && '‹ '}
        {guestOf(stay)}
      </span>
      <span className="st:truncate st:text-[0.68rem] st:opacity-90">
        {moving ? 'Moving…' : statusWord(stay.status)}
        {mark && ` · ${mark}`}
        {bar.cutAfter && ' ›'}
      </span>
    </button>
  )
}

import { CalendarSync } from 'lucide'
import { useState, type ReactNode } from 'react'
import { refsByColumn } from '../../../../domain/room-board'
import type {
  BoardOutOfOrder,
  BoardResponse,
  BoardRoom,
  BoardRow,
  BoardStay,
} from '../../../../domain/staff-contract'
import { Icon } from '../../../components/icon'
import { nightColumn } from '../../ui/night-column'
import { BoardBarButton, LANE_REM } from './board-bar'
import { guestOf } from './board-words'
import type { DropTarget } from './use-bar-drag'

export type ChosenBar = { ref: string; unitId: number | null }

type BoardTableProps = {
  board: BoardResponse
  caption: string
  chosen: ChosenBar | null
  moving: string | null
  onChoose: (chosen: ChosenBar) => void
  onDrop: (chosen: ChosenBar, target: DropTarget | null) => void
}

const CLOSED = 'st:bg-[repeating-linear-gradient(135deg,#ede2d1_0_5px,#ffffff_5px_10px)]'
const ROW_HEADER =
  'st:sticky st:left-0 st:z-20 st:w-22 st:border-r st:border-b st:border-sand-deep st:bg-white st:px-2 st:lg:w-28 st:lg:px-3 st:text-left st:align-middle st:font-medium st:whitespace-nowrap'

/**
 * The board as a real table, units by nights: each room type a group of rows (its unassigned
 * stays first, then other channels' blocks, then its units), each cell naming the stays over
 * its night. The bars sit in the cells of their first nights, so the table reads the same with
 * or without them; the unit column stays in view while the nights scroll sideways.
 */
export function BoardTable({ board, caption, chosen, moving, onChoose, onDrop }: BoardTableProps) {
  const [over, setOver] = useState<DropTarget | null>(null)
  const stays = new Map(board.stays.map((stay) => [stay.ref, stay]))
  const columns = board.nights.map((night, index) => nightColumn(night, index === 0))
  const todayColumn = board.nights.indexOf(board.today)

  function unitRow(room: BoardRoom, row: BoardRow, header: ReactNode, where: string) {
    const isOver = over?.roomId === room.id && over.unitId === (row.unit?.id ?? null)
    const cells = refsByColumn(row, columns.length)
    return (
      <tr
        key={row.unit?.id ?? 'unassigned'}
        data-board-room={room.id}
        data-board-unit={row.unit?.id}
        className={isOver ? 'st:bg-[#fff4dc]' : undefined}
      >
        <th scope="row" className={`${ROW_HEADER} ${isOver ? 'st:bg-[#fff4dc]' : ''}`}>
          {header}
        </th>
        {columns.map((column, index) => (
          <td
            key={column.night}
            style={{ height: `${row.lanes * LANE_REM + 0.5}rem` }}
            className={`st:relative st:border-b st:border-l st:border-sand-deep/70 st:p-0 st:align-top ${room.closed.includes(column.night) ? CLOSED : index === todayColumn ? 'st:bg-[#eef6f5]' : ''}`}
          >
            {row.bars
              .filter((bar) => bar.start === index)
              .map((bar) => {
                const stay = stays.get(bar.ref)
                if (!stay) return null
                const bars = { ref: bar.ref, unitId: row.unit?.id ?? null }
                return (
                  <BoardBarButton
                    key={`${bar.ref}-${bar.start}`}
                    bar={bar}
                    stay={stay}
                    where={where}
                    selected={chosen?.ref === bar.ref && chosen.unitId === bars.unitId}
                    moving={moving === bar.ref}
                    onSelect={() => onChoose(bars)}
                    onOver={setOver}
                    onDrop={(target) => onDrop(bars, target)}
                  />
                )
              })}
            {row.outOfOrder?.start === index && <OutOfOrderBlock nights={row.outOfOrder} />}
            <CellWords
              refs={cells[index]?.filter(
                (ref) => !row.bars.some((bar) => bar.ref === ref && bar.start === index),
              )}
              stays={stays}
              closed={row.unit === null && room.closed.includes(column.night)}
              outOfOrder={covers(row.outOfOrder, index)}
            />
          </td>
        ))}
      </tr>
    )
  }

  return (
    <div
      role="region"
      aria-labelledby="board-caption"
      // Focusable, so the keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="st:relative st:w-fit st:max-w-full st:overflow-x-auto st:border st:border-sand-deep st:bg-white st:[scrollbar-color:#4d5a60_#ede2d1]"
    >
      <table className="st:w-max st:table-fixed st:border-separate st:border-spacing-0 st:text-sm st:[--board-column:2.75rem] st:lg:[--board-column:3.25rem] st:xl:[--board-column:4.5rem]">
        <caption
          id="board-caption"
          className="st:sticky st:left-0 st:px-3 st:py-2 st:text-left st:font-medium st:text-sea-deep"
        >
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${ROW_HEADER} st:py-2`}>
              Unit
            </th>
            {columns.map((column, index) => (
              <th
                key={column.night}
                scope="col"
                className={`st:w-(--board-column) st:border-b st:border-sand-deep st:px-0.5 st:py-1.5 st:text-center st:font-normal st:leading-tight ${index === todayColumn ? 'st:bg-sea-deep st:text-white' : column.weekend ? 'st:bg-sand' : ''}`}
              >
                <span className="st:sr-only">{column.label}</span>
                <span aria-hidden="true" className="st:block st:text-xs st:opacity-80">
                  {index === todayColumn ? 'Today' : column.weekday}
                </span>
                <span aria-hidden="true" className="st:block st:text-base st:font-medium">
                  {column.day}
                </span>
                <span aria-hidden="true" className="st:block st:text-xs st:opacity-80">
                  {column.month ?? '\u00a0'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {board.rooms.map((room) => (
          <tbody key={room.id}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={columns.length + 1}
                className="st:border-b st:border-sand-deep st:bg-sand st:p-0 st:text-left"
              >
                <span className="st:sticky st:left-0 st:inline-block st:px-3 st:py-1.5 st:font-display st:text-lg st:text-sea-deep">
                  {room.name}
                </span>
              </th>
            </tr>
            {unitRow(
              room,
              room.unassigned,
              <span className="st:text-muted st:italic">No unit yet</span>,
              `${room.name}, no unit yet`,
            )}
            {room.channels.bars.length > 0 && <ChannelRow room={room} columns={columns.length} />}
            {room.units.map((row) =>
              unitRow(
                room,
                row,
                <>
                  {row.unit?.label}
                  {row.unit?.retired && <span className="st:text-muted"> (retired)</span>}
                </>,
                `${room.name}, ${row.unit?.label}`,
              ),
            )}
          </tbody>
        ))}
      </table>
    </div>
  )
}

function CellWords({
  refs = [],
  stays,
  closed,
  outOfOrder = false,
}: {
  refs?: string[]
  stays: Map<string, BoardStay>
  closed: boolean
  outOfOrder?: boolean
}) {
  const names = refs.map((ref) => {
    const stay = stays.get(ref)
    return stay ? guestOf(stay) : ref
  })
  if (closed) names.push('Closed to bookings')
  if (outOfOrder) names.push('Out of order')
  return names.length > 0 ? <span className="st:sr-only">{names.join('; ')}</span> : null
}

function covers(nights: BoardOutOfOrder | null, column: number): boolean {
  return nights !== null && nights.start <= column && column < nights.start + nights.span
}

/** A unit's nights out of order: no stay can have them, so they take the row's first lane. */
function OutOfOrderBlock({ nights }: { nights: BoardOutOfOrder }) {
  const words = nights.reason ? `Out of order: ${nights.reason}` : 'Out of order'
  return (
    <span
      aria-hidden="true"
      title={words}
      style={{ width: `calc(var(--board-column) * ${nights.span} - 0.25rem)` }}
      className="st:absolute st:top-1 st:left-0.5 st:z-1 st:flex st:h-[2.25rem] st:items-center st:overflow-hidden st:rounded-md st:border st:border-danger/60 st:bg-[repeating-linear-gradient(45deg,#fbeaea_0_6px,#f3d6d6_6px_12px)] st:px-1.5 st:text-[0.75rem] st:font-medium st:whitespace-nowrap st:text-danger"
    >
      {words}
    </span>
  )
}

/** Other channels' blocks, drawn apart: they hold a room type's nights, never a unit. */
function ChannelRow({ room, columns }: { room: BoardRoom; columns: number }) {
  const cells = Array.from({ length: columns }, (_, index) =>
    room.channels.bars.filter((bar) => bar.start <= index && index < bar.start + bar.span),
  )
  return (
    <tr>
      <th scope="row" className={ROW_HEADER}>
        <span className="st:flex st:items-center st:gap-1.5 st:text-muted">
          <Icon node={CalendarSync} className="st:size-4 st:shrink-0" />
          Other channels
        </span>
      </th>
      {cells.map((blocks, index) => (
        <td
          key={index}
          style={{ height: `${room.channels.lanes * LANE_REM + 0.5}rem` }}
          className="st:relative st:border-b st:border-l st:border-sand-deep/70 st:p-0"
        >
          {blocks
            .filter((bar) => bar.start === index)
            .map((bar) => (
              <span
                key={`${bar.feed}-${bar.start}-${bar.lane}`}
                aria-hidden="true"
                title={`${bar.feed}: ${bar.summary}`}
                style={{
                  top: `calc(${bar.lane * LANE_REM}rem + 0.25rem)`,
                  width: `calc(var(--board-column) * ${bar.span} - 0.25rem)`,
                }}
                className="st:absolute st:left-0.5 st:z-1 st:flex st:h-[2.25rem] st:items-center st:overflow-hidden st:rounded-md st:border st:border-muted/60 st:bg-[repeating-linear-gradient(45deg,#f7f1e8_0_6px,#ede2d1_6px_12px)] st:px-1.5 st:text-[0.75rem] st:font-medium st:whitespace-nowrap st:text-ink"
              >
                {bar.feed}
              </span>
            ))}
          {blocks.length > 0 && (
            <span className="st:sr-only">
              {blocks.map((bar) => `Held by ${bar.feed}`).join('; ')}
            </span>
          )}
        </td>
      ))}
    </tr>
  )
}

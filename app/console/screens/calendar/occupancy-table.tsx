import { CalendarSync } from 'lucide'
import { Icon } from '../../../components/icon'
import type { CalendarBlock, Fill } from './calendar-grid'
import type { ChosenNight } from './night-holds-dialog'

const FILL_CLASS: Record<Fill, string> = {
  empty: 'st:bg-white',
  some: 'st:bg-[#e3efee]',
  busy: 'st:bg-[#b9d6d4]',
  full: 'st:bg-sea-deep st:text-white',
  // Hatched as well as labelled, so a closed night stands out without relying on colour.
  closed: 'st:bg-[repeating-linear-gradient(135deg,#ede2d1_0_5px,#ffffff_5px_10px)] st:text-danger',
}

type OccupancyTableProps = {
  block: CalendarBlock
  index: number
  onChooseNight: (chosen: ChosenNight) => void
}

/**
 * One block of nights: room types down the side (sticky while the nights scroll sideways
 * inside the table's own focusable region), each cell booked of units and, when it applies,
 * 'Closed' or 'Full' in words and a mark for channel blocks. Each cell is a button that opens
 * what holds the night.
 */
export function OccupancyTable({ block, index, onChooseNight }: OccupancyTableProps) {
  const captionId = `calendar-block-${index}`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Relative, so the cells' screen-reader text (absolutely placed) stays inside the scroller
      // instead of widening the page. Focusable, so the keyboard can scroll it (axe: scrollable-region-focusable); the site's
      // focus outline shows where focus is.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="st:relative st:overflow-x-auto st:border st:border-sand-deep st:bg-white st:[scrollbar-color:#4d5a60_#ede2d1]"
    >
      <table className="st:w-full st:border-separate st:border-spacing-0 st:text-center st:text-sm">
        <caption
          id={captionId}
          className="st:px-3 st:py-2 st:text-left st:font-medium st:text-sea-deep"
        >
          {block.caption}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="st:sticky st:left-0 st:z-10 st:min-w-32 st:border-r st:border-b st:border-sand-deep st:bg-white st:px-3 st:py-2 st:text-left st:font-medium"
            >
              Room
            </th>
            {block.columns.map((column) => (
              <th
                key={column.night}
                scope="col"
                className={`st:min-w-12 st:border-b st:border-sand-deep st:px-1 st:py-1.5 st:font-normal st:leading-tight ${column.weekend ? 'st:bg-sand' : ''}`}
              >
                <span className="st:sr-only">{column.label}</span>
                <span aria-hidden="true" className="st:block st:text-xs st:text-muted">
                  {column.weekday}
                </span>
                <span aria-hidden="true" className="st:block st:text-base st:font-medium">
                  {column.day}
                </span>
                <span aria-hidden="true" className="st:block st:text-xs st:text-muted">
                  {column.month ?? '\u00a0'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.id}>
              <th
                scope="row"
                className="st:sticky st:left-0 st:z-10 st:border-r st:border-b st:border-sand-deep st:bg-white st:px-3 st:py-2 st:text-left st:font-medium st:whitespace-nowrap"
              >
                {row.name}
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td
                  key={cell.night}
                  className={`st:h-14 st:border-b st:border-l st:border-sand-deep/70 st:p-0 ${FILL_CLASS[cell.fill]}`}
                >
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    // The cell is too narrow for a calendar's name; pointing at it shows it.
                    title={cell.channels.length > 0 ? cell.channels.join(', ') : undefined}
                    onClick={() =>
                      onChooseNight({ roomId: row.id, roomName: row.name, night: cell.night })
                    }
                    // Inside the cell, where the scroller cannot clip it; light on the dark cell.
                    className={`st:flex st:size-full st:min-h-14 st:flex-col st:items-center st:justify-center st:px-0.5 st:leading-tight st:outline-offset-[-3px] st:hover:underline ${cell.fill === 'full' ? 'st:focus-visible:outline-[#ffd79a]' : ''}`}
                  >
                    <span aria-hidden="true" className="st:font-medium">
                      {cell.text}
                    </span>
                    {cell.mark && (
                      <span
                        aria-hidden="true"
                        className="st:text-[0.7rem] st:font-semibold st:uppercase"
                      >
                        {cell.mark}
                      </span>
                    )}
                    {cell.channels.length > 0 && (
                      <Icon node={CalendarSync} className="st:size-3.5 st:shrink-0" />
                    )}
                    <span className="st:sr-only">
                      {block.columns[cellIndex]?.label}: {cell.words}
                    </span>
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import { formatStayDate, type IsoDate } from '../../../../domain/calendar'
import type { CalendarNight, CalendarResponse } from '../../../../domain/staff-contract'
import { nightColumn, type NightColumn } from '../../ui/night-column'

/**
 * The occupancy calendar as tables the screen draws: room types by nights, cut into blocks
 * of three weeks, so 60 nights fit a 1440 px screen at a glance (three stacked tables) and a
 * phone scrolls one block sideways at a time.
 */
export const NIGHTS_PER_BLOCK = 21

/** How full a night is, for the cell's shade; the cell's text always says the same in words. */
export type Fill = 'closed' | 'full' | 'busy' | 'some' | 'empty'

export type OccupancyCell = {
  night: IsoDate
  /** '2/6': booked of units. */
  text: string
  /** 'Closed' or 'Full' under the figures; null for an open night with rooms left. */
  mark: 'Closed' | 'Full' | null
  /** The names of the channel feeds holding a unit that night, marked in the cell. */
  channels: string[]
  /** The cell read aloud: '2 of 6 booked, closed', '1 of 4 booked (channel block: Airbnb)'. */
  words: string
  fill: Fill
}

export type CalendarBlock = {
  caption: string
  columns: NightColumn[]
  rows: { id: number; name: string; cells: OccupancyCell[] }[]
}

export function calendarBlocks(
  calendar: CalendarResponse,
  size: number = NIGHTS_PER_BLOCK,
): CalendarBlock[] {
  const blocks: CalendarBlock[] = []
  for (let start = 0; start < calendar.nights.length; start += size) {
    const nights = calendar.nights.slice(start, start + size)
    const first = nights[0]
    const last = nights[nights.length - 1]
    if (first === undefined || last === undefined) continue
    blocks.push({
      caption: `Nights of ${formatStayDate(first)} to ${formatStayDate(last)}`,
      columns: nights.map((night, index) => nightColumn(night, index === 0)),
      rows: calendar.rooms.map((room) => {
        const byNight = new Map(room.nights.map((entry) => [entry.night, entry]))
        return {
          id: room.id,
          name: room.name,
          cells: nights.map((night) => occupancyCell(byNight.get(night) ?? missingNight(night))),
        }
      }),
    })
  }
  return blocks
}

// A night the API left out (it never should) reads as unknown rather than as free.
function missingNight(night: IsoDate): CalendarNight {
  return { night, units: 0, booked: 0, closed: true, channels: [] }
}

export function occupancyCell(entry: CalendarNight): OccupancyCell {
  const text = `${entry.booked}/${entry.units}`
  const full = entry.booked >= entry.units
  const mark = entry.closed ? 'Closed' : full ? 'Full' : null
  const words = `${entry.booked} of ${entry.units} booked${channelWords(entry.channels)}${mark ? `, ${mark.toLowerCase()}` : ''}`
  return {
    night: entry.night,
    text,
    mark,
    channels: entry.channels,
    words,
    fill: fillOf(entry, full),
  }
}

// Feed names hold commas ('Airbnb, Cabana 1'): brackets and semicolons keep them apart.
function channelWords(channels: readonly string[]): string {
  if (channels.length === 0) return ''
  return ` (channel ${channels.length === 1 ? 'block' : 'blocks'}: ${channels.join('; ')})`
}

function fillOf(entry: CalendarNight, full: boolean): Fill {
  if (entry.closed) return 'closed'
  if (full) return 'full'
  if (entry.booked === 0) return 'empty'
  return entry.booked * 2 >= entry.units ? 'busy' : 'some'
}

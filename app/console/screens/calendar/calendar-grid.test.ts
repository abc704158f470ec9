import { expect, test } from 'vitest'
import { addDays } from '../../../../domain/calendar'
import type { CalendarResponse } from '../../../../domain/staff-contract'
import { calendarBlocks, occupancyCell } from './calendar-grid'

function calendarOf(from: string, days: number): CalendarResponse {
  const nights = Array.from({ length: days }, (_, index) => addDays(from, index))
  return {
    from,
    days,
    nights,
    rooms: [
      {
        id: 1,
        name: 'Hotel Rooms',
        nights: nights.map((night) => ({
          night,
          units: 6,
          booked: 0,
          closed: false,
          channels: [],
        })),
      },
    ],
  }
}

test('60 nights make three blocks of 21, 21 and 18 nights', () => {
  const blocks = calendarBlocks(calendarOf('2026-12-24', 60))

  expect(blocks.map((block) => block.columns.length)).toEqual([21, 21, 18])
  expect(blocks.map((block) => block.rows[0]?.cells.length)).toEqual([21, 21, 18])
})

test("a block's caption names its first and last night in words", () => {
  const [first] = calendarBlocks(calendarOf('2026-12-24', 60))

  expect(first?.caption).toBe('Nights of Thu 24 Dec 2026 to Wed 13 Jan 2027')
})

test("the month is shown on a block's first night and on each 1st, not on every night", () => {
  const [first] = calendarBlocks(calendarOf('2026-12-30', 5))

  expect(first?.columns.map((column) => column.month)).toEqual(['Dec', null, 'Jan', null, null])
  expect(first?.columns[2]).toMatchObject({ weekday: 'Fri', day: '1', label: 'Fri 1 Jan 2027' })
})

test("the resort's weekend nights are marked: Friday and Saturday, not Sunday", () => {
  const [first] = calendarBlocks(calendarOf('2027-01-01', 3))

  expect(first?.columns.map((column) => column.weekend)).toEqual([true, true, false])
})

test('a cell shows booked of units, and says the same in words', () => {
  expect(
    occupancyCell({ night: '2027-01-01', units: 6, booked: 2, closed: false, channels: [] }),
  ).toEqual({
    night: '2027-01-01',
    text: '2/6',
    mark: null,
    channels: [],
    words: '2 of 6 booked',
    fill: 'some',
  })
})

test('a closed night says Closed in text, not by colour alone, even with rooms booked', () => {
  const cell = occupancyCell({
    night: '2027-01-01',
    units: 6,
    booked: 2,
    closed: true,
    channels: [],
  })

  expect(cell).toMatchObject({ mark: 'Closed', words: '2 of 6 booked, closed', fill: 'closed' })
})

test('a night with every unit booked says Full; half or more booked is busy', () => {
  expect(
    occupancyCell({ night: 'x', units: 2, booked: 2, closed: false, channels: [] }),
  ).toMatchObject({
    mark: 'Full',
    fill: 'full',
  })
  expect(occupancyCell({ night: 'x', units: 4, booked: 2, closed: false, channels: [] }).fill).toBe(
    'busy',
  )
  expect(occupancyCell({ night: 'x', units: 4, booked: 0, closed: false, channels: [] }).fill).toBe(
    'empty',
  )
})

test('a night with no units at all counts as full, not as free', () => {
  expect(occupancyCell({ night: 'x', units: 0, booked: 0, closed: false, channels: [] }).mark).toBe(
    'Full',
  )
})

test('a night the answer left out reads as closed rather than as free', () => {
  const calendar = calendarOf('2027-01-01', 2)
  calendar.rooms[0]!.nights.pop()

  const [block] = calendarBlocks(calendar)

  expect(block?.rows[0]?.cells[1]).toMatchObject({ mark: 'Closed', text: '0/0' })
})

test('a night held by channel calendars names their feeds in words, beside the count', () => {
  const cell = occupancyCell({
    night: '2027-01-01',
    units: 2,
    booked: 2,
    closed: false,
    channels: ['Airbnb, Cabana 1', 'Vrbo'],
  })

  expect(cell).toMatchObject({
    channels: ['Airbnb, Cabana 1', 'Vrbo'],
    words: '2 of 2 booked (channel blocks: Airbnb, Cabana 1; Vrbo), full',
  })
  expect(
    occupancyCell({ night: 'x', units: 4, booked: 1, closed: false, channels: ['Airbnb'] }).words,
  ).toBe('1 of 4 booked (channel block: Airbnb)')
})

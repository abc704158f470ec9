import { expect, test } from 'vitest'
import { addDays } from '../../../../domain/calendar'
import type { RateGridNight, RatesResponse } from '../../../../domain/staff-contract'
import { rateCell, rateGridBlocks } from './rate-grid'

const night: RateGridNight = {
  night: '2027-03-01',
  price: 250000,
  rule: 'Base price',
  minNights: null,
  maxNights: null,
  closedToArrival: false,
  closedToDeparture: false,
}

function gridOf(from: string, count: number): RatesResponse {
  const nights = Array.from({ length: count }, (_, index) => addDays(from, index))
  const row = (rate: string, rateLabel: string) => ({
    roomId: 1,
    roomName: 'Hotel Rooms',
    rate,
    rateLabel,
    base: 250000,
    nights: nights.map((entry) => ({ ...night, night: entry })),
  })
  return {
    from,
    to: nights[nights.length - 1] ?? from,
    nights,
    rows: [row('breakfast', 'With breakfast'), row('room-only', 'Room only')],
  }
}

test('60 nights make five blocks of 12, each with a row per room type and rate plan', () => {
  const blocks = rateGridBlocks(gridOf('2027-03-01', 60))

  expect(blocks.map((block) => block.columns.length)).toEqual([12, 12, 12, 12, 12])
  expect(blocks[0]?.rows.map((row) => [row.key, row.rateLabel, row.cells.length])).toEqual([
    ['1 breakfast', 'With breakfast', 12],
    ['1 room-only', 'Room only', 12],
  ])
})

test("a block's caption names its first and last night in words", () => {
  const [first] = rateGridBlocks(gridOf('2027-03-01', 60))

  expect(first?.caption).toBe('Rates for the nights of Mon 1 Mar 2027 to Fri 12 Mar 2027')
})

test('a cell shows the price and a short rule, and says both in full', () => {
  expect(rateCell(night)).toEqual({
    night: '2027-03-01',
    price: '₱2,500',
    ruleLabel: 'Base',
    kind: 'base',
    marks: [],
    words: '₱2,500, Base price',
  })
})

test('each kind of rule gets its short label: a set price, a weekday, a season by its name', () => {
  const labelOf = (rule: string) => {
    const cell = rateCell({ ...night, rule })
    return [cell.kind, cell.ruleLabel]
  }

  expect(labelOf('Price set for this night')).toEqual(['set', 'Set'])
  expect(labelOf('Friday nights')).toEqual(['weekday', 'Fri'])
  expect(labelOf('Wednesday nights')).toEqual(['weekday', 'Wed'])
  expect(labelOf('Holy Week')).toEqual(['season', 'Holy Week'])
  // A season may be named like a day without being one.
  expect(labelOf('Friday nights special')).toEqual(['season', 'Friday nights special'])
})

test('stay rules are marked in short and said in full, not by colour alone', () => {
  const cell = rateCell({
    ...night,
    rule: 'Price set for this night',
    minNights: 3,
    maxNights: 1,
    closedToArrival: true,
    closedToDeparture: true,
  })

  expect(cell.marks).toEqual(['Min 3', 'Max 1', 'CTA', 'CTD'])
  expect(cell.words).toBe(
    '₱2,500, Price set for this night, at least 3 nights, at most 1 night, closed to arrival, closed to departure',
  )
})

test('a night the answer left out shows no price rather than a made-up one', () => {
  const grid = gridOf('2027-03-01', 2)
  grid.rows[0]?.nights.pop()

  const [block] = rateGridBlocks(grid)

  expect(block?.rows[0]?.cells[1]).toMatchObject({ price: '–', words: 'no price' })
  expect(block?.rows[1]?.cells[1]?.price).toBe('₱2,500')
})

test("the header shades the resort's weekend nights, Friday and Saturday, as a weekend price does", () => {
  const [first] = rateGridBlocks(gridOf('2027-03-01', 7))

  expect(first?.columns.filter((column) => column.weekend).map((column) => column.weekday)).toEqual([
    'Fri',
    'Sat',
  ])
})

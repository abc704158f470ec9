import { formatStayDate, type IsoDate } from '../../../../domain/calendar'
import { formatCentavos } from '../../../../domain/money'
import type { RateGridNight, RatesResponse } from '../../../../domain/staff-contract'
import { nightColumn, type NightColumn } from '../../ui/night-column'
import { countNights } from './rate-words'

/**
 * The rates grid as tables the screen draws: a row per room type and rate plan, the nights cut
 * into blocks of twelve, so a price and its rule stay legible in each cell and 1440 px shows a
 * block whole, while a phone scrolls one block sideways at a time.
 */
export const NIGHTS_PER_BLOCK = 12

/** Which kind of rule priced the night, for the cell's shade; its text always names the rule. */
export type RuleKind = 'base' | 'set' | 'weekday' | 'season'

export type RateCell = {
  night: IsoDate
  price: string
  /** The rule in the cell: 'Base', 'Set', 'Fri' or the season's name (the legend explains). */
  ruleLabel: string
  kind: RuleKind
  /** The stay rules in short: 'Min 3', 'Max 7', 'CTA', 'CTD'. */
  marks: string[]
  /** The cell read aloud: '₱2,500, Base price, at least 3 nights, closed to arrival'. */
  words: string
}

export type RateRow = { key: string; roomName: string; rateLabel: string; cells: RateCell[] }

export type RateBlock = { caption: string; columns: NightColumn[]; rows: RateRow[] }

export function rateGridBlocks(grid: RatesResponse, size: number = NIGHTS_PER_BLOCK): RateBlock[] {
  const blocks: RateBlock[] = []
  for (let start = 0; start < grid.nights.length; start += size) {
    const nights = grid.nights.slice(start, start + size)
    const first = nights[0]
    const last = nights[nights.length - 1]
    if (first === undefined || last === undefined) continue
    blocks.push({
      caption: `Rates for the nights of ${formatStayDate(first)} to ${formatStayDate(last)}`,
      columns: nights.map((night, index) => nightColumn(night, index === 0)),
      rows: grid.rows.map((row) => {
        const byNight = new Map(row.nights.map((entry) => [entry.night, entry]))
        return {
          key: `${row.roomId} ${row.rate}`,
          roomName: row.roomName,
          rateLabel: row.rateLabel,
          cells: nights.map((night) => {
            const entry = byNight.get(night)
            return entry ? rateCell(entry) : unpricedCell(night)
          }),
        }
      }),
    })
  }
  return blocks
}

const WEEKDAY_RULE = /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day nights$/

export function rateCell(entry: RateGridNight): RateCell {
  const { rule } = entry
  const weekday = WEEKDAY_RULE.exec(rule)?.[1]
  const [kind, ruleLabel]: [RuleKind, string] =
    rule === 'Base price'
      ? ['base', 'Base']
      : rule === 'Price set for this night'
        ? ['set', 'Set']
        : weekday
          ? ['weekday', weekday.slice(0, 3)]
          : ['season', rule]
  const marks: string[] = []
  const rules: string[] = []
  if (entry.minNights !== null) {
    marks.push(`Min ${entry.minNights}`)
    rules.push(`at least ${countNights(entry.minNights)}`)
  }
  if (entry.maxNights !== null) {
    marks.push(`Max ${entry.maxNights}`)
    rules.push(`at most ${countNights(entry.maxNights)}`)
  }
  if (entry.closedToArrival) {
    marks.push('CTA')
    rules.push('closed to arrival')
  }
  if (entry.closedToDeparture) {
    marks.push('CTD')
    rules.push('closed to departure')
  }
  const price = formatCentavos(entry.price)
  return {
    night: entry.night,
    price,
    ruleLabel,
    kind,
    marks,
    words: [price, rule, ...rules].join(', '),
  }
}

// A night the API left out (it never should) says so rather than showing a price of nothing.
function unpricedCell(night: IsoDate): RateCell {
  return { night, price: '–', ruleLabel: '', kind: 'base', marks: [], words: 'no price' }
}

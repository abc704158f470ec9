/**
 * The API bench's tables and its goals (the issues', on 2 cores): at a steady 1,000 requests/s
 * the availability's p99 at most 20 ms or 1.2x the static page's in the same run, at a steady
 * 300 bookings/s their p99 at most 50 ms, on either engine (PostgreSQL with durable settings);
 * at least 300 bookings/s when saturated on SQLite and 600 on PostgreSQL; never an oversold night. Channel calendars: the export's p99
 * under 20 ms at 50 requests/s on either engine, a 304 for its own ETag, and a second sync of an
 * unchanged calendar that changes nothing.
 */
import { CHANNEL_HORIZON_NIGHTS } from '../../domain/channel-sync'
import {
  EXPORT_GOAL,
  type ApiBenchFigures,
  type BookingRun,
  type ExportRun,
  type ImportFigures,
  type ScaleFigures,
  type SteadyFigures,
} from './api-load'

export type EngineFigures = { engine: 'sqlite' | 'postgres'; figures: ApiBenchFigures }

const ms = (value: number) => `${value} ms`

/** Where a booking's CPU went: the figure a busy machine's latencies hide. */
export function cpuOf(run: BookingRun): string {
  const { server, database, load } = run.cpuPerBooking
  const parts = [`server ${server.toFixed(2)}`]
  if (database !== null) parts.push(`database ${database.toFixed(2)}`)
  parts.push(`load ${load.toFixed(2)} ms`)
  return parts.join(', ')
}

export function apiTables(results: readonly EngineFigures[]): string {
  const rows: string[] = [
    '| engine | run | rate or load | p50 | p99 | errors | vs static page p99, or CPU a booking |',
    '|---|---|--:|--:|--:|--:|--:|',
  ]
  for (const { engine, figures } of results) {
    for (const run of figures.availability) {
      const floor = figures.floor.find((f) => f.rate === run.rate)
      rows.push(
        `| ${engine} | ${run.label} | ${run.rate}/s | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} | ${floor ? ratio(run.p99, floor.p99) : ''} |`,
      )
    }
    for (const run of figures.priced) {
      const plain = figures.availability.find((f) => f.rate === run.rate)
      rows.push(
        `| ${engine} | ${run.label} | ${run.rate}/s | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} | ${plain ? `${ratio(run.p99, plain.p99)} of without` : ''} |`,
      )
    }
    for (const run of figures.floor)
      rows.push(
        `| ${engine} | ${run.label} (floor) | ${run.rate}/s | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} | 1.0x |`,
      )
    for (const run of figures.stays)
      rows.push(
        `| ${engine} | ${run.label} | ${run.rate}/s | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} | |`,
      )
    for (const run of figures.bookings) {
      rows.push(
        `| ${engine} | bookings, ${run.stored.toLocaleString('en-US')} stored | ${run.perSecond.toFixed(0)} bookings/s | ${ms(run.p50)} | ${ms(run.p99)} | ${run.errors} | ${cpuOf(run)} |`,
      )
    }
    const c = figures.contention
    rows.push(
      `| ${engine} | ${c.contenders} clients, one night of ${c.units} units | winners ${c.winners}, sold out ${c.soldOut}, other ${c.others} | | | | oversold ${c.oversold} |`,
    )
  }
  return rows.join('\n')
}

export function steadyTable(results: readonly EngineFigures[]): string {
  return [
    '| engine | run | rate | p50 | p99 | p99.9 | errors | event loop delay p99 / max | p99 vs static page |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
    ...results.flatMap(({ engine, figures }) => steadyRows(engine, figures.steady)),
  ].join('\n')
}

export function steadyRows(engine: string, steady: SteadyFigures): string[] {
  return [steady.floor, steady.availability, steady.bookings].map(
    (run) =>
      `| ${engine} | ${run.label} | ${run.rate}/s | ${ms(run.p50)} | ${ms(run.p99)} | ${ms(run.p999)} | ${run.errors} of ${run.requests} | ${ms(run.loop.p99)} / ${ms(run.loop.max)} | ${run === steady.floor ? '1.0x (floor)' : ratio(run.p99, steady.floor.p99)} |`,
  )
}

export function channelTable(results: readonly EngineFigures[]): string {
  return [
    '| engine | run | time | what it did |',
    '|---|---|--:|---|',
    ...results.flatMap(({ engine, figures }) => [
      exportRow(engine, figures.channelExport),
      ...importRows(engine, figures.channelImport),
    ]),
  ].join('\n')
}

export function exportRow(engine: string, run: ExportRun): string {
  const nights = run.calendars.length * CHANNEL_HORIZON_NIGHTS
  const sizes = run.calendars.map((c) => `${(c.bytes / 1024).toFixed(1)} kB`).join(' / ')
  const events = run.calendars.map((c) => c.events).join(' / ')
  return `| ${engine} | export, ${run.calendars.length} room types at ${run.rate}/s, ${run.stays.toLocaleString('en-US')} stays (${Math.round((100 * run.fullNights) / nights)}% of nights full) | p50 ${ms(run.p50)}, p99 ${ms(run.p99)}, p99.9 ${ms(run.p999)} | ${sizes}; ${events} events; ${run.errors} errors of ${run.requests}; 304 for the ETag: ${run.notModified} of ${run.calendars.length} |`
}

export function importRows(engine: string, figures: ImportFigures): string[] {
  return figures.syncs.map(
    (sync) =>
      `| ${engine} | import of ${figures.events.toLocaleString('en-US')} events (${figures.free} units free a night), ${sync.label} | ${ms(sync.ms)} | ${sync.added} added, ${sync.moved} moved, ${sync.released} released, ${sync.conflicts} in conflict |`,
  )
}

export type Goal = { goal: string; figure: string; met: boolean }

export function apiGoals(results: readonly EngineFigures[]): Goal[] {
  const sqlite = results.find((r) => r.engine === 'sqlite')?.figures
  const goals: Goal[] = []
  for (const { engine, figures } of results) {
    const saturatedGoal = engine === 'sqlite' ? 300 : 600
    const { floor, availability, bookings } = figures.steady
    goals.push({
      goal: `${engine}: availability at a steady ${availability.rate.toLocaleString('en-US')}/s, p99 ≤ 20 ms or ≤ 1.2x the static page's, no errors`,
      figure: `${availability.p99} ms vs ${floor.p99} ms (${ratio(availability.p99, floor.p99)}), ${availability.errors} errors`,
      met:
        (availability.p99 <= 20 || availability.p99 <= 1.2 * floor.p99) &&
        availability.errors === 0,
    })
    goals.push({
      goal: `${engine}: bookings at a steady ${bookings.rate}/s, p99 ≤ 50 ms, no errors`,
      figure: `${bookings.p99} ms (p99.9 ${bookings.p999} ms), ${bookings.errors} errors`,
      met: bookings.p99 <= 50 && bookings.errors === 0,
    })
    const at1000 = figures.availability.find((run) => run.rate === 1000)
    const priced = figures.priced.find((run) => run.rate === 1000)
    if (at1000 && priced)
      goals.push({
        goal: `${engine}: availability p99 with seasons and overrides ≤ 1.2x without, at 1,000/s`,
        figure: `${priced.p99} ms vs ${at1000.p99} ms (${ratio(priced.p99, at1000.p99)})`,
        met: priced.p99 <= 1.2 * at1000.p99 && priced.errors === 0,
      })
    const first = figures.bookings[0]
    if (first)
      goals.push({
        goal: `${engine}: ≥ ${saturatedGoal} bookings/s saturated`,
        figure: `${first.perSecond.toFixed(0)}/s (p99 ${first.p99} ms)`,
        met: first.perSecond >= saturatedGoal && first.errors === 0,
      })
    if (engine === 'postgres' && sqlite?.bookings[0] && first) {
      goals.push({
        goal: 'postgres bookings/s within 2x of sqlite',
        figure: ratio(sqlite.bookings[0].perSecond, first.perSecond),
        met: first.perSecond * 2 >= sqlite.bookings[0].perSecond,
      })
    }
    const c = figures.contention
    goals.push({
      goal: `${engine}: winners = units, oversold = 0`,
      figure: `${c.winners} of ${c.units}, oversold ${c.oversold}`,
      met: c.winners === c.units && c.oversold === 0 && c.others === 0,
    })
    const calendars = figures.channelExport
    goals.push({
      goal: `${engine}: channel export p99 < ${EXPORT_GOAL.p99} ms at ${EXPORT_GOAL.rate}/s, no errors`,
      figure: `${calendars.p99} ms (p99.9 ${calendars.p999} ms) at ${calendars.rate}/s, ${calendars.errors} errors`,
      met:
        calendars.p99 < EXPORT_GOAL.p99 &&
        calendars.rate >= EXPORT_GOAL.rate &&
        calendars.errors === 0,
    })
    goals.push({
      goal: `${engine}: channel export answers 304 to its own ETag`,
      figure: `${calendars.notModified} of ${calendars.calendars.length}`,
      met: calendars.notModified === calendars.calendars.length,
    })
    const unchanged = figures.channelImport.syncs[1]
    if (unchanged)
      goals.push({
        goal: `${engine}: a second sync of an unchanged calendar changes nothing`,
        figure: `${unchanged.added} added, ${unchanged.moved} moved, ${unchanged.released} released`,
        met: unchanged.added + unchanged.moved + unchanged.released === 0,
      })
  }
  return goals
}

/** One row per server count: what one more server buys on one PostgreSQL. */
export function scaleTable(scale: readonly ScaleFigures[]): string {
  return [
    '| servers | bookings saturated (16 clients) | static page p99 | availability p99 | bookings at a steady rate p50 / p99 / p99.9 | errors | event loop delay p99 (worst server) | CPU a booking, saturated (servers summed) |',
    '|--:|---|--:|--:|---|--:|--:|--:|',
    ...scale.map(({ servers, saturated, steady }) => {
      const { floor, availability, bookings } = steady
      const errors = saturated.errors + floor.errors + availability.errors + bookings.errors
      return `| ${servers} | ${saturated.perSecond.toFixed(0)}/s, p99 ${ms(saturated.p99)} | ${ms(floor.p99)} at ${floor.rate}/s | ${ms(availability.p99)} at ${availability.rate}/s | ${ms(bookings.p50)} / ${ms(bookings.p99)} / ${ms(bookings.p999)} at ${bookings.rate}/s | ${errors} | ${ms(bookings.loop.p99)} | ${cpuOf(saturated)} |`
    }),
  ].join('\n')
}

export function goalsTable(goals: readonly Goal[]): string {
  return [
    '| goal | figure | met |',
    '|---|---|---|',
    ...goals.map((g) => `| ${g.goal} | ${g.figure} | ${g.met ? 'yes' : 'NO'} |`),
  ].join('\n')
}

function ratio(value: number, base: number): string {
  return base > 0 ? `${(value / base).toFixed(1)}x` : 'n/a'
}

/**
 * The API bench in smoke mode (tiny counts), on both engines, so it cannot rot: every run it
 * makes returns figures, the booking runs book what they send, and the contention check finds
 * exactly `units` winners. Figures themselves are never judged here. Then the pure parts: the
 * stays seeded for the channel export, the calendar served to the import, the report's rows.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AvailabilityResponse } from '../../domain/api-contract'
import { addDays, daysBetween, RESORT_TIME_ZONE, resortToday } from '../../domain/calendar'
import { readFeed } from '../../server/reservations/ical/read-feed'
import { startApiServer, type ApiServer } from '../../server/reservations/test-support/api-server'
import { ENGINES } from '../../server/test-support/test-database'
import { channelCalendar, channelEvents, moveEvents } from './api-feed'
import {
  benchApi,
  guestAddress,
  percentile,
  scaleRuns,
  type ApiBenchOptions,
  type BenchTarget,
  type ExportRun,
  type SteadyRun,
} from './api-load'
import {
  apiGoals,
  apiTables,
  channelTable,
  exportRow,
  goalsTable,
  importRows,
  scaleTable,
  steadyRows,
  steadyTable,
} from './api-report'
import {
  freeUnits,
  planStays,
  seedHeldStays,
  seedPriceRules,
  seedStaff,
  seedStoredReservations,
} from './api-seed'
import { cpuMsOf } from './process-cpu'

describe.each(ENGINES)('the API bench on %s, smoke mode', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine, { env: { CHANNEL_ALLOW_PRIVATE_HOSTS: '1' } })
  })
  afterAll(async () => {
    await api.stop()
  })

  test('measures every run it promises and reports them with the goals', async () => {
    const loop = monitorEventLoopDelay({ resolution: 1 })
    loop.enable()
    const target: BenchTarget = {
      url: api.url,
      seedTo: (total) => seedStoredReservations(api.inspect.db, total),
      seedPrices: () => seedPriceRules(api.inspect.db),
      seedHeldStays: (total) => seedHeldStays(api.inspect.db, total),
      freeUnits: (roomId, free) => freeUnits(api.inspect.db, roomId, free),
      addStaff: (email, password) => seedStaff(api.inspect.db, email, password),
      // The server runs in this process here, so its CPU, and its loop, are this one's.
      cpu: () => ({ server: cpuMsOf(process.pid), database: null }),
      loopDelay: {
        reset: async () => loop.reset(),
        read: async () => ({
          p50: loop.percentile(50) / 1e6,
          p99: loop.percentile(99) / 1e6,
          max: loop.max / 1e6,
        }),
      },
      night: async (roomId, night) =>
        (await api.inspect.db
          .selectFrom('inventory_night')
          .select(['booked', 'units'])
          .where('room_type_id', '=', roomId)
          .where('night', '=', night)
          .executeTakeFirst()) ?? { booked: 0, units: 0 },
      log: () => {},
    }
    const options: ApiBenchOptions = {
      seconds: 1,
      warmUpSeconds: 1,
      rates: [40],
      stayLengths: [1, 30],
      bookings: 12,
      warmUpBookings: 4,
      bookingConcurrency: 2,
      contenders: 8,
      stored: [5, 40],
      exportStays: 60,
      exportRate: 20,
      importEvents: 40,
      importMoves: 4,
      steadyReadRate: 30,
      steadyBookingRate: 10,
    }
    const figures = await benchApi(target, options)
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    const overbooked = await api.inspect.db
      .selectFrom('inventory_night')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .whereRef('booked', '>', 'units')
      .executeTakeFirstOrThrow()
    const tables = apiTables([{ engine, figures }])
    const goals = apiGoals([{ engine, figures }])

    expect(figures.floor.map((run) => run.rate)).toEqual([40])
    expect(figures.availability[0]).toMatchObject({ rate: 40, errors: 0, requests: 40 })
    expect(figures.priced[0]).toMatchObject({
      label: 'availability, 2 nights, with seasons and overrides',
      rate: 40,
      errors: 0,
    })
    // The stored rules price the bench's stay: Holy Week's ₱6,000 a night, by its priority.
    const priced = await api.get(
      `/api/availability?checkIn=${addDays(resortToday(new Date()), 400)}&checkOut=${addDays(resortToday(new Date()), 402)}&adults=2&kids=0`,
    )
    const hotelRooms = ((await priced.json()) as AvailabilityResponse).rooms.find(
      (room) => room.id === 1,
    )
    expect(hotelRooms?.rates[0]?.nightly.map(({ price, rule }) => ({ price, rule }))).toEqual([
      { price: 600_000, rule: 'Holy Week' },
      { price: 600_000, rule: 'Holy Week' },
    ])
    expect(figures.stays.map((run) => run.label)).toEqual([
      'availability, 1 nights',
      'availability, 30 nights',
    ])
    expect(
      figures.bookings.map((run) => ({
        stored: run.stored,
        booked: run.booked,
        errors: run.errors,
      })),
    ).toEqual([
      { stored: 5, booked: 12, errors: 0 },
      { stored: 40, booked: 12, errors: 0 },
    ])
    for (const run of figures.bookings) {
      expect(run.cpuPerBooking.server).toBeGreaterThan(0)
      expect(run.cpuPerBooking.database).toBeNull()
      expect(tables).toContain(`| ${engine} | bookings, ${run.stored} stored |`)
    }
    expect(tables).toContain(', load ')
    // 40 stored before the second booking run, then its 12, the 2 contention winners, the 20
    // steady bookings (a second of warm-up and a second timed, at 10/s) and the 60 stays the
    // export run seeds.
    expect(Number(stored.count)).toBe(40 + 12 + 2 + 20 + 60)
    // This server is the API alone, so its static page is a 404: counted, not judged.
    expect(figures.steady.floor).toMatchObject({ label: 'static page /', rate: 30, requests: 30 })
    expect(figures.steady.availability).toMatchObject({ rate: 30, errors: 0, requests: 30 })
    expect(figures.steady.bookings).toMatchObject({ rate: 10, errors: 0, requests: 10 })
    expect(figures.steady.bookings.p999).toBeGreaterThan(0)
    expect(figures.steady.bookings.loop.max).toBeGreaterThan(0)
    expect(steadyTable([{ engine, figures }]).split('\n')).toHaveLength(2 + 3)
    expect(Number(overbooked.count)).toBe(0)
    expect(figures.contention).toEqual({
      contenders: 8,
      units: 2,
      winners: 2,
      soldOut: 6,
      others: 0,
      oversold: 0,
    })
    const [first, unchanged, moved] = figures.channelImport.syncs
    // Each new event takes its nights or is stored as a conflict.
    expect((first?.added ?? 0) + (first?.conflicts ?? 0)).toBe(40)
    expect(first).toMatchObject({ status: 'ok', events: 40, moved: 0, released: 0 })
    expect(unchanged).toMatchObject({ events: 40, added: 0, moved: 0, released: 0 })
    expect(moved).toMatchObject({ label: 'third sync, 4 moved', events: 40, released: 0 })
    expect(moved?.moved).toBeLessThanOrEqual(4)
    expect(figures.channelExport).toMatchObject({ rate: 20, errors: 0, stays: 60, notModified: 3 })
    expect(figures.channelExport.calendars.map((c) => c.roomId)).toEqual([1, 2, 3])
    expect(figures.channelExport.requests).toBeGreaterThan(0)
    // Header, availability, priced, floor, two stay lengths, two booking runs, contention.
    expect(tables.split('\n')).toHaveLength(2 + 1 + 1 + 1 + 2 + 2 + 1)
    // Header, the export, three syncs.
    expect(channelTable([{ engine, figures }]).split('\n')).toHaveLength(2 + 1 + 3)
    expect(goalsTable(goals)).toContain(
      `${engine}: winners = units, oversold = 0 | 2 of 2, oversold 0 | yes`,
    )
    expect(goalsTable(goals)).toContain(
      `${engine}: channel export answers 304 to its own ETag | 3 of 3 | yes`,
    )
    expect(goalsTable(goals)).toContain(
      `${engine}: ≥ ${engine === 'sqlite' ? 300 : 600} bookings/s saturated`,
    )

    // The runs made behind nginx (api-main.ts), here straight at the server.
    const scaled = await scaleRuns(target, options)
    expect(scaled.saturated.booked).toBe(options.bookings)
    expect(scaled.steady.bookings.requests).toBeGreaterThan(0)
    expect(scaled.steady.bookings.errors).toBe(0)
  }, 90_000)
})

describe('the stays seeded for the channel export', () => {
  const horizon = 730
  const plan = planStays(10_000, [1, 2, 3], horizon, 3)
  const taken = (roomId: number) => {
    const counts = new Array<number>(horizon).fill(0)
    for (const stay of plan.stays.filter((candidate) => candidate.roomId === roomId)) {
      for (let night = stay.offset; night < stay.offset + stay.nights; night += 1) {
        counts[night] = (counts[night] ?? 0) + 1
      }
    }
    return counts
  }

  test('are all placed within the horizon, 1 to 4 nights each, the room types in turn', () => {
    expect(plan.stays).toHaveLength(10_000)
    expect(plan.stays.slice(0, 4).map((stay) => stay.roomId)).toEqual([1, 2, 3, 1])
    for (const stay of plan.stays) {
      expect(stay.nights).toBeGreaterThanOrEqual(1)
      expect(stay.nights).toBeLessThanOrEqual(4)
      expect(stay.offset).toBeGreaterThanOrEqual(0)
      expect(stay.offset + stay.nights).toBeLessThanOrEqual(horizon)
    }
    expect(planStays(10_000, [1, 2, 3], horizon, 3)).toEqual(plan)
  })

  test('never take more than the free units, and leave many runs of full nights', () => {
    let full = 0
    let runs = 0
    for (const roomId of [1, 2, 3]) {
      const counts = taken(roomId)
      expect(Math.max(...counts)).toBe(plan.free)
      counts.forEach((count, night) => {
        if (count < plan.free) return
        full += 1
        if ((counts[night - 1] ?? 0) < plan.free) runs += 1
      })
    }
    expect(full).toBe(plan.fullNights)
    // A busy resort: a fifth to half of the nights sold out, in many separate runs.
    expect(full / (3 * horizon)).toBeGreaterThan(0.2)
    expect(full / (3 * horizon)).toBeLessThan(0.5)
    expect(runs).toBeGreaterThan(100)
  })
})

describe('the calendar the import run serves', () => {
  const today = resortToday(new Date())
  const last = addDays(today, 730)
  const events = channelEvents(5_000, today, 730)
  const window = { from: today, to: last, timeZone: RESORT_TIME_ZONE }

  test('reads back as 5,000 all-day events with distinct UIDs, 1 to 3 nights, in the horizon', () => {
    const { events: read, unreadable } = readFeed(channelCalendar(events), window)
    expect(unreadable).toEqual([])
    expect(read).toHaveLength(5_000)
    expect(new Set(read.map((event) => event.uid)).size).toBe(5_000)
    for (const event of read) {
      expect(daysBetween(event.checkIn, event.checkOut)).toBeGreaterThanOrEqual(1)
      expect(daysBetween(event.checkIn, event.checkOut)).toBeLessThanOrEqual(3)
      expect(event.checkIn >= today && event.checkOut <= last).toBe(true)
    }
  })

  test('moves exactly the events asked, a night each, keeping their UIDs and the horizon', () => {
    const moved = moveEvents(events, 100, last)
    const changed = moved.filter((event, index) => event.checkIn !== events[index]?.checkIn)
    expect(changed).toHaveLength(100)
    expect(moved.map((event) => event.uid)).toEqual(events.map((event) => event.uid))
    for (const [index, event] of moved.entries()) {
      const before = events[index]
      if (!before || event.checkIn === before.checkIn) continue
      expect(Math.abs(daysBetween(before.checkIn, event.checkIn))).toBe(1)
      expect(daysBetween(event.checkIn, event.checkOut)).toBe(
        daysBetween(before.checkIn, before.checkOut),
      )
      expect(event.checkIn >= today && event.checkOut <= last).toBe(true)
    }
  })
})

describe('the percentiles of the open-loop run', () => {
  test('take the nearest rank, to a tenth of a millisecond', () => {
    const sorted = Array.from({ length: 1000 }, (_, index) => index + 1.04)
    expect(percentile(sorted, 50)).toBe(500)
    expect(percentile(sorted, 99)).toBe(990)
    expect(percentile(sorted, 99.9)).toBe(999)
    expect(percentile([3.25, 7.5], 50)).toBe(3.3)
    expect(percentile([3.25, 7.5], 99.9)).toBe(7.5)
    expect(percentile([], 99)).toBe(0)
  })
})

describe('the channel rows of the report', () => {
  test('give the export its percentiles, sizes, events and 304s, and each sync its counts', () => {
    const run: ExportRun = {
      label: 'channel export, 3 room types',
      rate: 50,
      p50: 2,
      p99: 7,
      p999: 12,
      errors: 0,
      requests: 500,
      stays: 10_000,
      fullNights: 730,
      calendars: [
        { roomId: 1, bytes: 20_480, events: 90 },
        { roomId: 2, bytes: 10_240, events: 45 },
        { roomId: 3, bytes: 15_360, events: 60 },
      ],
      notModified: 3,
    }
    expect(exportRow('sqlite', run)).toBe(
      '| sqlite | export, 3 room types at 50/s, 10,000 stays (33% of nights full) | p50 2 ms, p99 7 ms, p99.9 12 ms | 20.0 kB / 10.0 kB / 15.0 kB; 90 / 45 / 60 events; 0 errors of 500; 304 for the ETag: 3 of 3 |',
    )
    const sync = { status: 'ok' as const, error: null, events: 5_000, released: 0 }
    expect(
      importRows('postgres', {
        events: 5_000,
        free: 21,
        syncs: [
          {
            ...sync,
            label: 'first sync, all new',
            ms: 2_400,
            added: 4_900,
            moved: 0,
            conflicts: 100,
          },
          { ...sync, label: 'third sync, 100 moved', ms: 300, added: 0, moved: 97, conflicts: 103 },
        ],
      }),
    ).toEqual([
      '| postgres | import of 5,000 events (21 units free a night), first sync, all new | 2400 ms | 4900 added, 0 moved, 0 released, 100 in conflict |',
      '| postgres | import of 5,000 events (21 units free a night), third sync, 100 moved | 300 ms | 0 added, 97 moved, 0 released, 103 in conflict |',
    ])
  })
})

describe('the steady rows of the report', () => {
  test('set each run beside the static page of the same run, with the event loop delay', () => {
    const run = (label: string, rate: number, p99: number): SteadyRun => ({
      label,
      rate,
      p50: 4,
      p99,
      p999: p99 * 2,
      errors: 0,
      requests: rate * 10,
      loop: { p50: 1, p99: 3.5, max: 12 },
    })
    expect(
      steadyRows('sqlite', {
        floor: run('static page /', 1000, 10),
        availability: run('availability, 2 nights', 1000, 11),
        bookings: run('bookings, 1 night', 300, 45),
      }),
    ).toEqual([
      '| sqlite | static page / | 1000/s | 4 ms | 10 ms | 20 ms | 0 of 10000 | 3.5 ms / 12 ms | 1.0x (floor) |',
      '| sqlite | availability, 2 nights | 1000/s | 4 ms | 11 ms | 22 ms | 0 of 10000 | 3.5 ms / 12 ms | 1.1x |',
      '| sqlite | bookings, 1 night | 300/s | 4 ms | 45 ms | 90 ms | 0 of 3000 | 3.5 ms / 12 ms | 4.5x |',
    ])
  })
})

describe('the addresses of the steady bookings', () => {
  test('are distinct and all in the range kept for benchmarks', () => {
    const addresses = Array.from({ length: 131_072 }, (_, index) => guestAddress(index))
    expect(new Set(addresses).size).toBe(131_072)
    expect(addresses[0]).toBe('198.18.0.0')
    expect(addresses.at(-1)).toBe('198.19.255.255')
  })
})

describe('what one more server buys', () => {
  test('a row per server count: bookings saturated, then the steady runs', () => {
    const run = (label: string, rate: number, p99: number): SteadyRun => ({
      label,
      rate,
      p50: 3,
      p99,
      p999: p99 + 5,
      errors: 0,
      requests: rate * 10,
      loop: { p50: 1, p99: 4, max: 9 },
    })
    const saturated = {
      stored: 0,
      cpuPerBooking: { server: 1.234, database: 0.5, load: 0.25 },
      perSecond: 612.4,
      p50: 20,
      p99: 61,
      errors: 0,
      booked: 2000,
    }
    const steady = {
      floor: run('static page /', 1000, 6),
      availability: run('availability, 2 nights', 1000, 14),
      bookings: run('bookings, 1 night', 300, 38),
    }
    expect(scaleTable([{ servers: 2, saturated, steady }]).split('\n')).toEqual([
      '| servers | bookings saturated (16 clients) | static page p99 | availability p99 | bookings at a steady rate p50 / p99 / p99.9 | errors | event loop delay p99 (worst server) | CPU a booking, saturated (servers summed) |',
      '|--:|---|--:|--:|---|--:|--:|--:|',
      '| 2 | 612/s, p99 61 ms | 6 ms at 1000/s | 14 ms at 1000/s | 3 ms / 38 ms / 43 ms at 300/s | 0 | 4 ms | server 1.23, database 0.50, load 0.25 ms |',
    ])
  })
})

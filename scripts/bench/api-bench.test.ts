/**
 * The API bench in smoke mode (tiny counts), on both engines, so it cannot rot: every run it
 * makes returns figures, the booking runs book what they send, and the contention check finds
 * exactly `units` winners. Figures themselves are never judged here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AvailabilityResponse } from '../../domain/api-contract'
import { addDays, resortToday } from '../../domain/calendar'
import { startApiServer, type ApiServer } from '../../server/reservations/test-support/api-server'
import { ENGINES } from '../../server/test-support/test-database'
import { benchApi } from './api-load'
import { apiGoals, apiTables, goalsTable } from './api-report'
import { seedPriceRules, seedStoredReservations } from './api-seed'

describe.each(ENGINES)('the API bench on %s, smoke mode', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  test('measures every run it promises and reports them with the goals', async () => {
    const figures = await benchApi(
      {
        url: api.url,
        seedTo: (total) => seedStoredReservations(api.inspect.db, total),
        seedPrices: () => seedPriceRules(api.inspect.db),
        night: async (roomId, night) =>
          (await api.inspect.db
            .selectFrom('inventory_night')
            .select(['booked', 'units'])
            .where('room_type_id', '=', roomId)
            .where('night', '=', night)
            .executeTakeFirst()) ?? { booked: 0, units: 0 },
        log: () => {},
      },
      {
        seconds: 1,
        warmUpSeconds: 1,
        rates: [40],
        stayLengths: [1, 30],
        bookings: 12,
        bookingConcurrency: 2,
        contenders: 8,
        stored: [5, 40],
      },
    )
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    const tables = apiTables([{ engine, figures }])
    const goals = apiGoals([{ engine, figures }])

    expect(figures.floor.map((run) => run.rate)).toEqual([40])
    expect(figures.availability[0]).toMatchObject({ rate: 40, errors: 0 })
    expect(figures.availability[0]?.requests).toBeGreaterThan(20)
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
    // 40 stored before the second booking run, then its 12 and the 2 contention winners.
    expect(Number(stored.count)).toBe(40 + 12 + 2)
    expect(figures.contention).toEqual({
      contenders: 8,
      units: 2,
      winners: 2,
      soldOut: 6,
      others: 0,
      oversold: 0,
    })
    // Header, availability, priced, floor, two stay lengths, two booking runs, contention.
    expect(tables.split('\n')).toHaveLength(2 + 1 + 1 + 1 + 2 + 2 + 1)
    expect(goalsTable(goals)).toContain(
      `${engine}: winners = units, oversold = 0 | 2 of 2, oversold 0 | yes`,
    )
  }, 60_000)
})

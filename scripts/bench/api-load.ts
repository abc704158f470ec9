/**
 * The reservations API under load (issue: reservations under load and faults), driven by
 * autocannon over loopback against one running server. Every run is bounded by a duration or
 * a request count. Returns figures only; judging them is api-report.ts's job.
 */
import autocannon from 'autocannon'
import { addDays, resortToday } from '../../domain/calendar'

export type ApiBenchOptions = {
  /** Seconds per fixed-rate run, after `warmUpSeconds` not counted (the first API requests warm
   * up the code paths of the queries). */
  seconds: number
  warmUpSeconds: number
  /** Requests per second of the availability runs. */
  rates: number[]
  /** Stay lengths (nights) whose availability is timed at the first rate. */
  stayLengths: number[]
  /** Booking requests per booking run, sent by `bookingConcurrency` clients. */
  bookings: number
  bookingConcurrency: number
  /** Clients fighting over the last units of one night. */
  contenders: number
  /** Reservations stored before each booking run (the first run, then the second). */
  stored: [number, number]
}

export type RateRun = {
  label: string
  rate: number
  p50: number
  p99: number
  errors: number
  requests: number
}
export type BookingRun = {
  stored: number
  perSecond: number
  p50: number
  p99: number
  errors: number
  booked: number
}
export type Contention = {
  contenders: number
  units: number
  winners: number
  soldOut: number
  others: number
  oversold: number
}

export type ApiBenchFigures = {
  floor: RateRun[]
  availability: RateRun[]
  /** The same availability runs once the database holds seasons, weekday prices and overrides. */
  priced: RateRun[]
  stays: RateRun[]
  bookings: BookingRun[]
  contention: Contention
}

export type BenchTarget = {
  url: string
  /** Adds stored reservations until `total` are there (cancelled ones, far from the booked nights). */
  seedTo: (total: number) => Promise<void>
  /** Booked count and units of one night of one room, read from the database. */
  night: (roomId: number, night: string) => Promise<{ booked: number; units: number }>
  /** Stores price rules over the bench's stays (api-seed.ts, seedPriceRules). */
  seedPrices: () => Promise<void>
  log: (line: string) => void
}

const ORIGIN_HEADERS = (url: string) => ({ 'content-type': 'application/json', origin: url })
// Availability runs keep enough connections to hold the rate while some answers are slow.
const RATE_CONNECTIONS = 32

export async function benchApi(
  target: BenchTarget,
  options: ApiBenchOptions,
): Promise<ApiBenchFigures> {
  const today = resortToday(new Date())
  const stay = (nights: number) => {
    const checkIn = addDays(today, 400)
    return `checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&adults=2&kids=0`
  }
  const floor: RateRun[] = []
  const availability: RateRun[] = []
  for (const rate of options.rates) {
    floor.push(await atRate(target, `static page /`, '/', rate, options))
    availability.push(
      await atRate(target, 'availability, 2 nights', `/api/availability?${stay(2)}`, rate, options),
    )
  }
  target.log('  storing seasons, weekday prices and 200 overrides')
  await target.seedPrices()
  const priced: RateRun[] = []
  for (const rate of options.rates) {
    priced.push(
      await atRate(
        target,
        'availability, 2 nights, with seasons and overrides',
        `/api/availability?${stay(2)}`,
        rate,
        options,
      ),
    )
  }
  const stays: RateRun[] = []
  for (const nights of options.stayLengths) {
    stays.push(
      await atRate(
        target,
        `availability, ${nights} nights`,
        `/api/availability?${stay(nights)}`,
        options.rates[0] ?? 100,
        options,
      ),
    )
  }

  const bookings: BookingRun[] = []
  let offset = 0
  for (const stored of options.stored) {
    target.log(`  seeding ${stored} stored reservations`)
    await target.seedTo(stored)
    bookings.push(await bookingRun(target, today, offset, stored, options))
    offset += options.bookings
  }
  const contention = await contend(target, addDays(today, 720), options.contenders)
  return { floor, availability, priced, stays, bookings, contention }
}

async function atRate(
  target: BenchTarget,
  label: string,
  path: string,
  rate: number,
  { seconds, warmUpSeconds }: Pick<ApiBenchOptions, 'seconds' | 'warmUpSeconds'>,
): Promise<RateRun> {
  const url = target.url + path
  await autocannon({
    url,
    connections: RATE_CONNECTIONS,
    overallRate: rate,
    duration: warmUpSeconds,
  })
  const result = await autocannon({
    url,
    connections: RATE_CONNECTIONS,
    overallRate: rate,
    duration: seconds,
  })
  const run = {
    label,
    rate,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
  target.log(
    `  ${label} at ${rate}/s: p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors of ${run.requests}`,
  )
  return run
}

/**
 * Bookings of one night each on free nights: request i books day 1 + (i mod 700) of one room,
 * the rooms taken in turn, so no night is asked for more often than its units allow.
 */
async function bookingRun(
  target: BenchTarget,
  today: string,
  offset: number,
  stored: number,
  options: ApiBenchOptions,
): Promise<BookingRun> {
  const rooms = [
    { id: 1, adults: 2 },
    { id: 3, adults: 2 },
    { id: 2, adults: 4 },
  ]
  let next = offset
  // autocannon ends a counted run on its once-a-second tick, so its own duration is coarse:
  // the time is taken from the first request to the last answer.
  const started = Date.now()
  let lastAnswer = started
  const result = await autocannon({
    url: `${target.url}/api/reservations`,
    method: 'POST',
    connections: options.bookingConcurrency,
    amount: options.bookings,
    headers: ORIGIN_HEADERS(target.url),
    requests: [
      {
        setupRequest: (request) => {
          const index = next++
          const room = rooms[Math.floor(index / 700) % rooms.length] ?? rooms[0]
          const checkIn = addDays(today, 1 + (index % 700))
          const body = {
            roomId: room?.id,
            checkIn,
            checkOut: addDays(checkIn, 1),
            adults: room?.adults,
            kids: 0,
            guest: {
              name: `Bench Guest ${index}`,
              email: `bench${index}@example.com`,
              phone: '+63 2 8123 4567',
            },
          }
          return { ...request, body: JSON.stringify(body) }
        },
        onResponse: () => {
          lastAnswer = Date.now()
        },
      },
    ],
  })
  const seconds = (lastAnswer - started) / 1000
  const booked = result['2xx']
  const run = {
    stored,
    perSecond: booked / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    booked,
  }
  target.log(
    `  bookings with ${stored} stored: ${run.perSecond.toFixed(0)}/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors`,
  )
  return run
}

/** Many clients at once for one night of the Cabana (2 units): exactly that many may win. */
async function contend(
  target: BenchTarget,
  night: string,
  contenders: number,
): Promise<Contention> {
  const responses = await Promise.all(
    Array.from({ length: contenders }, (_, index) =>
      fetch(`${target.url}/api/reservations`, {
        method: 'POST',
        headers: ORIGIN_HEADERS(target.url),
        body: JSON.stringify({
          roomId: 2,
          checkIn: night,
          checkOut: addDays(night, 1),
          adults: 2,
          kids: 0,
          guest: {
            name: `Contender ${index}`,
            email: `contender${index}@example.com`,
            phone: '+63 2 8123 4567',
          },
        }),
      }).then((response) => response.status),
    ),
  )
  const { booked, units } = await target.night(2, night)
  const contention = {
    contenders,
    units,
    winners: responses.filter((status) => status === 201).length,
    soldOut: responses.filter((status) => status === 409).length,
    others: responses.filter((status) => status !== 201 && status !== 409).length,
    oversold: Math.max(0, booked - units),
  }
  target.log(
    `  ${contenders} clients for one night: ${contention.winners} won of ${units} units, ${contention.oversold} oversold`,
  )
  return contention
}

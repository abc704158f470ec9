/**
 * The reservations API under load, driven by
 * autocannon over loopback against one running server, but for the steady runs and the channel
 * export, sent by an open loop of evenly spaced requests, and the channel import, synced through
 * the staff API from a calendar served on loopback. Every run is bounded by a duration or a
 * request count. Returns figures only; judging them is api-report.ts's job.
 */
import autocannon from 'autocannon'
import http from 'node:http'
import { addDays, resortToday, type IsoDate } from '../../domain/calendar'
import { CHANNEL_HORIZON_NIGHTS } from '../../domain/channel-sync'
import { roomBookings } from '../../content/booking'
import type {
  ChannelsResponse,
  FeedCreatedResponse,
  FeedSyncResponse,
} from '../../domain/staff-contract'
import {
  channelCalendar,
  channelEvents,
  MEAN_EVENT_NIGHTS,
  moveEvents,
  startFeedServer,
} from './api-feed'
import type { StayPlan } from './api-seed'
import { ownCpuMs } from './process-cpu'

/** The export's goal: OTAs poll it, so it must stay cheap whatever the resort stores. */
export const EXPORT_GOAL = { p99: 20, rate: 50 }

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
  /**
   * Bookings sent before the first booking run, not counted: a server's first two thousand or
   * so cost it half as much CPU again as the ones after (V8 still compiling the booking path on
   * its own threads, each pooled connection preparing its statements), and one in service has
   * booked before.
   */
  warmUpBookings: number
  bookingConcurrency: number
  /** Clients fighting over the last units of one night. */
  contenders: number
  /** Reservations stored before each booking run (the first run, then the second). */
  stored: [number, number]
  /** Confirmed stays seeded over the channel horizon before the export run, and its rate. */
  exportStays: number
  exportRate: number
  /** Events of the imported calendar, and how many of them the third sync finds moved. */
  importEvents: number
  importMoves: number
  /** The steady runs' rates: the static page and the availability, then the bookings. */
  steadyReadRate: number
  steadyBookingRate: number
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
  /** CPU milliseconds a booking: the server(s), the database's processes (none for SQLite, which
   * runs inside the server) and this process sending the load. */
  cpuPerBooking: { server: number; database: number | null; load: number }
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

export type ExportRun = RateRun & {
  p999: number
  /** Stays seeded over the horizon, and the room-nights of all room types they left full. */
  stays: number
  fullNights: number
  calendars: { roomId: number; bytes: number; events: number }[]
  /** Calendars that answered 304 to the ETag they had just sent. */
  notModified: number
}
export type SyncRun = FeedSyncResponse & { label: string; ms: number }

/** How late the server's event loop ran its timers during a run, in ms. */
export type LoopDelay = { p50: number; p99: number; max: number }
/** A run at a steady rate below capacity, where a tail is what guests feel, not a queue. */
export type SteadyRun = RateRun & { p999: number; loop: LoopDelay }
export type SteadyFigures = {
  /** The static page, the availability and the bookings, one after the other. */
  floor: SteadyRun
  availability: SteadyRun
  bookings: SteadyRun
}
export type ImportFigures = {
  events: number
  /** Units free on every night of the room type before the first sync. */
  free: number
  syncs: SyncRun[]
}

export type ApiBenchFigures = {
  floor: RateRun[]
  availability: RateRun[]
  /** The same availability runs once the database holds seasons, weekday prices and overrides. */
  priced: RateRun[]
  stays: RateRun[]
  bookings: BookingRun[]
  contention: Contention
  steady: SteadyFigures
  channelImport: ImportFigures
  channelExport: ExportRun
}

/** The same loads through nginx in front of one or more servers on one database. */
export type ScaleFigures = { servers: number; saturated: BookingRun; steady: SteadyFigures }

export type BenchTarget = {
  url: string
  /** Adds stored reservations until `total` are there (cancelled ones, far from the booked nights). */
  seedTo: (total: number) => Promise<void>
  /** Booked count and units of one night of one room, read from the database. */
  night: (roomId: number, night: string) => Promise<{ booked: number; units: number }>
  /** Stores price rules over the bench's stays (api-seed.ts, seedPriceRules). */
  seedPrices: () => Promise<void>
  /** Stores confirmed stays over the channel horizon (api-seed.ts, seedHeldStays). */
  seedHeldStays: (total: number) => Promise<StayPlan>
  /** Gives every night of a room type `free` units beyond those taken (api-seed.ts, freeUnits). */
  freeUnits: (roomId: number, free: number) => Promise<void>
  /** Adds a staff member who signs in with this password (api-seed.ts, seedStaff). */
  addStaff: (email: string, password: string) => Promise<void>
  /** CPU milliseconds spent so far by the server processes, and by the database's if apart. */
  cpu: () => { server: number; database: number | null }
  /** The server's event-loop delay: forgotten at `reset`, summed up at `read`. */
  loopDelay: { reset: () => Promise<void>; read: () => Promise<LoopDelay> }
  log: (line: string) => void
}

const ORIGIN_HEADERS = (url: string) => ({ 'content-type': 'application/json', origin: url })
// The site's booking form sends a key with every booking, which the server stores with its answer.
const bookingKey = (index: number) => ({ 'idempotency-key': `bench-booking-${index}` })
// Each booking from a guest of its own, as guests book: one address sending them all would make
// the count of its open requests, thousands, the cost measured, where a guest's own are capped
// at a few (the server trusts the header in this bench, as behind its proxy; the bench's nginx
// takes the client's address from it too: startNginx's clientsNamedByLoad).
const guestHeaders = (index: number) => ({
  ...bookingKey(index),
  'x-forwarded-for': guestAddress(index),
})
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
  let offset = await warmUpBookings(target, today, options)
  for (const stored of options.stored) {
    target.log(`  seeding ${stored} stored reservations`)
    await target.seedTo(stored)
    bookings.push(await bookingRun(target, today, offset, stored, options))
    offset += options.bookings
  }
  const contention = await contend(target, addDays(today, 720), options.contenders)
  const steady = await steadyRuns(target, today, offset, options, stay(2))
  const staff = await staffSession(target)
  const channelImport = await importRun(target, staff, today, options)
  const channelExport = await exportRun(target, staff, options)
  return {
    floor,
    availability,
    priced,
    stays,
    bookings,
    contention,
    steady,
    channelImport,
    channelExport,
  }
}

/**
 * For servers behind a proxy (api-main.ts, scaleOut): bookings saturated, then the static page,
 * the availability and bookings at the steady rates, on a fresh database.
 */
export async function scaleRuns(
  target: BenchTarget,
  options: ApiBenchOptions,
): Promise<Omit<ScaleFigures, 'servers'>> {
  const today = resortToday(new Date())
  const checkIn = addDays(today, 400)
  const warm = await warmUpBookings(target, today, options)
  const saturated = await bookingRun(target, today, warm, 0, options)
  const steady = await steadyRuns(
    target,
    today,
    warm + options.bookings,
    options,
    `checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&adults=2&kids=0`,
  )
  return { saturated, steady }
}

const BOOKING_ROOMS = [
  { id: 1, adults: 2 },
  { id: 3, adults: 2 },
  { id: 2, adults: 4 },
]

/** Booking `index` of the bench: day 1 + (index mod 700) of one room, the rooms taken in turn. */
function benchBooking(today: IsoDate, index: number) {
  const room = BOOKING_ROOMS[Math.floor(index / 700) % BOOKING_ROOMS.length] ?? BOOKING_ROOMS[0]
  const checkIn = addDays(today, 1 + (index % 700))
  return {
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
}

/** An address of its own in the range kept for benchmarks (198.18.0.0/15), for 131,072 bookings. */
export function guestAddress(index: number): string {
  return `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`
}

/** Units a night each bench room gets before the steady bookings, so none is refused. */
const STEADY_FREE_UNITS = 20

/**
 * The static page, the availability and bookings at a steady rate, one after the other on the
 * database the booking runs filled, with the server's event-loop delay during each.
 */
async function steadyRuns(
  target: BenchTarget,
  today: IsoDate,
  offset: number,
  options: ApiBenchOptions,
  availabilityQuery: string,
): Promise<SteadyFigures> {
  for (const room of BOOKING_ROOMS) await target.freeUnits(room.id, STEADY_FREE_UNITS)
  const read = options.steadyReadRate
  const floor = await steadyRun(target, 'static page /', read, options, () => ({ path: '/' }))
  const availability = await steadyRun(target, 'availability, 2 nights', read, options, () => ({
    path: `/api/availability?${availabilityQuery}`,
  }))
  let next = offset
  const bookings = await steadyRun(
    target,
    'bookings, 1 night',
    options.steadyBookingRate,
    options,
    () => {
      const index = next++
      return {
        path: '/api/reservations',
        method: 'POST',
        headers: { ...ORIGIN_HEADERS(target.url), ...guestHeaders(index) },
        body: JSON.stringify(benchBooking(today, index)),
      }
    },
  )
  return { floor, availability, bookings }
}

async function steadyRun(
  target: BenchTarget,
  label: string,
  rate: number,
  options: ApiBenchOptions,
  request: () => OpenRequest,
): Promise<SteadyRun> {
  const timed = await openLoop(target, request, rate, options, target.loopDelay.reset)
  const run: SteadyRun = {
    label,
    rate,
    p50: percentile(timed.latencies, 50),
    p99: percentile(timed.latencies, 99),
    p999: percentile(timed.latencies, 99.9),
    errors: timed.errors,
    requests: timed.latencies.length + timed.errors,
    loop: await target.loopDelay.read(),
  }
  target.log(
    `  steady ${label} at ${rate}/s: p50 ${run.p50} ms, p99 ${run.p99} ms, p99.9 ${run.p999} ms, ${run.errors} errors of ${run.requests}; event loop delay p99 ${run.loop.p99} ms, max ${run.loop.max} ms`,
  )
  return run
}

async function atRate(
  target: BenchTarget,
  label: string,
  path: string,
  rate: number,
  { seconds, warmUpSeconds }: Pick<ApiBenchOptions, 'seconds' | 'warmUpSeconds'>,
): Promise<RateRun> {
  // A number of requests, each answer awaited, rather than a window of time: a window's end drops
  // the answers still on their way (a busy machine once answered none of a one-second window).
  const requestsFor = (duration: number) => {
    const amount = Math.max(1, Math.round(rate * duration))
    return {
      url: target.url + path,
      connections: Math.min(RATE_CONNECTIONS, amount),
      overallRate: rate,
      amount,
    }
  }
  await autocannon(requestsFor(warmUpSeconds))
  const result = await autocannon(requestsFor(seconds))
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
 * Sends the warm-up bookings, not measured, then gives each bench room back its units on every
 * night they took, so the measured runs find the nights as a fresh database has them; gives the
 * index the measured bookings start from.
 */
async function warmUpBookings(
  target: BenchTarget,
  today: IsoDate,
  options: ApiBenchOptions,
): Promise<number> {
  target.log(`  warming up: ${options.warmUpBookings} bookings, not measured`)
  await saturatedBookings(target.url, {
    today,
    first: 0,
    amount: options.warmUpBookings,
    connections: options.bookingConcurrency,
  })
  for (const room of BOOKING_ROOMS) {
    const units = roomBookings.find((booking) => booking.roomId === room.id)?.units ?? 0
    await target.freeUnits(room.id, units)
  }
  return options.warmUpBookings
}

/**
 * Bookings of one night each on free nights: request i books day 1 + (i mod 700) of one room,
 * the rooms taken in turn, so no night is asked for more often than its units allow.
 */
async function bookingRun(
  target: BenchTarget,
  today: IsoDate,
  offset: number,
  stored: number,
  options: ApiBenchOptions,
): Promise<BookingRun> {
  const cpuBefore = { ...target.cpu(), load: ownCpuMs() }
  const { result, seconds } = await saturatedBookings(target.url, {
    today,
    first: offset,
    amount: options.bookings,
    connections: options.bookingConcurrency,
  })
  const booked = result['2xx']
  const cpu = target.cpu()
  const perBooking = (before: number, after: number) => (after - before) / Math.max(1, booked)
  const run = {
    stored,
    cpuPerBooking: {
      server: perBooking(cpuBefore.server, cpu.server),
      database:
        cpu.database === null || cpuBefore.database === null
          ? null
          : perBooking(cpuBefore.database, cpu.database),
      load: perBooking(cpuBefore.load, ownCpuMs()),
    },
    perSecond: booked / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    booked,
  }
  target.log(
    `  bookings with ${stored} stored: ${run.perSecond.toFixed(0)}/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors; CPU a booking: server ${run.cpuPerBooking.server.toFixed(2)} ms, database ${run.cpuPerBooking.database?.toFixed(2) ?? '-'} ms, load ${run.cpuPerBooking.load.toFixed(2)} ms`,
  )
  return run
}

/**
 * Bookings sent as fast as `connections` clients get answers, request i booking
 * benchBooking(today, first + i) from a guest of its own. autocannon ends a counted run on its
 * once-a-second tick, so its own duration is coarse: the time is taken from the first request
 * to the last answer.
 */
export async function saturatedBookings(
  url: string,
  run: { today: IsoDate; first: number; amount: number; connections: number },
): Promise<{ result: autocannon.Result; seconds: number }> {
  let next = run.first
  const started = Date.now()
  let lastAnswer = started
  const result = await autocannon({
    url: `${url}/api/reservations`,
    method: 'POST',
    connections: run.connections,
    amount: run.amount,
    headers: ORIGIN_HEADERS(url),
    requests: [
      {
        setupRequest: (request) => {
          const index = next++
          return {
            ...request,
            headers: { ...request.headers, ...guestHeaders(index) },
            body: JSON.stringify(benchBooking(run.today, index)),
          }
        },
        onResponse: () => {
          lastAnswer = Date.now()
        },
      },
    ],
  })
  return { result, seconds: (lastAnswer - started) / 1000 }
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

const STAFF = { email: 'bench@resort.example', password: 'bench staff password' }
// A sync of thousands of events may take seconds on a slow machine; still, every request ends.
const STAFF_TIMEOUT_MS = 300_000

type StaffRequest = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>

/** Signs a new staff member in; their requests answer JSON, or throw on any other answer. */
async function staffSession(target: BenchTarget): Promise<StaffRequest> {
  await target.addStaff(STAFF.email, STAFF.password)
  const signIn = await fetch(`${target.url}/api/staff/sign-in`, {
    method: 'POST',
    headers: ORIGIN_HEADERS(target.url),
    body: JSON.stringify(STAFF),
  })
  if (!signIn.ok) throw new Error(`staff sign-in answered ${signIn.status}`)
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return async (method, path, body) => {
    const response = await fetch(target.url + path, {
      method,
      headers: { ...ORIGIN_HEADERS(target.url), cookie },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(STAFF_TIMEOUT_MS),
    })
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    }
    return response.json()
  }
}

const IMPORT_ROOM = 1
// Free units half again the nights an average night's events take: most events fit, and the
// busiest nights leave some in conflict, as a channel's double sale would.
const IMPORT_HEADROOM = 1.5
// The feed's adding starts a sync of the empty calendar; it ends within a second or two.
const SETTLE_POLLS = 200
const SETTLE_POLL_MS = 50

/**
 * A channel's calendar of `importEvents` events on loopback, imported into one room type: a
 * first sync that adds them all, a second that finds nothing changed, and a third after
 * `importMoves` of them moved a night. Each timed from request to answer.
 */
async function importRun(
  target: BenchTarget,
  staff: StaffRequest,
  today: IsoDate,
  options: ApiBenchOptions,
): Promise<ImportFigures> {
  const meanLoad = (options.importEvents * MEAN_EVENT_NIGHTS) / CHANNEL_HORIZON_NIGHTS
  const free = Math.ceil(meanLoad * IMPORT_HEADROOM)
  await target.freeUnits(IMPORT_ROOM, free)
  // It answers an empty calendar until told otherwise, so the sync that adding the feed starts
  // has nothing to do and the timed first sync everything.
  const feed = await startFeedServer()
  try {
    const { id } = (await staff('POST', '/api/staff/channels/feeds', {
      roomId: IMPORT_ROOM,
      name: 'Bench channel',
      url: feed.url,
    })) as FeedCreatedResponse
    await firstSyncDone(staff, id)
    const events = channelEvents(options.importEvents, today, CHANNEL_HORIZON_NIGHTS)
    const sync = async (label: string): Promise<SyncRun> => {
      const started = performance.now()
      const result = (await staff(
        'POST',
        `/api/staff/channels/feeds/${id}/sync`,
        {},
      )) as FeedSyncResponse
      const ms = Math.round(performance.now() - started)
      if (result.status !== 'ok') throw new Error(`the ${label} failed: ${result.error}`)
      target.log(
        `  import, ${label}: ${ms} ms; ${result.added} added, ${result.moved} moved, ${result.released} released, ${result.conflicts} in conflict of ${result.events} events`,
      )
      return { label, ms, ...result }
    }
    target.log(`  import of ${options.importEvents} events, ${free} units free a night`)
    feed.serve(channelCalendar(events))
    const syncs = [await sync('first sync, all new'), await sync('second sync, unchanged')]
    const lastCheckOut = addDays(today, CHANNEL_HORIZON_NIGHTS)
    feed.serve(channelCalendar(moveEvents(events, options.importMoves, lastCheckOut)))
    syncs.push(await sync(`third sync, ${options.importMoves} moved`))
    return { events: options.importEvents, free, syncs }
  } finally {
    await feed.stop()
  }
}

async function firstSyncDone(staff: StaffRequest, feedId: number): Promise<void> {
  for (let poll = 0; poll < SETTLE_POLLS; poll += 1) {
    const { feeds } = (await staff('GET', '/api/staff/channels')) as ChannelsResponse
    const feed = feeds.find((candidate) => candidate.id === feedId)
    if (feed?.status === 'ok') return
    if (feed?.status === 'failed') throw new Error(`the bench feed failed: ${feed.error}`)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS))
  }
  throw new Error('the bench feed was never synced after it was added')
}

/**
 * The calendars of every room type at `exportRate`, taken in turn, once `exportStays` confirmed
 * stays hold nights over the horizon; then each calendar's size, and whether the ETag it sends
 * brings a 304.
 */
async function exportRun(
  target: BenchTarget,
  staff: StaffRequest,
  options: ApiBenchOptions,
): Promise<ExportRun> {
  target.log(
    `  seeding ${options.exportStays} confirmed stays over ${CHANNEL_HORIZON_NIGHTS} nights`,
  )
  const plan = await target.seedHeldStays(options.exportStays)
  const { exports } = (await staff('GET', '/api/staff/channels')) as ChannelsResponse
  const paths = exports.map((entry) => new URL(entry.url).pathname)
  const timed = await openLoop(
    target,
    (index) => ({ path: paths[index % paths.length] ?? '/' }),
    options.exportRate,
    options,
  )
  const calendars: ExportRun['calendars'] = []
  let notModified = 0
  for (const [index, path] of paths.entries()) {
    const response = await fetch(target.url + path)
    const body = await response.text()
    const again = await fetch(target.url + path, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    })
    if (again.status === 304) notModified += 1
    calendars.push({
      roomId: exports[index]?.roomId ?? 0,
      bytes: Buffer.byteLength(body),
      events: body.split('BEGIN:VEVENT').length - 1,
    })
  }
  const run: ExportRun = {
    label: `channel export, ${paths.length} room types`,
    rate: options.exportRate,
    p50: percentile(timed.latencies, 50),
    p99: percentile(timed.latencies, 99),
    p999: percentile(timed.latencies, 99.9),
    errors: timed.errors,
    requests: timed.latencies.length + timed.errors,
    stays: plan.stays.length,
    fullNights: plan.fullNights,
    calendars,
    notModified,
  }
  const share = Math.round((100 * plan.fullNights) / (paths.length * CHANNEL_HORIZON_NIGHTS))
  target.log(
    `  ${run.label} at ${run.rate}/s (${run.stays} stays, ${share}% of nights full): p50 ${run.p50} ms, p99 ${run.p99} ms, p99.9 ${run.p999} ms, ${run.errors} errors of ${run.requests}; ${calendars.map((c) => `${(c.bytes / 1024).toFixed(1)} kB`).join(' / ')}, ${calendars.map((c) => c.events).join(' / ')} events (goal: p99 under ${EXPORT_GOAL.p99} ms at ${EXPORT_GOAL.rate}/s)`,
  )
  target.log(
    `  If-None-Match with the last ETag: 304 from ${notModified} of ${paths.length} calendars`,
  )
  return run
}

// Far beyond any figure worth printing, but an end for a request the server never answers.
const REQUEST_TIMEOUT_MS = 10_000
// Enough sockets to keep the rate while answers are slow; beyond them requests queue here, and
// the queueing counts, since each is timed from when it was due.
const OPEN_LOOP_SOCKETS = 256

export type OpenRequest = {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

/**
 * `rate` requests a second, evenly spaced, for `seconds` after `warmUpSeconds` not counted
 * (`beforeTimed` runs between the two). Open loop: each request leaves at its time whether or
 * not earlier ones were answered, and is timed from that time to its whole body, so a stalled
 * server shows in the figures instead of slowing the load. (autocannon's overallRate lets each
 * connection send its share of a second at once, and backfills latencies as if a request were
 * due every millisecond: at 50/s it measures a burst of 50 requests, not a steady load.) Sent
 * with node:http, which costs the load less of the two cores than fetch. Returns the latencies
 * of the answered requests, sorted, in ms.
 */
async function openLoop(
  target: BenchTarget,
  request: (index: number) => OpenRequest,
  rate: number,
  { seconds, warmUpSeconds }: Pick<ApiBenchOptions, 'seconds' | 'warmUpSeconds'>,
  beforeTimed: () => Promise<void> = async () => {},
): Promise<{ latencies: number[]; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: OPEN_LOOP_SOCKETS })
  const run = async (duration: number) => {
    const latencies: number[] = []
    let errors = 0
    const requests: Promise<void>[] = []
    const start = performance.now()
    for (let index = 0; index < Math.round(rate * duration); index += 1) {
      const due = start + (index * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      requests.push(
        send(target.url, request(index), agent).then(
          (ok) => {
            if (ok) latencies.push(performance.now() - due)
            else errors += 1
          },
          () => {
            errors += 1
          },
        ),
      )
    }
    await Promise.all(requests)
    return { latencies: latencies.sort((a, b) => a - b), errors }
  }
  try {
    await run(warmUpSeconds)
    await beforeTimed()
    return await run(seconds)
  } finally {
    agent.destroy()
  }
}

/** One request, resolved with whether it was answered 2xx once its whole body has come. */
function send(base: string, { path, method, headers, body }: OpenRequest, agent: http.Agent) {
  return new Promise<boolean>((resolve, reject) => {
    const outgoing = http.request(
      new URL(path, base),
      { method: method ?? 'GET', headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume()
        response.once('end', () => {
          const status = response.statusCode ?? 0
          resolve(status >= 200 && status < 300)
        })
        response.once('error', reject)
      },
    )
    outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.once('error', reject)
    outgoing.end(body)
  })
}

/** The nearest-rank percentile of sorted values, to a tenth of a millisecond; 0 for none. */
export function percentile(sorted: readonly number[], percent: number): number {
  // Multiplied first: 99.9 / 100 * 1000 is 999.0000000000001, a rank too far.
  const rank = Math.ceil((percent * sorted.length) / 100)
  const value = sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0
  return Math.round(value * 10) / 10
}

/**
 * Stored reservations for the bench's "how cost grows" runs: cancelled ones, so they hold no
 * night, written straight to the database in batches (the API would take minutes for 100,000);
 * and, for the channel export, confirmed stays that hold the nights of the channel horizon.
 */
import type { Kysely } from 'kysely'
import { addDays, resortToday, type IsoDate } from '../../domain/calendar'
import { CHANNEL_HORIZON_NIGHTS } from '../../domain/channel-sync'
import { REFERENCE_ALPHABET } from '../../domain/reference'
import { recordPriceChange } from '../../server/reservations/data/prices'
import { addStaff } from '../../server/reservations/data/staff'
import type { Database } from '../../server/reservations/data/tables'
import { hashPassword } from '../../server/reservations/services/staff-auth'

const BATCH = 500

export async function seedStoredReservations(db: Kysely<Database>, total: number): Promise<void> {
  const counted = await db
    .selectFrom('reservation')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const today = resortToday(new Date())
  const now = new Date().toISOString()
  for (let index = Number(counted.count); index < total; index += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - index) }, (_, offset) => {
      const n = index + offset
      const checkIn = addDays(today, 1 + (n % 700))
      return {
        ref: seedReference('S', n),
        room_type_id: 1 + (n % 3),
        rate_code: 'seed',
        check_in: checkIn,
        check_out: addDays(checkIn, 2),
        nights: 2,
        adults: 2,
        kids: 0,
        guest_name: `Stored Guest ${n}`,
        guest_email: `stored${n}@example.com`,
        guest_phone: '+63 2 8123 4567',
        notes: '',
        status: 'cancelled' as const,
        total: 500000,
        breakdown: '{"rate":"seed","label":"Seed","nightly":250000,"nights":2,"total":500000}',
        hold_expires_at: null,
        created_at: now,
        updated_at: now,
      }
    })
    await db.transaction().execute((trx) => trx.insertInto('reservation').values(rows).execute())
  }
}

/** A letter and the number in the references' own alphabet: unique, and valid like a real one. */
function seedReference(letter: 'S' | 'H', n: number): string {
  let digits = ''
  for (let rest = n, place = 0; place < 7; place += 1, rest = Math.floor(rest / 32)) {
    digits = REFERENCE_ALPHABET[rest % 32] + digits
  }
  return `${letter}${digits}`
}

export type PlannedStay = { roomId: number; offset: number; nights: number }

export type StayPlan = {
  /** Units free on each night of every room type before the stays. */
  free: number
  stays: PlannedStay[]
  /** Nights of all room types together that the stays leave with no unit. */
  fullNights: number
}

// About a busy resort's: the share of room-nights sold, and where guests want to come.
const OCCUPANCY = 0.7
const PEAK_SHARE = 0.15
const WEEKEND_SHARE = 0.6
const PEAKS = 6
const PEAK_NIGHTS = 14
const LONGEST_STAY = 4
const MEAN_STAY = (1 + LONGEST_STAY) / 2

/**
 * Where `total` stays go over `horizon` nights, the room types taken in turn: each wants a
 * holiday peak, a Friday or Saturday or any night, and takes the first nights from there that
 * still have a unit free. Weekends and peaks fill, so a calendar lists runs of various lengths.
 * `firstWeekday` is the weekday of the first night (0 for Sunday). Deterministic.
 */
export function planStays(
  total: number,
  roomIds: readonly number[],
  horizon: number,
  firstWeekday: number,
): StayPlan {
  const free = Math.max(
    1,
    Math.ceil(((total / roomIds.length) * MEAN_STAY) / (horizon * OCCUPANCY)),
  )
  const random = seededRandom(total)
  const pick = (count: number) => Math.floor(random() * count)
  const taken = new Map(roomIds.map((id) => [id, new Array<number>(horizon).fill(0)]))
  const firstFriday = (5 - firstWeekday + 7) % 7
  const stays: PlannedStay[] = []
  for (let n = 0; n < total; n += 1) {
    const roomId = roomIds[n % roomIds.length] ?? 0
    const nights = 1 + pick(LONGEST_STAY)
    const kind = random()
    const wanted =
      kind < PEAK_SHARE
        ? Math.floor((pick(PEAKS) * horizon) / PEAKS) + pick(PEAK_NIGHTS)
        : kind < PEAK_SHARE + WEEKEND_SHARE
          ? firstFriday + 7 * pick(Math.floor(horizon / 7)) + pick(2)
          : pick(horizon)
    const nightsTaken = taken.get(roomId) ?? []
    const starts = horizon - nights + 1
    const fits = (start: number) =>
      nightsTaken.slice(start, start + nights).every((count) => count < free)
    let offset = -1
    for (let shift = 0; shift < starts && offset < 0; shift += 1) {
      const start = (wanted + shift) % starts
      if (fits(start)) offset = start
    }
    if (offset < 0) throw new Error(`no ${nights} free nights left for stay ${n}`)
    for (let night = offset; night < offset + nights; night += 1) {
      nightsTaken[night] = (nightsTaken[night] ?? 0) + 1
    }
    stays.push({ roomId, offset, nights })
  }
  const fullNights = [...taken.values()].flat().filter((count) => count >= free).length
  return { free, stays, fullNights }
}

/** Mulberry32: the same numbers for the same seed, so every bench run seeds alike. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * Gives every night of the room type `free` units beyond those taken: the stored nights, and
 * through the room type's units the nights a later booking or channel block creates.
 */
export async function freeUnits(db: Kysely<Database>, roomId: number, free: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('room_type').set({ units: free }).where('id', '=', roomId).execute()
    await trx
      .updateTable('inventory_night')
      .set((eb) => ({ units: eb('booked', '+', free) }))
      .where('room_type_id', '=', roomId)
      .execute()
  })
}

/**
 * Confirmed stays over the channel horizon from today (planStays), written with the nights they
 * take: each night of the three room types first gets the plan's free units on top of what
 * earlier runs took, so no night is ever booked past its units.
 */
export async function seedHeldStays(db: Kysely<Database>, total: number): Promise<StayPlan> {
  const today = resortToday(new Date())
  const roomIds = [1, 2, 3]
  const plan = planStays(
    total,
    roomIds,
    CHANNEL_HORIZON_NIGHTS,
    new Date(`${today}T00:00:00Z`).getUTCDay(),
  )
  for (const roomId of roomIds) await freeUnits(db, roomId, plan.free)
  const booked = new Map<string, { roomId: number; night: IsoDate; count: number }>()
  for (const stay of plan.stays) {
    for (let offset = stay.offset; offset < stay.offset + stay.nights; offset += 1) {
      const night = addDays(today, offset)
      const key = `${stay.roomId} ${night}`
      const entry = booked.get(key) ?? { roomId: stay.roomId, night, count: 0 }
      entry.count += 1
      booked.set(key, entry)
    }
  }
  const now = new Date().toISOString()
  const reservations = plan.stays.map((stay, n) => {
    const checkIn = addDays(today, stay.offset)
    return {
      ref: seedReference('H', n),
      room_type_id: stay.roomId,
      rate_code: 'seed',
      check_in: checkIn,
      check_out: addDays(checkIn, stay.nights),
      nights: stay.nights,
      adults: 2,
      kids: 0,
      guest_name: `Staying Guest ${n}`,
      guest_email: `staying${n}@example.com`,
      guest_phone: '+63 2 8123 4567',
      notes: '',
      status: 'confirmed' as const,
      total: 250000 * stay.nights,
      breakdown: JSON.stringify({
        rate: 'seed',
        label: 'Seed',
        nightly: 250000,
        nights: stay.nights,
        total: 250000 * stay.nights,
      }),
      hold_expires_at: null,
      created_at: now,
      updated_at: now,
    }
  })
  const nights = [...booked.values()].map(({ roomId, night, count }) => ({
    room_type_id: roomId,
    night,
    units: plan.free,
    booked: count,
    closed: 0,
  }))
  // One transaction, so the server never counts nights without the stays behind them.
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < nights.length; first += BATCH) {
      await trx
        .insertInto('inventory_night')
        .values(nights.slice(first, first + BATCH))
        // A stored night already has the free units on top of what it holds.
        .onConflict((conflict) =>
          conflict.columns(['room_type_id', 'night']).doUpdateSet((eb) => ({
            booked: eb(eb.ref('inventory_night.booked'), '+', eb.ref('excluded.booked')),
          })),
        )
        .execute()
    }
    for (let first = 0; first < reservations.length; first += BATCH) {
      await trx
        .insertInto('reservation')
        .values(reservations.slice(first, first + BATCH))
        .execute()
    }
  })
  return plan
}

/** A staff member who can sign in with this password. */
export async function seedStaff(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<void> {
  await addStaff(db, email, await hashPassword(password), new Date().toISOString())
}

/**
 * A resort's worth of price rules over the bench's stays (400 days from today): seasons that
 * overlap with priorities, weekday prices, 200 staff changes to ranges of nights with stay rules,
 * and added fees; recorded as a change, so the running server loads them on its next request.
 */
export async function seedPriceRules(db: Kysely<Database>): Promise<void> {
  const today = resortToday(new Date())
  const around = (days: number) => addDays(today, 400 + days)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('season')
      .values([
        season('Summer', around(-60), around(60), null, 20, 1),
        season('Holy Week', around(-3), around(4), 600_000, null, 3),
        season('Fiesta', around(-1), around(1), null, 35, 2),
        season('Rainy season', around(100), around(200), null, -15, 1),
      ])
      .execute()
    await trx
      .insertInto('weekday_price')
      .values([
        { position: 0, days: '5,6', room_type_id: null, rate_code: null, price: null, percent: 15 },
        { position: 1, days: '0', room_type_id: 2, rate_code: null, price: null, percent: 5 },
      ])
      .execute()
    await trx
      .insertInto('night_rule')
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          room_type_id: 1 + (index % 3),
          rate_code: index % 2 === 0 ? null : 'breakfast',
          from_night: around(index - 100),
          to_night: around(index - 98),
          price: index % 4 === 0 ? 280_000 + index * 100 : null,
          percent: index % 4 === 1 ? 10 : null,
          min_nights: index % 5 === 0 ? 1 : null,
          max_nights: index % 7 === 0 ? 30 : null,
          closed_to_arrival: null,
          closed_to_departure: index % 11 === 0 ? 0 : null,
        })),
      )
      .execute()
    await trx.deleteFrom('fee').execute()
    await trx
      .insertInto('fee')
      .values([
        { position: 0, label: 'VAT 12%', kind: 'percent', amount: 12, included: 1 },
        { position: 1, label: 'Service charge 10%', kind: 'percent', amount: 10, included: 0 },
        {
          position: 2,
          label: 'Environmental fee',
          kind: 'per_guest_night',
          amount: 5_000,
          included: 0,
        },
      ])
      .execute()
    await recordPriceChange(trx, {
      staffId: null,
      at: new Date().toISOString(),
      what: 'Bench price rules',
    })
  })
}

function season(
  name: string,
  from: string,
  to: string,
  price: number | null,
  percent: number | null,
  priority: number,
) {
  return {
    name,
    from_night: from,
    to_night: to,
    room_type_id: null,
    rate_code: null,
    price,
    percent,
    priority,
  }
}

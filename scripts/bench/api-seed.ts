/**
 * Stored reservations for the bench's "how cost grows" runs: cancelled ones, so they hold no
 * night, written straight to the database in batches (the API would take minutes for 100,000).
 */
import type { Kysely } from 'kysely'
import { addDays, resortToday } from '../../domain/calendar'
import { REFERENCE_ALPHABET } from '../../domain/reference'
import { recordPriceChange } from '../../server/reservations/data/prices'
import type { Database } from '../../server/reservations/data/tables'

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
        ref: seedReference(n),
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

/** 'S' and the number in the references' own alphabet: unique, and valid like a real one. */
function seedReference(n: number): string {
  let digits = ''
  for (let rest = n, place = 0; place < 7; place += 1, rest = Math.floor(rest / 32)) {
    digits = REFERENCE_ALPHABET[rest % 32] + digits
  }
  return `S${digits}`
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

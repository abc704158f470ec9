/**
 * Stored reservations for the bench's "how cost grows" runs: cancelled ones, so they hold no
 * night, written straight to the database in batches (the API would take minutes for 100,000).
 */
import type { Kysely } from 'kysely'
import { addDays, resortToday } from '../../domain/calendar'
import { REFERENCE_ALPHABET } from '../../domain/reference'
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

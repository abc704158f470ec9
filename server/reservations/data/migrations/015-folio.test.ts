/**
 * The folio's migration on both engines: reservations written by the code before it, in every
 * shape their breakdown was kept in, get lines that come to exactly what each owed, and the lines
 * are then kept from being changed or removed by the database itself.
 */
import type { Insertable, Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ChargeKind } from '../../../../domain/folio'
import { amountDue } from '../../../../domain/ledger'
import type { Quote } from '../../../../domain/pricing'
import type { ReservationStatus } from '../../../../domain/reservation-status'
import { ENGINES } from '../../../test-support/test-database'
import {
  openFreshDatabase,
  type FreshMigrationDatabase,
} from '../../test-support/unmigrated-database'
import { folioLinesOf } from '../folio'
import type { Database } from '../tables'

const CREATED = '2025-01-10T02:00:00.000Z'
// 9 PM in the resort on the day of arrival.
const MOVED = '2025-02-03T13:00:00.000Z'
// LATECANC was cancelled then, and its row touched again at MOVED (a payment recorded later).
const CANCELLED_AT = '2025-01-20T02:00:00.000Z'

/** A stay of two nights as booking priced it: a promo off and a fee on top. */
const QUOTE: Quote = {
  rate: 'breakfast',
  label: 'With breakfast',
  nightly: [
    { night: '2025-02-03', price: 250_000, rule: 'Base price' },
    { night: '2025-02-04', price: 300_000, rule: 'Season: Summer' },
  ],
  supplements: [],
  roomTotal: 550_000,
  discount: { code: 'RAINY20', label: 'Promo code RAINY20', amount: 110_000 },
  fees: [
    { label: 'VAT 12%', amount: 47_143, included: true },
    { label: 'Environmental fee', amount: 20_000, included: false },
  ],
  total: 460_000,
  policy: { text: 'Free cancellation until Fri 31 Jan 2025.', freeUntil: null, charge: 250_000 },
}
/** How the first bookings kept their price: one nightly figure. */
const FLAT = {
  rate: 'breakfast',
  label: 'With breakfast',
  nights: 2,
  nightly: 250_000,
  total: 500_000,
}

type Before = {
  ref: string
  status: ReservationStatus
  total: number
  charge: number | null
  breakdown: unknown
  /** What it owed before the folio, worked out by hand. */
  owed: number
  kinds: ChargeKind[]
}

const STAY_LINES: ChargeKind[] = ['room', 'room', 'discount', 'fee']
const REVERSED: ChargeKind[] = [...STAY_LINES, ...STAY_LINES]

const BEFORE: Before[] = [
  {
    ref: 'CONFIRMD',
    status: 'confirmed',
    total: 460_000,
    charge: null,
    breakdown: QUOTE,
    owed: 460_000,
    kinds: STAY_LINES,
  },
  {
    ref: 'LATECANC',
    status: 'cancelled',
    total: 460_000,
    charge: 250_000,
    breakdown: QUOTE,
    owed: 250_000,
    kinds: [...REVERSED, 'cancellation'],
  },
  {
    ref: 'FREECANC',
    status: 'cancelled',
    total: 460_000,
    charge: null,
    breakdown: QUOTE,
    owed: 0,
    kinds: REVERSED,
  },
  {
    ref: 'NOSHOWED',
    status: 'no_show',
    total: 460_000,
    charge: 250_000,
    breakdown: QUOTE,
    owed: 250_000,
    kinds: [...REVERSED, 'no_show'],
  },
  {
    ref: 'DECLINED',
    status: 'declined',
    total: 460_000,
    charge: null,
    breakdown: QUOTE,
    owed: 0,
    kinds: REVERSED,
  },
  {
    ref: 'EXPIREDD',
    status: 'expired',
    total: 460_000,
    charge: null,
    breakdown: QUOTE,
    owed: 0,
    kinds: REVERSED,
  },
  {
    ref: 'FLATSTAY',
    status: 'checked_out',
    total: 500_000,
    charge: null,
    breakdown: FLAT,
    owed: 500_000,
    kinds: ['room', 'room'],
  },
  {
    ref: 'FLATCANC',
    status: 'cancelled',
    total: 500_000,
    charge: 250_000,
    breakdown: FLAT,
    owed: 250_000,
    kinds: ['room', 'room', 'room', 'room', 'cancellation'],
  },
  // A total above its stored quote, as kept before fees were itemised: one line evens it, a
  // fee while the stay holds its nights (a change or a cancellation reverses it with the rest).
  {
    ref: 'OLDFEES1',
    status: 'checked_in',
    total: 510_000,
    charge: null,
    breakdown: QUOTE,
    owed: 510_000,
    kinds: [...STAY_LINES, 'fee'],
  },
]

describe.each(ENGINES)('the folio brought forward on %s', (engine) => {
  let database: FreshMigrationDatabase
  let db: Kysely<Database>
  const ids = new Map<string, number>()

  beforeAll(async () => {
    database = await openFreshDatabase(engine)
    db = database.db
    await database.migrateTo('014-transfer-receipts')
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 6 })
      .execute()
    for (const before of BEFORE) {
      const row = await db
        .insertInto('reservation')
        .values(reservationOf(before))
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(before.ref, Number(row.id))
    }
    await db
      .insertInto('reservation_event')
      .values({
        reservation_id: ids.get('LATECANC') ?? 0,
        actor_kind: 'guest',
        staff_id: null,
        at: CANCELLED_AT,
        from_status: 'confirmed',
        to_status: 'cancelled',
        note: '',
      })
      .execute()
    await database.migrateTo('015-folio')
  })
  afterAll(async () => {
    await database.close()
  })

  test.each(BEFORE)(
    'a $status stay ($ref) owes what it did, in lines of what happened',
    async (before) => {
      const lines = await folioLinesOf(db, ids.get(before.ref) ?? 0)

      expect(amountDue(before.status, before.total, before.charge)).toBe(before.owed)
      expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(before.owed)
      expect(lines.map((line) => line.kind)).toEqual(before.kinds)
      expect(lines.every((line) => line.createdBy === 'system')).toBe(true)
      expect(lines.every((line) => line.amount === line.quantity * line.unitAmount)).toBe(true)
    },
  )

  test('the lines of the booking are dated when it was made, those of its end when it ended', async () => {
    const lines = await folioLinesOf(db, ids.get('NOSHOWED') ?? 0)

    expect(lines.slice(0, 4).map((line) => line.createdAt)).toEqual(Array(4).fill(CREATED))
    expect(lines.slice(4).map((line) => line.createdAt)).toEqual(Array(5).fill(MOVED))
    expect(lines.slice(0, 2).map((line) => [line.date, line.description, line.amount])).toEqual([
      ['2025-02-03', 'With breakfast: Base price', 250_000],
      ['2025-02-04', 'With breakfast: Season: Summer', 300_000],
    ])
    expect(lines.at(-1)).toMatchObject({ kind: 'no_show', date: '2025-02-03', amount: 250_000 })
  })

  test('the lines of an end carry its event’s time, not the row’s last touch', async () => {
    const lines = await folioLinesOf(db, ids.get('LATECANC') ?? 0)
    const ended = lines.filter((line) => line.createdAt !== CREATED)

    expect(ended.length).toBeGreaterThan(0)
    expect(ended.every((line) => line.createdAt === CANCELLED_AT)).toBe(true)
    expect(lines.at(-1)).toMatchObject({ kind: 'cancellation', date: '2025-01-20' })
  })

  test('a line brought forward is never changed or removed', async () => {
    const id = ids.get('CONFIRMD') ?? 0

    await expect(
      db.updateTable('folio_line').set({ amount: 0 }).where('reservation_id', '=', id).execute(),
    ).rejects.toThrow(/never changed/)
    await expect(
      db.deleteFrom('folio_line').where('reservation_id', '=', id).execute(),
    ).rejects.toThrow(/never (changed or )?removed/)
    expect(await folioLinesOf(db, id)).toHaveLength(4)
  })
})

/** A connection that runs no migrations of its own, so the test can stop at one. */
/** The row as the code before the folio wrote it. */
function reservationOf(before: Before): Insertable<Database['reservation']> {
  return {
    ref: before.ref,
    room_type_id: 1,
    rate_code: 'breakfast',
    check_in: '2025-02-03',
    check_out: '2025-02-05',
    nights: 2,
    adults: 2,
    kids: 0,
    guest_name: 'Maria Santos',
    guest_email: 'maria.santos@example.com',
    guest_phone: '+63 917 123 4567',
    notes: '',
    status: before.status,
    total: before.total,
    breakdown: JSON.stringify(before.breakdown),
    cancellation_charge: before.charge,
    released_from: before.status === 'no_show' ? '2025-02-03' : null,
    created_at: CREATED,
    updated_at: before.status === 'confirmed' || before.status === 'checked_in' ? CREATED : MOVED,
  }
}

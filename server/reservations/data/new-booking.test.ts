/**
 * A new booking's rows on each engine: PostgreSQL writes them in one statement, SQLite in three,
 * and both store the same reservation, lines in their order and event, or nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ChargeLine } from '../../../domain/folio'
import { freshDatabase, ENGINES, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from './connect'
import { isUniqueViolation } from './errors'
import { insertBooking, type NewBooking } from './new-booking'
import { syncRoomTypes } from './room-types'
import { reservationRow } from '../test-support/reservation-row'

const ROOM = { id: 7, name: 'Test Villa', maxPerson: 2, units: 2 }
const AT = '2027-01-05T03:00:00.000Z'

const LINES: ChargeLine[] = [
  {
    kind: 'room',
    description: 'Night of 1 Mar',
    date: '2027-03-01',
    quantity: 1,
    unitAmount: 300000,
    amount: 300000,
    vat: 32143,
  },
  {
    kind: 'room',
    description: 'Night of 2 Mar',
    date: '2027-03-02',
    quantity: 1,
    unitAmount: 320000,
    amount: 320000,
    vat: 34286,
  },
  {
    kind: 'extra',
    description: 'Breakfast × 2',
    date: '2027-03-02',
    quantity: 2,
    unitAmount: 45000,
    amount: 90000,
    vat: 9643,
  },
  {
    kind: 'discount',
    description: 'Promo SUMMER',
    date: '2027-03-01',
    quantity: 1,
    unitAmount: -50000,
    amount: -50000,
    vat: -5357,
  },
]

function booking(ref: string, lines: readonly ChargeLine[] = LINES): NewBooking {
  return {
    reservation: reservationRow(ref, ROOM.id, AT),
    lines,
    actor: { kind: 'guest', staffId: null },
    event: { from: null, to: 'requested', note: 'by phone' },
    at: AT,
  }
}

describe.each(ENGINES)('a new booking written on %s', (engine) => {
  let fresh: FreshDatabase
  let database: OpenDatabase

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    database = await openDatabase(fresh.target)
    await syncRoomTypes(database.db, [ROOM])
  })
  afterAll(async () => {
    await database.close()
    await fresh.cleanup()
  })

  const write = (next: NewBooking) =>
    database.db.transaction().execute((trx) => insertBooking(trx, next))

  test('the reservation comes back as stored, its lines in their order and its event on its id', async () => {
    const row = await write(booking('NEWBOOK1'))
    const stored = await database.db
      .selectFrom('reservation')
      .selectAll()
      .where('ref', '=', 'NEWBOOK1')
      .executeTakeFirstOrThrow()
    expect(row).toEqual(stored)
    const lines = await database.db
      .selectFrom('folio_line')
      .select([
        'kind',
        'description',
        'date',
        'quantity',
        'unit_amount',
        'amount',
        'vat',
        'created_by',
        'staff_id',
        'created_at',
      ])
      .where('reservation_id', '=', row.id)
      .orderBy('id')
      .execute()
    expect(lines).toEqual(
      LINES.map((line) => ({
        kind: line.kind,
        description: line.description,
        date: line.date,
        quantity: line.quantity,
        unit_amount: line.unitAmount,
        amount: line.amount,
        vat: line.vat,
        created_by: 'guest',
        staff_id: null,
        created_at: AT,
      })),
    )
    const events = await database.db
      .selectFrom('reservation_event')
      .select(['actor_kind', 'staff_id', 'at', 'from_status', 'to_status', 'note'])
      .where('reservation_id', '=', row.id)
      .execute()
    expect(events).toEqual([
      {
        actor_kind: 'guest',
        staff_id: null,
        at: AT,
        from_status: null,
        to_status: 'requested',
        note: 'by phone',
      },
    ])
  })

  test('a booking of no lines is the reservation and its event', async () => {
    const row = await write(booking('NEWBOOK2', []))
    const count = async (table: 'folio_line' | 'reservation_event') =>
      (
        await database.db
          .selectFrom(table)
          .select('id')
          .where('reservation_id', '=', row.id)
          .execute()
      ).length
    expect([await count('folio_line'), await count('reservation_event')]).toEqual([0, 1])
  })

  test("a reference already stored fails as the reservation's unique violation, and writes nothing", async () => {
    const before = await database.db.selectFrom('folio_line').select('id').execute()
    const error = await write(booking('NEWBOOK1')).catch((failure: unknown) => failure)
    expect(isUniqueViolation(error, 'reservation')).toBe(true)
    expect(await database.db.selectFrom('folio_line').select('id').execute()).toEqual(before)
  })
})

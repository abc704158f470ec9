/**
 * A new booking's writes on each engine: PostgreSQL in one statement without a transaction,
 * SQLite in several inside one. Both store the row the booking's answer was made from, the
 * lines in their order, the event, the mails and the key's answer, or, refused, nothing at all.
 */
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ChargeLine } from '../../../domain/folio'
import { freshDatabase, ENGINES, type FreshDatabase } from '../../test-support/test-database'
import { openDatabase, type OpenDatabase } from './connect'
import { isUniqueViolation } from './errors'
import {
  atomically,
  BookingRefused,
  rowBeforeInsert,
  saveBooking,
  type BookingMail,
  type NewBooking,
  type RefusalReason,
} from './new-booking'
import { insertPromo } from './prices'
import { syncRoomTypes } from './room-types'
import type { Database } from './tables'
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

const MAILS: BookingMail[] = [
  {
    kind: 'request-received',
    to_address: 'ana@example.com',
    subject: 'We have your request',
    text_body: 'Salamat, Ana.',
    letter: '{"language":"fil"}',
    created_at: AT,
    attempts: 0,
    next_attempt_at: AT,
  },
  {
    kind: 'new-request',
    to_address: 'desk@example.com',
    subject: 'New request',
    text_body: 'A new request.',
    letter: null,
    created_at: AT,
    attempts: 0,
    next_attempt_at: '2027-01-06T03:00:00.000Z',
  },
]

const ANSWER = { requestHash: 'hash-1', status: 201, response: '{"ref":"x"}' }

function booking(ref: string, changes: Partial<NewBooking> = {}): NewBooking {
  return {
    reservation: reservationRow(ref, ROOM.id, AT, { language: 'fil' }),
    nights: ['2027-03-01', '2027-03-02'],
    promoCode: null,
    lines: LINES,
    actor: { kind: 'guest', staffId: null },
    event: { from: null, to: 'requested', note: 'by phone' },
    mails: MAILS,
    answer: null,
    at: AT,
    ...changes,
  }
}

describe.each(ENGINES)('a new booking saved on %s', (engine) => {
  let fresh: FreshDatabase
  let database: OpenDatabase

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    database = await openDatabase(fresh.target)
    await syncRoomTypes(database.db, [ROOM])
    await database.db
      .transaction()
      .execute((trx) => insertPromo(trx, { code: 'ONCE', percentOff: 10, maxUses: 1 }, AT))
  })
  afterAll(async () => {
    await database.close()
    await fresh.cleanup()
  })

  const save = (next: NewBooking) =>
    atomically(database.db, (executor) => saveBooking(executor, next))
  const refusal = (next: NewBooking) =>
    save(next).then(
      () => 'saved',
      (error: unknown) => (error instanceof BookingRefused ? error.reason : error),
    )

  test('the row stored is the one the answer was made from; lines in their order, event and mails on its id', async () => {
    const next = booking('NEWBOOK1')
    const id = await save(next)
    const stored = await database.db
      .selectFrom('reservation')
      .selectAll()
      .where('ref', '=', 'NEWBOOK1')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ ...rowBeforeInsert(next.reservation), id })
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
      .where('reservation_id', '=', id)
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
      .where('reservation_id', '=', id)
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
    const mails = await database.db
      .selectFrom('email_outbox')
      .select([
        'reservation_id',
        'kind',
        'to_address',
        'subject',
        'text_body',
        'letter',
        'created_at',
        'attempts',
        'next_attempt_at',
        'sent_at',
      ])
      .where('reservation_id', '=', id)
      .orderBy('id')
      .execute()
    expect(mails).toEqual(MAILS.map((mail) => ({ ...mail, reservation_id: id, sent_at: null })))
    expect(await nights(database.db)).toEqual([
      { night: '2027-03-01', booked: 1 },
      { night: '2027-03-02', booked: 1 },
    ])
  })

  test('a booking of no lines and no mails is the reservation and its event', async () => {
    const id = await save(booking('NEWBOOK2', { lines: [], mails: [] }))
    const count = async (table: 'folio_line' | 'reservation_event' | 'email_outbox') =>
      (await database.db.selectFrom(table).select('id').where('reservation_id', '=', id).execute())
        .length
    expect([
      await count('folio_line'),
      await count('reservation_event'),
      await count('email_outbox'),
    ]).toEqual([0, 1, 0])
  })

  test('the answer is kept with its key; the same key again is refused while it is a day old or less', async () => {
    const answer = { key: 'key-1', stored: ANSWER }
    await save(booking('NEWBOOK3', { nights: ['2027-04-01'], answer }))
    const kept = await database.db
      .selectFrom('idempotency_key')
      .select(['request_hash', 'status', 'response', 'created_at'])
      .where('key', '=', 'key-1')
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({
      request_hash: ANSWER.requestHash,
      status: 201,
      response: ANSWER.response,
      created_at: AT,
    })
    const before = await everything(database.db)
    expect(await refusal(booking('NEWBOOK4', { nights: ['2027-04-02'], answer }))).toBe('key_taken')
    expect(await everything(database.db)).toEqual(before)
    // A day and a minute later the key is free again.
    await save(
      booking('NEWBOOK5', { nights: ['2027-04-02'], answer, at: '2027-01-06T03:01:00.000Z' }),
    )
    const replaced = await database.db
      .selectFrom('idempotency_key')
      .select('created_at')
      .where('key', '=', 'key-1')
      .executeTakeFirstOrThrow()
    expect(replaced.created_at).toBe('2027-01-06T03:01:00.000Z')
  })

  describe('refused', () => {
    beforeAll(async () => {
      // The promo code's one use; NEWBOOK1 and NEWBOOK2 took both units of 1 and 2 March.
      await save(booking('USES', { nights: ['2027-05-02'], promoCode: 'ONCE' }))
    })

    const refusals: [string, RefusalReason, NewBooking][] = [
      // The second night is sold out: the first night's unit is not kept either.
      [
        'a night sold out',
        'sold_out',
        booking('REFUSED1', { nights: ['2027-03-03', '2027-03-02'] }),
      ],
      [
        'a promo code used up',
        'promo_used_up',
        booking('REFUSED2', { nights: ['2027-05-01'], promoCode: 'ONCE' }),
      ],
    ]

    test.each(refusals)('%s refuses the booking and writes nothing', async (_, reason, next) => {
      const before = await everything(database.db)
      expect(await refusal(next)).toBe(reason)
      expect(await everything(database.db)).toEqual(before)
    })
  })

  test("a reference already stored fails as the reservation's unique violation, and writes nothing", async () => {
    const before = await everything(database.db)
    const error = await save(booking('NEWBOOK1', { nights: ['2027-06-01'] })).catch(
      (failure: unknown) => failure,
    )
    expect(isUniqueViolation(error, 'reservation')).toBe(true)
    expect(await everything(database.db)).toEqual(before)
  })
})

function nights(db: Kysely<Database>) {
  return db
    .selectFrom('inventory_night')
    .select(['night', 'booked'])
    .where('room_type_id', '=', ROOM.id)
    .where('night', '<', '2027-03-03')
    .orderBy('night')
    .execute()
}

/** Every row a booking writes or changes, to compare before and after a refusal. */
async function everything(db: Kysely<Database>) {
  const all = async (table: keyof Database) =>
    (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort()
  return {
    reservation: await all('reservation'),
    folio_line: await all('folio_line'),
    reservation_event: await all('reservation_event'),
    email_outbox: await all('email_outbox'),
    idempotency_key: await all('idempotency_key'),
    inventory_night: await all('inventory_night'),
    promo: await all('promo'),
  }
}

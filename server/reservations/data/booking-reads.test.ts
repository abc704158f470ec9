/**
 * What a booking reads first, in one statement, and how it saves its Idempotency-Key's answer,
 * on both engines: each part read only when asked, an answer only while under a day old, and a
 * newer answer never replaced.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freshDatabase, ENGINES, type FreshDatabase } from '../../test-support/test-database'
import { readBeforeBooking } from './booking-reads'
import { openDatabase, type OpenDatabase } from './connect'
import { dayBefore, saveAnswer, type StoredAnswer } from './idempotency'
import { insertReservation } from './reservations'
import { syncRoomTypes } from './room-types'
import type { NewReservation } from './tables'
import { reservationRow } from '../test-support/reservation-row'

const ROOM = { id: 7, name: 'Test Villa', maxPerson: 2, units: 5 }
const NOW = '2027-01-05T03:00:00.000Z'
const ANSWER: StoredAnswer = { requestHash: 'hash-1', status: 201, response: '{"ref":"A"}' }

function reservation(
  ref: string,
  status: NewReservation['status'],
  address: string,
  email: string,
): NewReservation {
  return reservationRow(ref, ROOM.id, NOW, {
    status,
    request_address: address,
    guest_email: email,
  })
}

describe.each(ENGINES)('what a booking reads first, on %s', (engine) => {
  let fresh: FreshDatabase
  let database: OpenDatabase

  beforeAll(async () => {
    fresh = await freshDatabase(engine)
    database = await openDatabase(fresh.target)
    await syncRoomTypes(database.db, [ROOM])
    await database.db.transaction().execute(async (trx) => {
      await insertReservation(trx, reservation('OPEN0001', 'requested', 'addr-a', 'ana@x.ph'))
      await insertReservation(
        trx,
        reservation('OPEN0002', 'awaiting_payment', 'addr-a', 'ben@x.ph'),
      )
      await insertReservation(trx, reservation('DONE0003', 'confirmed', 'addr-a', 'ana@x.ph'))
      await insertReservation(trx, reservation('OPEN0004', 'requested', 'addr-b', 'ana@x.ph'))
    })
  })
  afterAll(async () => {
    await database.close()
    await fresh.cleanup()
  })

  const read = (reads: Parameters<typeof readBeforeBooking>[1]) =>
    database.db.transaction().execute((trx) => readBeforeBooking(trx, reads))
  const save = (key: string, answer: StoredAnswer, now: string) =>
    database.db.transaction().execute((trx) => saveAnswer(trx, key, answer, now))

  test('asked nothing: the prices’ version alone', async () => {
    const version = await database.db
      .selectFrom('price_version')
      .select('version')
      .executeTakeFirstOrThrow()

    expect(await read({})).toEqual({
      priceVersion: Number(version.version),
      answer: undefined,
      open: undefined,
    })
  })

  test('the open requests of an address and of an email, counted apart; a confirmed stay is not one', async () => {
    const { open } = await read({ openRequests: { addressHash: 'addr-a', email: 'ana@x.ph' } })

    expect(open).toEqual({ byAddress: 2, byEmail: 2 })
  })

  test('a saved answer is read back while under a day old, under its own key only', async () => {
    expect(await save('key-fresh', ANSWER, NOW)).toBe(true)

    const notBefore = dayBefore(NOW)
    expect((await read({ answer: { key: 'key-fresh', notBefore } })).answer).toEqual(ANSWER)
    expect((await read({ answer: { key: 'key-other', notBefore } })).answer).toBeUndefined()
    const aDayLater = dayBefore(new Date(Date.parse(NOW) + 25 * 3600_000).toISOString())
    expect((await read({ answer: { key: 'key-fresh', notBefore: aDayLater } })).answer).toBe(
      undefined,
    )
  })

  test('a newer answer under the same key is never replaced; one over a day old is', async () => {
    const second: StoredAnswer = { requestHash: 'hash-2', status: 201, response: '{"ref":"B"}' }
    expect(await save('key-kept', ANSWER, NOW)).toBe(true)

    const anHourLater = new Date(Date.parse(NOW) + 3600_000).toISOString()
    expect(await save('key-kept', second, anHourLater)).toBe(false)
    const twoDaysLater = new Date(Date.parse(NOW) + 48 * 3600_000).toISOString()
    const keptFor = (now: string) =>
      read({ answer: { key: 'key-kept', notBefore: dayBefore(now) } })
    expect((await keptFor(anHourLater)).answer).toEqual(ANSWER)

    expect(await save('key-kept', second, twoDaysLater)).toBe(true)
    expect((await keptFor(twoDaysLater)).answer).toEqual(second)
  })
})

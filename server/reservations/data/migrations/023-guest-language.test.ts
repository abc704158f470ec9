/**
 * The guest's language brought in on both engines: stays booked before it were booked on an
 * English-only site, and are English; a new stay keeps the language it is given.
 */
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ENGINES } from '../../../test-support/test-database'
import { reservationRow } from '../../test-support/reservation-row'
import {
  openFreshDatabase,
  type FreshMigrationDatabase,
} from '../../test-support/unmigrated-database'
import type { Database, NewReservation } from '../tables'

describe.each(ENGINES)('guest languages brought in on %s', (engine) => {
  let database: FreshMigrationDatabase
  let db: Kysely<Database>
  const at = '2026-11-20T00:00:00.000Z'

  beforeAll(async () => {
    database = await openFreshDatabase(engine)
    db = database.db
    await database.migrateTo('022-local-fees')
    await db
      .insertInto('room_type')
      .values({ id: 1, name: 'Hotel Rooms', max_person: 4, units: 2 })
      .execute()
    // As the code before the migration wrote a booking: with no language.
    const before: Record<string, unknown> = { ...reservationRow('BEFORE01', 1, at) }
    delete before.language
    await db
      .insertInto('reservation')
      .values(before as NewReservation)
      .execute()
    await database.migrateTo('023-guest-language')
  })
  afterAll(async () => {
    await database.close()
  })

  test('a stay booked before it is English; one booked after keeps its language', async () => {
    await db
      .insertInto('reservation')
      .values(reservationRow('AFTER001', 1, at, { language: 'ko' }))
      .execute()

    const rows = await db
      .selectFrom('reservation')
      .select(['ref', 'language'])
      .orderBy('ref')
      .execute()

    expect(rows).toEqual([
      { ref: 'AFTER001', language: 'ko' },
      { ref: 'BEFORE01', language: 'en' },
    ])
  })
})

import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { addDays } from '../../../domain/calendar'
import { openDatabase } from '../data/connect'
import { insertNote } from '../data/notes'
import { addStaff } from '../data/staff'
import { replaceStayDiscounts, stayDiscountsOf } from '../data/stay-discounts'
import { SWEEP_LOCK_KEY } from '../data/sweep-lock'
import { ENGINES } from '../../test-support/test-database'
import { startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import { runSweep } from './sweep'

/** Noon UTC of a resort date: well inside that date in Manila. */
const noonOf = (date: string) => new Date(`${date}T04:00:00Z`)

describe.each(ENGINES)('the sweep on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  async function book(startInDays: number) {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(startInDays, 2), notes: 'Allergic to peanuts' }),
    )
    return (await response.json()) as ReservationView
  }

  test('guest details are erased the configured days after check-out; the stay and totals stay', async () => {
    const booking = await book(20)
    await api.post(`/api/reservations/${booking.ref}/cancel`, { email: 'maria.santos@example.com' })
    await addStaff(api.inspect.db, 'sweep@resort.example', 'not a hash', new Date().toISOString())
    const staff = await api.inspect.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'sweep@resort.example')
      .executeTakeFirstOrThrow()
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', booking.ref)
      .executeTakeFirstOrThrow()
    await insertNote(api.inspect.db, {
      reservationId: stored.id,
      staffId: staff.id,
      at: new Date().toISOString(),
      text: 'Maria asked for the room her late husband liked',
    })
    // Marked while it was booked: a senior's name and ID number are the guest's data too.
    await api.inspect.db
      .transaction()
      .execute((trx) =>
        replaceStayDiscounts(
          trx,
          stored.id,
          [{ kind: 'senior', name: 'Maria Santos', idNumber: 'OSCA-0042' }],
          new Date().toISOString(),
        ),
      )
    const dayBefore = await runSweep(
      api.inspect,
      { eraseAfterDays: 30 },
      noonOf(addDays(booking.checkOut, 29)),
    )
    expect(await stayDiscountsOf(api.inspect.db, stored.id)).toHaveLength(1)

    const onTime = await runSweep(
      api.inspect,
      { eraseAfterDays: 30 },
      noonOf(addDays(booking.checkOut, 30)),
    )
    const row = await api.inspect.db
      .selectFrom('reservation')
      .selectAll()
      .where('ref', '=', booking.ref)
      .executeTakeFirstOrThrow()
    const mail = await api.inspect.db
      .selectFrom('email_outbox')
      .select(['to_address', 'text_body', 'letter'])
      .where('reservation_id', '=', row.id)
      .execute()
    const events = await api.inspect.db
      .selectFrom('reservation_event')
      .select(['note', 'actor_kind'])
      .where('reservation_id', '=', row.id)
      .orderBy('id')
      .execute()
    const lookup = await api.get(`/api/reservations/${booking.ref}?email=maria.santos@example.com`)
    const notes = await api.inspect.db
      .selectFrom('reservation_note')
      .select(['text', 'staff_id'])
      .where('reservation_id', '=', row.id)
      .execute()

    expect(dayBefore?.erased).toBe(0)
    expect(onTime?.erased).toBeGreaterThanOrEqual(1)
    expect(row).toMatchObject({
      guest_name: null,
      guest_email: null,
      guest_phone: null,
      notes: '',
      total: 700000,
      status: 'cancelled',
      check_in: booking.checkIn,
    })
    expect(mail.length).toBeGreaterThan(0)
    expect(mail.every((m) => m.to_address === '' && m.text_body === '')).toBe(true)
    // A guest mail's letter holds the guest's name for its HTML: it goes too.
    expect(mail.map((m) => m.letter)).toEqual(mail.map(() => null))
    // A staff note may speak of the guest: its words go too, who wrote it and when stay.
    expect(notes).toEqual([{ text: '', staff_id: staff.id }])
    expect(events.at(-1)).toEqual({
      note: 'Guest details erased 30 days after check-out',
      actor_kind: 'system',
    })
    expect(lookup.status).toBe(404)
    expect(await stayDiscountsOf(api.inspect.db, stored.id)).toEqual([])
  })

  test('only one sweep runs at a time: a second one finds the lock taken and skips', async () => {
    if (engine === 'sqlite') {
      const [first, second] = await Promise.all([
        runSweep(api.inspect, { eraseAfterDays: 365 }, new Date()),
        runSweep(api.inspect, { eraseAfterDays: 365 }, new Date()),
      ])
      expect(first).not.toBeNull()
      expect(second).toBeNull()
      return
    }
    const otherServer = await openDatabase(api.target)
    const held = await otherServer.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${SWEEP_LOCK_KEY})`.execute(connection)
      const whileHeld = await runSweep(api.inspect, { eraseAfterDays: 365 }, new Date())
      await sql`select pg_advisory_unlock(${SWEEP_LOCK_KEY})`.execute(connection)
      return whileHeld
    })
    const afterwards = await runSweep(api.inspect, { eraseAfterDays: 365 }, new Date())
    await otherServer.close()

    expect(held).toBeNull()
    expect(afterwards).toEqual({ expired: 0, erased: 0 })
  })
})

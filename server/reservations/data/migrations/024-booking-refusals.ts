import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'

/**
 * PostgreSQL: `booking_refused(reason)` ends the statement that calls it with an error whose
 * message is the reason. A new booking is one statement without a transaction around it
 * (../new-booking.ts): a night sold out, a promo code used up or an Idempotency-Key answered
 * meanwhile must undo what the statement had already written, and only an error does that.
 * SQLite writes a booking in a transaction its code rolls back, and has nothing to add.
 */
export function bookingRefusals(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return
      await sql`
        CREATE FUNCTION booking_refused(reason text) RETURNS integer LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason, HINT = 'booking refused'; END $$
      `.execute(db)
    },
  }
}

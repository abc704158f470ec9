import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely'
import type { Engine } from './engine'

/**
 * Migrations in order, in code so the server bundle carries them. Never edit a shipped one:
 * add the next. Column types are the portable subset both engines read the same way; the
 * generated id is the one column whose spelling differs.
 */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'sqlite'
      ? col.primaryKey().autoIncrement()
      : col.primaryKey().generatedByDefaultAsIdentity()
  return {
    '001-reservations': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('room_type')
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('max_person', 'integer', (col) => col.notNull())
          .addColumn('units', 'integer', (col) => col.notNull().check(sql`units >= 0`))
          .execute()

        await db.schema
          .createTable('inventory_night')
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('night', 'text', (col) => col.notNull())
          .addColumn('units', 'integer', (col) => col.notNull())
          .addColumn('booked', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('inventory_night_pk', ['room_type_id', 'night'])
          // The last line of defence against overselling: the database refuses it whatever the code does.
          .addCheckConstraint('inventory_night_booked', sql`booked BETWEEN 0 AND units`)
          .execute()

        await db.schema
          .createTable('reservation')
          .addColumn('id', 'integer', id)
          .addColumn('ref', 'text', (col) => col.notNull().unique())
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('rate_code', 'text', (col) => col.notNull())
          .addColumn('check_in', 'text', (col) => col.notNull())
          .addColumn('check_out', 'text', (col) => col.notNull())
          .addColumn('nights', 'integer', (col) => col.notNull())
          .addColumn('adults', 'integer', (col) => col.notNull())
          .addColumn('kids', 'integer', (col) => col.notNull())
          .addColumn('guest_name', 'text')
          .addColumn('guest_email', 'text')
          .addColumn('guest_phone', 'text')
          .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('total', 'integer', (col) => col.notNull())
          .addColumn('breakdown', 'text', (col) => col.notNull())
          .addColumn('hold_expires_at', 'text')
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .execute()
        await db.schema
          .createIndex('reservation_status_hold')
          .on('reservation')
          .columns(['status', 'hold_expires_at'])
          .execute()
        await db.schema
          .createIndex('reservation_guest_email')
          .on('reservation')
          .column('guest_email')
          .execute()
        await db.schema
          .createIndex('reservation_stay')
          .on('reservation')
          .columns(['check_in', 'check_out'])
          .execute()

        await db.schema
          .createTable('reservation_event')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addColumn('actor_kind', 'text', (col) => col.notNull())
          .addColumn('staff_id', 'integer')
          .addColumn('at', 'text', (col) => col.notNull())
          .addColumn('from_status', 'text')
          .addColumn('to_status', 'text', (col) => col.notNull())
          .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
          .execute()
        await db.schema
          .createIndex('reservation_event_reservation')
          .on('reservation_event')
          .column('reservation_id')
          .execute()

        await db.schema
          .createTable('staff')
          .addColumn('id', 'integer', id)
          .addColumn('email', 'text', (col) => col.notNull().unique())
          .addColumn('password_hash', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('removed_at', 'text')
          .execute()

        await db.schema
          .createTable('session')
          .addColumn('token_hash', 'text', (col) => col.primaryKey())
          .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('expires_at', 'text', (col) => col.notNull())
          .addColumn('revoked_at', 'text')
          .execute()

        await db.schema
          .createTable('email_outbox')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) => col.references('reservation.id'))
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('to_address', 'text', (col) => col.notNull())
          .addColumn('subject', 'text', (col) => col.notNull())
          .addColumn('text_body', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (col) => col.notNull())
          .addColumn('claimed_until', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('last_error', 'text')
          .execute()
        await db.schema
          .createIndex('email_outbox_due')
          .on('email_outbox')
          .columns(['sent_at', 'next_attempt_at'])
          .execute()

        await db.schema
          .createTable('idempotency_key')
          .addColumn('key', 'text', (col) => col.primaryKey())
          .addColumn('request_hash', 'text', (col) => col.notNull())
          .addColumn('status', 'integer', (col) => col.notNull())
          .addColumn('response', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute()
      },
    },
    '002-rate-limits': {
      async up(db: Kysely<unknown>) {
        // The layout rate-limiter-flexible's PostgreSQL store expects; several servers share it.
        await db.schema
          .createTable('rate_limit')
          .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
          .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('expire', 'bigint')
          .execute()
      },
    },
    '003-open-requests-and-undeliverable-mail': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('email_outbox').addColumn('failed_at', 'text').execute()
        await db.schema.alterTable('reservation').addColumn('request_address', 'text').execute()
        await db.schema
          .createIndex('reservation_open_by_address')
          .on('reservation')
          .columns(['request_address', 'status'])
          .execute()
        await db.schema
          .createIndex('reservation_open_by_email')
          .on('reservation')
          .columns(['guest_email', 'status'])
          .execute()
      },
    },
    '004-prices': {
      async up(db: Kysely<unknown>) {
        // Seeded from content at start where missing (data/prices.ts); staff own them after.
        await db.schema
          .createTable('room_price')
          .addColumn('room_type_id', 'integer', (col) =>
            col.primaryKey().references('room_type.id'),
          )
          .addColumn('included_guests', 'integer', (col) => col.notNull())
          .addColumn('extra_adult', 'integer', (col) => col.notNull())
          .addColumn('extra_kid', 'integer', (col) => col.notNull())
          .execute()
        await db.schema
          .createTable('rate_plan')
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('code', 'text', (col) => col.notNull())
          .addColumn('label', 'text', (col) => col.notNull())
          .addColumn('base_price', 'integer', (col) => col.notNull().check(sql`base_price >= 0`))
          .addColumn('policy', 'text', (col) => col.notNull())
          .addPrimaryKeyConstraint('rate_plan_pk', ['room_type_id', 'code'])
          .execute()
        await db.schema
          .createTable('season')
          .addColumn('id', 'integer', id)
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('from_night', 'text', (col) => col.notNull())
          .addColumn('to_night', 'text', (col) => col.notNull())
          .addColumn('room_type_id', 'integer')
          .addColumn('rate_code', 'text')
          .addColumn('price', 'integer')
          .addColumn('percent', 'double precision')
          .addColumn('priority', 'integer', (col) => col.notNull())
          .execute()
        await db.schema
          .createTable('weekday_price')
          .addColumn('position', 'integer', (col) => col.primaryKey())
          .addColumn('days', 'text', (col) => col.notNull())
          .addColumn('room_type_id', 'integer')
          .addColumn('rate_code', 'text')
          .addColumn('price', 'integer')
          .addColumn('percent', 'double precision')
          .execute()
        await db.schema
          .createTable('night_rule')
          .addColumn('id', 'integer', id)
          .addColumn('room_type_id', 'integer', (col) => col.notNull())
          .addColumn('rate_code', 'text')
          .addColumn('from_night', 'text', (col) => col.notNull())
          .addColumn('to_night', 'text', (col) => col.notNull())
          .addColumn('price', 'integer')
          .addColumn('percent', 'double precision')
          .addColumn('min_nights', 'integer')
          .addColumn('max_nights', 'integer')
          .addColumn('closed_to_arrival', 'integer')
          .addColumn('closed_to_departure', 'integer')
          .execute()
        await db.schema
          .createTable('fee')
          .addColumn('position', 'integer', (col) => col.primaryKey())
          .addColumn('label', 'text', (col) => col.notNull())
          .addColumn('kind', 'text', (col) => col.notNull())
          .addColumn('amount', 'double precision', (col) => col.notNull())
          .addColumn('included', 'integer', (col) => col.notNull())
          .execute()
        await db.schema
          .createTable('promo')
          .addColumn('code', 'text', (col) => col.primaryKey())
          .addColumn('percent_off', 'double precision')
          .addColumn('amount_off', 'integer')
          .addColumn('stay_from', 'text')
          .addColumn('stay_to', 'text')
          .addColumn('book_from', 'text')
          .addColumn('book_to', 'text')
          .addColumn('min_nights', 'integer')
          .addColumn('room_ids', 'text')
          .addColumn('max_uses', 'integer')
          // The last use is taken by one conditional UPDATE; the database refuses one more.
          .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('disabled_at', 'text')
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addCheckConstraint('promo_uses', sql`max_uses IS NULL OR uses <= max_uses`)
          .execute()
        // Every staff change to prices.
        await db.schema
          .createTable('price_event')
          .addColumn('id', 'integer', id)
          .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
          .addColumn('at', 'text', (col) => col.notNull())
          .addColumn('what', 'text', (col) => col.notNull())
          .execute()
        // One row counting the changes. Each change updates it in its own transaction, so the
        // row's lock orders changes as they commit; an id from price_event would not (PostgreSQL
        // hands ids out before commit), and a server could cache prices missing a change.
        await db.schema
          .createTable('price_version')
          .addColumn('id', 'integer', (col) => col.primaryKey())
          .addColumn('version', 'integer', (col) => col.notNull())
          .execute()
        await sql`INSERT INTO price_version (id, version) VALUES (1, 0)`.execute(db)
        // What cancelling a confirmed stay cost under its rate's policy: an amount due.
        await db.schema
          .alterTable('reservation')
          .addColumn('cancellation_charge', 'integer')
          .execute()
      },
    },
    '005-channels': {
      async up(db: Kysely<unknown>) {
        // A room type's calendar for other channels: the token is the whole secret of its address.
        await db.schema
          .createTable('channel_export')
          .addColumn('room_type_id', 'integer', (col) =>
            col.primaryKey().references('room_type.id'),
          )
          .addColumn('token', 'text', (col) => col.notNull().unique())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute()
        await db.schema
          .createTable('channel_feed')
          .addColumn('id', 'integer', id)
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('name', 'text', (col) => col.notNull())
          .addColumn('url', 'text', (col) => col.notNull())
          .addColumn('status', 'text', (col) => col.notNull())
          .addColumn('error', 'text')
          .addColumn('events', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('last_sync_at', 'text')
          .addColumn('next_sync_at', 'text', (col) => col.notNull())
          // One server fetches a feed at a time: it holds the feed until then.
          .addColumn('lease_until', 'text')
          .addColumn('created_at', 'text', (col) => col.notNull())
          .execute()
        // An imported event: 'held' takes one unit of each night [check_in, check_out);
        // 'conflict' and 'resolved' take none. event_check_in/out are the dates as the feed
        // said them, to tell a moved event from one clipped to today.
        await db.schema
          .createTable('channel_block')
          .addColumn('id', 'integer', id)
          .addColumn('feed_id', 'integer', (col) => col.notNull().references('channel_feed.id'))
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('uid', 'text', (col) => col.notNull())
          .addColumn('event_check_in', 'text', (col) => col.notNull())
          .addColumn('event_check_out', 'text', (col) => col.notNull())
          .addColumn('check_in', 'text', (col) => col.notNull())
          .addColumn('check_out', 'text', (col) => col.notNull())
          .addColumn('summary', 'text', (col) => col.notNull())
          .addColumn('state', 'text', (col) => col.notNull())
          .addColumn('updated_at', 'text', (col) => col.notNull())
          .addUniqueConstraint('channel_block_feed_uid', ['feed_id', 'uid'])
          .execute()
        await db.schema
          .createIndex('channel_block_nights')
          .on('channel_block')
          .columns(['room_type_id', 'check_in', 'check_out'])
          .execute()
        // Every change to channels, by staff or by a sync: who, when and what, in words.
        await db.schema
          .createTable('channel_event')
          .addColumn('id', 'integer', id)
          .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
          .addColumn('at', 'text', (col) => col.notNull())
          .addColumn('what', 'text', (col) => col.notNull())
          .execute()
      },
    },
    '006-guest-mail-letters': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('email_outbox').addColumn('letter', 'text').execute()
      },
    },
    '007-front-desk': {
      async up(db: Kysely<unknown>) {
        // A room type's units with their labels, kept in step with its number of units
        // (services/unit-labels.ts); a unit no longer needed is retired, never deleted, so
        // the nights it was given keep naming it.
        await db.schema
          .createTable('unit')
          .addColumn('id', 'integer', id)
          .addColumn('room_type_id', 'integer', (col) => col.notNull().references('room_type.id'))
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('label', 'text', (col) => col.notNull().unique())
          .addColumn('retired_at', 'text')
          .addUniqueConstraint('unit_room_position', ['room_type_id', 'position'])
          .execute()
        // One row per unit and night given to a stay. The primary key is what keeps a unit
        // from two stays on one night, on both engines and whatever the code does.
        await db.schema
          .createTable('unit_night')
          .addColumn('unit_id', 'integer', (col) => col.notNull().references('unit.id'))
          .addColumn('night', 'text', (col) => col.notNull())
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addPrimaryKeyConstraint('unit_night_pk', ['unit_id', 'night'])
          .execute()
        await db.schema
          .createIndex('unit_night_reservation')
          .on('unit_night')
          .columns(['reservation_id', 'night'])
          .execute()
        // unit_id: the unit the stay has now. released_from: the first night a check-out or a
        // no-show gave back; the nights before it stay booked.
        await db.schema
          .alterTable('reservation')
          .addColumn('unit_id', 'integer', (col) => col.references('unit.id'))
          .execute()
        await db.schema.alterTable('reservation').addColumn('released_from', 'text').execute()
        // Staff's notes on a reservation: never shown to the guest, mailed or exported.
        await db.schema
          .createTable('reservation_note')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
          .addColumn('at', 'text', (col) => col.notNull())
          .addColumn('text', 'text', (col) => col.notNull())
          .execute()
        await db.schema
          .createIndex('reservation_note_reservation')
          .on('reservation_note')
          .column('reservation_id')
          .execute()
      },
    },
    '008-live-feed': {
      async up(db: Kysely<unknown>) {
        // The consoles' live feed reads what changed in the last seconds, every second.
        await db.schema
          .createIndex('reservation_event_at')
          .on('reservation_event')
          .column('at')
          .execute()
        await db.schema
          .createIndex('channel_block_updated')
          .on('channel_block')
          .column('updated_at')
          .execute()
      },
    },
    '009-payment-ledger': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('payment')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
          .addColumn('method', 'text', (col) => col.notNull())
          .addColumn('provider_ref', 'text')
          .addColumn('note', 'text', (col) => col.notNull())
          .addColumn('recorded_by', 'text', (col) => col.notNull())
          .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
          .addColumn('at', 'text', (col) => col.notNull())
          .execute()
        await db.schema
          .createIndex('payment_reservation')
          .on('payment')
          .column('reservation_id')
          .execute()
        // The ledger is money: a row's amount, what it belongs to and when are never changed
        // and no row is removed, by this code or by a mistake elsewhere. Only a note's words
        // may go (data care).
        const kept = 'reservation_id, amount, method, provider_ref, recorded_by, staff_id, at'
        if (engine === 'sqlite') {
          await sql
            .raw(
              `CREATE TRIGGER payment_kept BEFORE UPDATE OF ${kept} ON payment ` +
                "BEGIN SELECT RAISE(ABORT, 'a payment is never changed'); END",
            )
            .execute(db)
          await sql
            .raw(
              'CREATE TRIGGER payment_not_removed BEFORE DELETE ON payment ' +
                "BEGIN SELECT RAISE(ABORT, 'a payment is never removed'); END",
            )
            .execute(db)
        } else {
          await sql
            .raw(
              'CREATE FUNCTION payment_refuse() RETURNS trigger LANGUAGE plpgsql AS ' +
                "$$ BEGIN RAISE EXCEPTION 'a payment is never changed or removed'; END $$",
            )
            .execute(db)
          await sql
            .raw(
              `CREATE TRIGGER payment_kept BEFORE UPDATE OF ${kept} ON payment ` +
                'FOR EACH ROW EXECUTE FUNCTION payment_refuse()',
            )
            .execute(db)
          await sql
            .raw(
              'CREATE TRIGGER payment_not_removed BEFORE DELETE ON payment ' +
                'FOR EACH ROW EXECUTE FUNCTION payment_refuse()',
            )
            .execute(db)
        }
      },
    },
    '010-stay-changes': {
      async up(db: Kysely<unknown>) {
        // How many times staff changed the stay: the calendar file's SEQUENCE is made from it
        // (mail/stay-calendar.ts), so it only ever grows, and each change is conditional on it.
        await db.schema
          .alterTable('reservation')
          .addColumn('stay_changes', 'integer', (col) => col.notNull().defaultTo(0))
          .execute()
      },
    },
    '011-unit-labels-any-case': {
      async up(db: Kysely<unknown>) {
        // Staff name units and the desk types them in any case: 'h2' must find one unit.
        await sql`CREATE UNIQUE INDEX unit_label_folded ON unit (lower(label))`.execute(db)
      },
    },
    '012-deposits': {
      async up(db: Kysely<unknown>) {
        // What was asked at booking and how the guest chose to pay it (docs/reservations.md,
        // "States"); both null for a booking made while payments were off, or by staff.
        await db.schema.alterTable('reservation').addColumn('deposit', 'integer').execute()
        await db.schema.alterTable('reservation').addColumn('payment_way', 'text').execute()
      },
    },
    '013-online-payments': {
      async up(db: Kysely<unknown>) {
        // The PayMongo Checkout Session of an online deposit: its id finds the booking when the
        // webhook comes, its url answers a retried booking and the guest's page.
        await db.schema.alterTable('reservation').addColumn('checkout_session_id', 'text').execute()
        await db.schema.alterTable('reservation').addColumn('checkout_url', 'text').execute()
        await db.schema
          .createIndex('reservation_checkout_session')
          .on('reservation')
          .column('checkout_session_id')
          .execute()
        // PayMongo resends an event until it gets a 2xx: its id, kept, makes a resend harmless.
        await db.schema
          .createTable('paymongo_event')
          .addColumn('event_id', 'text', (col) => col.primaryKey())
          .addColumn('received_at', 'text', (col) => col.notNull())
          .execute()
        // Refunds to ask PayMongo for, written with the cancellation that owes them and sent by
        // a worker afterwards, so a slow or failing gateway never undoes a cancellation.
        await db.schema
          .createTable('refund')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
          .addColumn('payment_ref', 'text', (col) => col.notNull())
          .addColumn('status', 'text', (col) =>
            col.notNull().check(sql`status IN ('pending', 'sending', 'sent', 'failed')`),
          )
          .addColumn('provider_ref', 'text')
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (col) => col.notNull())
          .addColumn('created_at', 'text', (col) => col.notNull())
          .addColumn('sent_at', 'text')
          .execute()
        await db.schema
          .createIndex('refund_due')
          .on('refund')
          .columns(['status', 'next_attempt_at'])
          .execute()
        // A provider's payment is money in once: two events for one payment cannot both be
        // recorded, whichever way they race.
        await sql`CREATE UNIQUE INDEX payment_provider_ref ON payment (provider_ref) WHERE provider_ref IS NOT NULL AND amount > 0`.execute(
          db,
        )
      },
    },
    '014-transfer-receipts': {
      async up(db: Kysely<unknown>) {
        // A guest's proof of transfer (docs/reservations.md, "States"): the file lives in the
        // uploads folder under file_name, blanked when guest data is erased. Every upload keeps its
        // row, so what staff decided about an earlier one stays on record.
        await db.schema
          .createTable('receipt')
          .addColumn('id', 'integer', id)
          .addColumn('reservation_id', 'integer', (col) =>
            col.notNull().references('reservation.id'),
          )
          .addColumn('file_name', 'text', (col) => col.notNull())
          .addColumn('content_type', 'text', (col) => col.notNull())
          .addColumn('status', 'text', (col) =>
            col.notNull().check(sql`status IN ('waiting', 'accepted', 'rejected')`),
          )
          .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
          .addColumn('uploaded_at', 'text', (col) => col.notNull())
          .addColumn('decided_at', 'text')
          .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
          .execute()
        await db.schema
          .createIndex('receipt_reservation')
          .on('receipt')
          .column('reservation_id')
          .execute()
        // The Requests screen lists what waits, every time it opens.
        await db.schema.createIndex('receipt_status').on('receipt').column('status').execute()
      },
    },
  }
}

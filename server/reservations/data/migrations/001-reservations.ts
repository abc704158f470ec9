import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function reservations(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
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
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
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
  }
}

import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function prices(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      // Seeded from content at start where missing (data/prices.ts); staff own them after.
      await db.schema
        .createTable('room_price')
        .addColumn('room_type_id', 'integer', (col) => col.primaryKey().references('room_type.id'))
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
  }
}

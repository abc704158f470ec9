import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function channels(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      // A room type's calendar for other channels: the token is the whole secret of its address.
      await db.schema
        .createTable('channel_export')
        .addColumn('room_type_id', 'integer', (col) => col.primaryKey().references('room_type.id'))
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
  }
}

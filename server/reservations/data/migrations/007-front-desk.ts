import type { Kysely, Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function frontDesk(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
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
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
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
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
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
  }
}

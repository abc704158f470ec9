import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

export function transferReceipts(engine: Engine): Migration {
  const id = generatedId(engine)
  return {
    async up(db: Kysely<unknown>) {
      // A guest's proof of transfer (docs/reservations.md, "States"): the file lives in the
      // uploads folder under file_name, blanked when guest data is erased. Every upload keeps its
      // row, so what staff decided about an earlier one stays on record.
      await db.schema
        .createTable('receipt')
        .addColumn('id', 'integer', id)
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
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
  }
}

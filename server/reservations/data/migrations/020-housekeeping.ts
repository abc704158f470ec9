import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Housekeeping (docs/reservations.md, "Housekeeping"): each unit's status, with the reason and
 * nights of an out-of-order spell and who set it when; and the resort days whose morning move
 * to dirty was made, one row each, so two servers make it once.
 */
export const housekeeping: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('unit')
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('clean')
          .check(sql`status IN ('clean', 'dirty', 'inspected', 'out_of_order')`),
      )
      .execute()
    await db.schema.alterTable('unit').addColumn('status_reason', 'text').execute()
    await db.schema.alterTable('unit').addColumn('out_of_order_from', 'text').execute()
    await db.schema.alterTable('unit').addColumn('out_of_order_to', 'text').execute()
    // Existing units were last set when the feature arrived; '' reads as never.
    await db.schema
      .alterTable('unit')
      .addColumn('status_at', 'text', (col) => col.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('unit')
      .addColumn('status_by', 'integer', (col) => col.references('staff.id'))
      .execute()
    // The live feed reads the changes since a moment.
    await db.schema.createIndex('unit_status_at').on('unit').column('status_at').execute()
    await db.schema
      .createTable('housekeeping_day')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('done_at', 'text', (col) => col.notNull())
      .execute()
  },
}

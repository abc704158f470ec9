import type { Kysely, Migration } from 'kysely'

export const deposits: Migration = {
  async up(db: Kysely<unknown>) {
    // What was asked at booking and how the guest chose to pay it (docs/reservations.md,
    // "States"); both null for a booking made while payments were off, or by staff.
    await db.schema.alterTable('reservation').addColumn('deposit', 'integer').execute()
    await db.schema.alterTable('reservation').addColumn('payment_way', 'text').execute()
  },
}

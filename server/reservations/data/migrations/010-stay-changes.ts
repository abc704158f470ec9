import type { Kysely, Migration } from 'kysely'

export const stayChanges: Migration = {
  async up(db: Kysely<unknown>) {
    // How many times staff changed the stay: the calendar file's SEQUENCE is made from it
    // (mail/stay-calendar.ts), so it only ever grows, and each change is conditional on it.
    await db.schema
      .alterTable('reservation')
      .addColumn('stay_changes', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
  },
}

import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Every staff account gets a role (domain/staff-roles.ts). The accounts made before roles could
 * do everything, so they become managers: nobody loses a screen they used.
 */
export const staffRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('staff')
      .addColumn('role', 'text', (col) =>
        col
          .notNull()
          .defaultTo('manager')
          .check(sql`role IN ('manager', 'front_desk', 'housekeeping')`),
      )
      .execute()
  },
}

import type { Kysely, Migration } from 'kysely'

export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    // The layout rate-limiter-flexible's PostgreSQL store expects; several servers share it.
    await db.schema
      .createTable('rate_limit')
      .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
      .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute()
  },
}

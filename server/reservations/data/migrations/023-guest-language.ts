import type { Kysely, Migration } from 'kysely'

/**
 * The language a guest booked in (domain/languages.ts): their mail is written in it. Stays booked
 * before it were booked on an English-only site. No CHECK on the codes: the request schema
 * accepts only the site's languages, and one added later would otherwise mean rebuilding the
 * table on SQLite.
 */
export const guestLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('reservation')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute()
  },
}

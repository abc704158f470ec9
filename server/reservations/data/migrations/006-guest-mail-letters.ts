import type { Kysely, Migration } from 'kysely'

export const guestMailLetters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('email_outbox').addColumn('letter', 'text').execute()
  },
}

import type { Kysely, Migration } from 'kysely'

export const openRequestsAndUndeliverableMail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('email_outbox').addColumn('failed_at', 'text').execute()
    await db.schema.alterTable('reservation').addColumn('request_address', 'text').execute()
    await db.schema
      .createIndex('reservation_open_by_address')
      .on('reservation')
      .columns(['request_address', 'status'])
      .execute()
    await db.schema
      .createIndex('reservation_open_by_email')
      .on('reservation')
      .columns(['guest_email', 'status'])
      .execute()
  },
}

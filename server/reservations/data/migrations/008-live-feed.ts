import type { Kysely, Migration } from 'kysely'

export const liveFeed: Migration = {
  async up(db: Kysely<unknown>) {
    // The consoles' live feed reads what changed in the last seconds, every second.
    await db.schema
      .createIndex('reservation_event_at')
      .on('reservation_event')
      .column('at')
      .execute()
    await db.schema
      .createIndex('channel_block_updated')
      .on('channel_block')
      .column('updated_at')
      .execute()
  },
}

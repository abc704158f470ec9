import { sql, type Kysely, type Migration } from 'kysely'

export const unitLabelsAnyCase: Migration = {
  async up(db: Kysely<unknown>) {
    // Staff name units and the desk types them in any case: 'h2' must find one unit.
    await sql`CREATE UNIQUE INDEX unit_label_folded ON unit (lower(label))`.execute(db)
  },
}

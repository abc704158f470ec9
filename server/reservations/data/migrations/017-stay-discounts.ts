import { sql, type Kysely, type Migration } from 'kysely'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

/**
 * The guests of a stay who have the senior citizen's or the PWD's discount, with the ID they
 * showed (docs/senior-and-pwd-discounts.md). Rows, unlike folio lines, are replaced when the
 * desk corrects the list and erased with the rest of a guest's personal data.
 */
export function stayDiscounts(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stay_discount')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('senior', 'pwd')`))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('id_number', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('stay_discount_position', ['reservation_id', 'position'])
        .execute()
    },
  }
}

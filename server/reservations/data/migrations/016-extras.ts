import { sql, type Kysely, type Migration } from 'kysely'
import { seedExtras } from '../../../../content/extras'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

/** The columns this migration writes, as they are when it runs. */
type Then = {
  extra: {
    code: string
    name: string
    price: number
    basis: string
    online: number
    active: number
  }
}

/**
 * The extras catalogue (docs/reservations.md, "Extras"), started with content's extras: the
 * first start seeds it, as it does the fees, and staff own it from then on.
 */
export function extras(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('extra')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
        .addColumn('basis', 'text', (col) =>
          col
            .notNull()
            .check(
              sql`basis IN ('per_stay', 'per_night', 'per_guest', 'per_guest_night', 'per_item')`,
            ),
        )
        .addColumn('online', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull())
        .execute()
      if (seedExtras.length === 0) return
      await (db as unknown as Kysely<Then>)
        .insertInto('extra')
        .values(
          seedExtras.map((extra) => ({
            code: extra.code,
            name: extra.name,
            price: extra.price,
            basis: extra.basis,
            online: extra.online ? 1 : 0,
            active: extra.active ? 1 : 0,
          })),
        )
        .execute()
    },
  }
}

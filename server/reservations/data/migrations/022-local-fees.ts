import { sql, type Kysely, type Migration } from 'kysely'
import { seedLocalFees } from '../../../../content/local-fees'
import type { Engine } from '../engine'
import { generatedId } from './generated-id'

/** The columns this migration writes, as they are when it runs. */
type Then = {
  local_fee: { code: string; name: string; basis: string; default_tier: string; position: number }
  local_fee_tier: { fee_code: string; code: string; name: string; amount: number; position: number }
}

/**
 * Local fees per head (docs/local-fees.md): the fees and their tiers, started with content's
 * as the extras are, and each stay's guests' tiers as the desk chose them. A stay without rows
 * is charged no local fee yet.
 */
export function localFees(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('local_fee')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('basis', 'text', (col) =>
          col.notNull().check(sql`basis IN ('per_guest', 'per_guest_stay')`),
        )
        .addColumn('default_tier', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute()
      await db.schema
        .createTable('local_fee_tier')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('fee_code', 'text', (col) => col.notNull().references('local_fee.code'))
        .addColumn('code', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addUniqueConstraint('local_fee_tier_code', ['fee_code', 'code'])
        .execute()
      await db.schema
        .createTable('stay_fee_tier')
        .addColumn('id', 'integer', generatedId(engine))
        .addColumn('reservation_id', 'integer', (col) => col.notNull().references('reservation.id'))
        .addColumn('fee_code', 'text', (col) => col.notNull().references('local_fee.code'))
        .addColumn('guest', 'integer', (col) => col.notNull().check(sql`guest >= 1`))
        .addColumn('tier_code', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('stay_fee_tier_guest', ['reservation_id', 'fee_code', 'guest'])
        .execute()
      await seed(db as unknown as Kysely<Then>)
    },
  }
}

async function seed(db: Kysely<Then>): Promise<void> {
  if (seedLocalFees.length === 0) return
  await db
    .insertInto('local_fee')
    .values(
      seedLocalFees.map((fee, index) => ({
        code: fee.code,
        name: fee.name,
        basis: fee.basis,
        default_tier: fee.defaultTier,
        position: index + 1,
      })),
    )
    .execute()
  await db
    .insertInto('local_fee_tier')
    .values(
      seedLocalFees.flatMap((fee) =>
        fee.tiers.map((tier, index) => ({
          fee_code: fee.code,
          code: tier.code,
          name: tier.name,
          amount: tier.amount,
          position: index + 1,
        })),
      ),
    )
    .execute()
}

/** Local fees per head (migration 022, docs/local-fees.md): the catalogue and each stay's tiers. */
import type { Kysely, Transaction } from 'kysely'
import type { FeeTierChoice, LocalFee } from '../../../domain/local-fees'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

/** The fees with their tiers, in the resort's order. */
export async function localFeesOf(db: Executor): Promise<LocalFee[]> {
  const fees = await db
    .selectFrom('local_fee')
    .select(['code', 'name', 'basis', 'default_tier'])
    .orderBy('position')
    .execute()
  const tiers = await db
    .selectFrom('local_fee_tier')
    .select(['fee_code', 'code', 'name', 'amount'])
    .orderBy('fee_code')
    .orderBy('position')
    .execute()
  return fees.map((fee) => ({
    code: fee.code,
    name: fee.name,
    basis: fee.basis,
    defaultTier: fee.default_tier,
    tiers: tiers
      .filter((tier) => tier.fee_code === fee.code)
      .map((tier) => ({ code: tier.code, name: tier.name, amount: Number(tier.amount) })),
  }))
}

/** The stay's guests' tiers as the desk chose them; none while it has charged no local fee. */
export async function stayFeeTiersOf(
  db: Executor,
  reservationId: number,
): Promise<FeeTierChoice[]> {
  const rows = await db
    .selectFrom('stay_fee_tier')
    .select(['fee_code', 'guest', 'tier_code'])
    .where('reservation_id', '=', reservationId)
    .orderBy('fee_code')
    .orderBy('guest')
    .execute()
  return rows.map((row) => ({ fee: row.fee_code, guest: Number(row.guest), tier: row.tier_code }))
}

/** Replaces the stay's tiers with `choices`. */
export async function replaceStayFeeTiers(
  trx: Transaction<Database>,
  reservationId: number,
  choices: readonly FeeTierChoice[],
  at: string,
): Promise<void> {
  await trx.deleteFrom('stay_fee_tier').where('reservation_id', '=', reservationId).execute()
  if (choices.length === 0) return
  await trx
    .insertInto('stay_fee_tier')
    .values(
      choices.map((choice) => ({
        reservation_id: reservationId,
        fee_code: choice.fee,
        guest: choice.guest,
        tier_code: choice.tier,
        created_at: at,
      })),
    )
    .execute()
}

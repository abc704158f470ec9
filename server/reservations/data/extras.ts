/** The extras catalogue as stored (migration 016): content seeds it once, staff own it after. */
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Extra, ExtraUpdate } from '../../../domain/extras'
import type { Database, ExtraTable } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

/** Every extra, active or not, in the order they were added. */
export async function listExtras(db: Executor): Promise<Extra[]> {
  const rows = await db.selectFrom('extra').selectAll().orderBy('id').execute()
  return rows.map(extraOf)
}

/** Throws a unique violation when the code is taken. */
export async function insertExtra(trx: Transaction<Database>, extra: Extra): Promise<void> {
  await trx
    .insertInto('extra')
    .values({ code: extra.code, ...columnsOf(extra) })
    .execute()
}

/** False when there is no extra of that code. */
export async function updateExtra(
  trx: Transaction<Database>,
  code: string,
  update: ExtraUpdate,
): Promise<boolean> {
  const result = await trx
    .updateTable('extra')
    .set(columnsOf(update))
    .where('code', '=', code)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

function columnsOf(extra: ExtraUpdate) {
  return {
    name: extra.name,
    price: extra.price,
    basis: extra.basis,
    online: extra.online ? 1 : 0,
    active: extra.active ? 1 : 0,
  }
}

function extraOf(row: Selectable<ExtraTable>): Extra {
  return {
    code: row.code,
    name: row.name,
    price: Number(row.price),
    basis: row.basis,
    online: row.online === 1,
    active: row.active === 1,
  }
}

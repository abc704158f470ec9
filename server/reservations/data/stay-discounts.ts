/** The guests of a stay with the senior citizen's or PWD's discount (migration 017). */
import type { Kysely, Transaction } from 'kysely'
import type { Beneficiary } from '../../../domain/lodging-discounts'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

/** The stay's beneficiaries in the desk's order. */
export async function stayDiscountsOf(db: Executor, reservationId: number): Promise<Beneficiary[]> {
  const rows = await db
    .selectFrom('stay_discount')
    .select(['kind', 'name', 'id_number'])
    .where('reservation_id', '=', reservationId)
    .orderBy('position')
    .execute()
  return rows.map((row) => ({ kind: row.kind, name: row.name, idNumber: row.id_number }))
}

/** Replaces the stay's list with `beneficiaries`, in their order. */
export async function replaceStayDiscounts(
  trx: Transaction<Database>,
  reservationId: number,
  beneficiaries: readonly Beneficiary[],
  at: string,
): Promise<void> {
  await eraseStayDiscountsOf(trx, reservationId)
  if (beneficiaries.length === 0) return
  await trx
    .insertInto('stay_discount')
    .values(
      beneficiaries.map((beneficiary, index) => ({
        reservation_id: reservationId,
        position: index + 1,
        kind: beneficiary.kind,
        name: beneficiary.name,
        id_number: beneficiary.idNumber,
        created_at: at,
      })),
    )
    .execute()
}

/** Personal data: gone with the guest's name (the folio keeps `Senior citizen 1` only). */
export async function eraseStayDiscountsOf(db: Executor, reservationId: number): Promise<void> {
  await db.deleteFrom('stay_discount').where('reservation_id', '=', reservationId).execute()
}

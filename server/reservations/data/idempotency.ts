/** Stored answers of booking requests sent with an Idempotency-Key (docs/reservations.md). */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type StoredAnswer = { requestHash: string; status: number; response: string }

export async function findAnswer(
  db: Executor,
  key: string,
  notBefore: string,
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'status', 'response'])
    .where('key', '=', key)
    .where('created_at', '>=', notBefore)
    .executeTakeFirst()
  return row && { requestHash: row.request_hash, status: row.status, response: row.response }
}

/**
 * Saved in the booking's own transaction, in one statement: a key stored over 24 h ago is
 * replaced, and a newer one is left as it is and answers false, as when a request with the same
 * key committed first (the caller rolls back and answers what that one answered). A concurrent
 * request's insert of the key is waited for, so one key never creates two bookings.
 */
export async function saveAnswer(
  trx: Transaction<Database>,
  key: string,
  answer: StoredAnswer,
  now: string,
): Promise<boolean> {
  const fields = {
    request_hash: answer.requestHash,
    status: answer.status,
    response: answer.response,
    created_at: now,
  }
  const saved = await trx
    .insertInto('idempotency_key')
    .values({ key, ...fields })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet(fields)
        .where('idempotency_key.created_at', '<', dayBefore(now)),
    )
    .returning('key')
    .executeTakeFirst()
  return saved !== undefined
}

export async function forgetOldAnswers(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('created_at', '<', dayBefore(now)).execute()
}

export function dayBefore(now: string): string {
  return new Date(Date.parse(now) - 24 * 60 * 60 * 1000).toISOString()
}

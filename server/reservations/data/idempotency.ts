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
 * Saved in the booking's own transaction: a second request with the same key either sees it or
 * fails on the primary key and rolls back, so one key never creates two bookings.
 */
export async function saveAnswer(
  trx: Transaction<Database>,
  key: string,
  answer: StoredAnswer,
  now: string,
): Promise<void> {
  // An expired key (over 24 h) is replaced rather than refused.
  await trx
    .deleteFrom('idempotency_key')
    .where('key', '=', key)
    .where('created_at', '<', dayBefore(now))
    .execute()
  await trx
    .insertInto('idempotency_key')
    .values({
      key,
      request_hash: answer.requestHash,
      status: answer.status,
      response: answer.response,
      created_at: now,
    })
    .execute()
}

export async function forgetOldAnswers(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('idempotency_key').where('created_at', '<', dayBefore(now)).execute()
}

export function dayBefore(now: string): string {
  return new Date(Date.parse(now) - 24 * 60 * 60 * 1000).toISOString()
}

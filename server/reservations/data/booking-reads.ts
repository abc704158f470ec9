/**
 * What a booking reads before it prices and holds anything, in one statement: the
 * prices' version, the answer stored for the request's Idempotency-Key, and the requests still
 * open from the guest's address and email. On PostgreSQL a round trip costs a booking more than
 * the reading does (decision 045); on SQLite the one statement costs no more than three.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { StoredAnswer } from './idempotency'
import type { Database } from './tables'

type Executor = Kysely<Database> | Transaction<Database>

export type BookingReads = {
  /** The answer saved for this key since `notBefore`, if any. */
  answer?: { key: string; notBefore: string }
  /** The requests awaiting the resort's answer from this address (hashed) and this email. */
  openRequests?: { addressHash: string; email: string }
}

export type OpenRequests = { byAddress: number; byEmail: number }

export type BookingSnapshot = {
  priceVersion: number
  answer: StoredAnswer | undefined
  /** Undefined when not asked for. */
  open: OpenRequests | undefined
}

export async function readBeforeBooking(
  trx: Executor,
  reads: BookingReads,
): Promise<BookingSnapshot> {
  const { answer, openRequests } = reads
  const stored = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('idempotency_key')
      .where((where) =>
        answer
          ? where.and([where('key', '=', answer.key), where('created_at', '>=', answer.notBefore)])
          : where.lit(false),
      )
  const open = (
    eb: ExpressionBuilder<Database, never>,
    column: 'request_address' | 'guest_email',
    value: string | undefined,
  ) =>
    eb
      .selectFrom('reservation')
      .select((count) => count.fn.countAll<number | string>().as('open'))
      // An unpaid booking holds its nights too, so it counts against the same caps.
      .where('status', 'in', ['requested', 'awaiting_payment'])
      .where((where) => (value === undefined ? where.lit(false) : where(column, '=', value)))
  const row = await trx
    .selectNoFrom((eb) => [
      eb.selectFrom('price_version').select('version').where('id', '=', 1).as('version'),
      stored(eb).select('request_hash').as('request_hash'),
      stored(eb).select('status').as('status'),
      stored(eb).select('response').as('response'),
      open(eb, 'request_address', openRequests?.addressHash).as('by_address'),
      open(eb, 'guest_email', openRequests?.email).as('by_email'),
    ])
    .executeTakeFirstOrThrow()
  return {
    priceVersion: Number(row.version ?? 0),
    answer:
      row.request_hash !== null && row.status !== null && row.response !== null
        ? { requestHash: row.request_hash, status: row.status, response: row.response }
        : undefined,
    open: openRequests && { byAddress: Number(row.by_address), byEmail: Number(row.by_email) },
  }
}

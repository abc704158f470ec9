/**
 * Sends the refunds that cancellations queued (./online-refunds.ts) to PayMongo, on a timer and
 * when poked, a bounded batch at a time. A refund PayMongo took becomes the ledger's negative
 * row in the same transaction that marks it sent; one it keeps refusing is marked failed after
 * a few tries and the resort is told, so a person gives the money back. Logs name the refund's
 * id and PayMongo's error code only: never an amount, a key or a guest.
 */
import type { Db } from '../data/connect'
import { insertPayment } from '../data/payments'
import { enqueueEmails } from '../mail/outbox'
import { refundFailedEmail } from '../mail/payment-templates'
import type { MailContext } from '../mail/templates'
import {
  createRefund,
  PaymentProviderError,
  type PaymongoClient,
} from '../payments/paymongo-client'
import { startPeriodicWorker } from '../background/periodic-worker'

export type RefundWorkerOptions = {
  db: Db
  client: PaymongoClient
  mail: MailContext
  log: (line: string) => void
  mailQueued: () => void
  now: () => Date
  intervalMs?: number
  batchSize?: number
  maxAttempts?: number
  /** The wait after the nth failure: firstMs doubled each time, up to maxMs. */
  backoff?: { firstMs: number; maxMs: number }
}

export type RefundWorker = { poke(): void; stop(): Promise<void> }

const DEFAULTS = {
  intervalMs: 30_000,
  batchSize: 10,
  maxAttempts: 5,
  backoff: { firstMs: 60_000, maxMs: 60 * 60_000 },
}
// Longer than one PayMongo call may take: a claimed refund is not taken by another server.
const LEASE_MS = 5 * 60_000

export function startRefundWorker(options: RefundWorkerOptions): RefundWorker {
  const intervalMs = options.intervalMs ?? DEFAULTS.intervalMs
  return startPeriodicWorker({
    intervalMs,
    run: (stopping) => sendDue(options, stopping),
    failed: (error) => {
      // The database may be away for a moment; the next tick tries again.
      const reason = error instanceof Error ? error.name : 'error'
      options.log(`refunds: could not read the refunds due (${reason}); retrying later`)
    },
  })
}

/**
 * One bounded batch of the refunds due; `stopping` is asked between refunds. A refund is sent at
 * most once without an answer: one left `sending` past its lease (the server stopped between
 * PayMongo's answer and its commit) is never sent again, but handed to a person.
 */
export async function sendDue(
  options: RefundWorkerOptions,
  stopping: () => boolean = () => false,
): Promise<void> {
  const { db } = options
  const now = options.now()
  const due = await db
    .selectFrom('refund')
    .selectAll()
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(options.batchSize ?? DEFAULTS.batchSize)
    .execute()
  for (const refund of due) {
    if (stopping()) return
    // Claimed by moving its next attempt on, conditionally: another server skips it.
    const claim = await db
      .updateTable('refund')
      .set({
        status: 'sending',
        attempts: refund.attempts + 1,
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
      })
      .where('id', '=', refund.id)
      .where('status', '=', refund.status)
      .where('next_attempt_at', '=', refund.next_attempt_at)
      .executeTakeFirst()
    if (Number(claim.numUpdatedRows) !== 1) continue
    if (refund.status === 'sending') {
      await giveUp(options, refund, 'unknown')
      continue
    }
    await sendOne(options, { ...refund, attempts: refund.attempts + 1 })
  }
}

type ClaimedRefund = {
  id: number
  reservation_id: number
  amount: number
  payment_ref: string
  /** Counting this one. */
  attempts: number
}

async function sendOne(options: RefundWorkerOptions, refund: ClaimedRefund): Promise<void> {
  let taken: { id: string; status: string }
  try {
    taken = await createRefund(options.client, {
      paymentId: refund.payment_ref,
      amount: Number(refund.amount),
      reason: 'requested_by_customer',
      metadata: { refund: String(refund.id) },
    })
  } catch (error) {
    const failure = error instanceof PaymentProviderError ? error.failure : 'error'
    // PayMongo answered with an error status: it took nothing, and may be asked again. Without
    // an answer (a timeout, a broken connection, an answer that cannot be read) it may have.
    const answered =
      failure === 'rejected' || failure === 'unavailable' || failure === 'unauthorized'
    if (answered) await retryLater(options, refund, failure)
    else await giveUp(options, refund, 'unknown', failure)
    return
  }
  if (taken.status === 'failed') {
    await retryLater(options, refund, 'refund-failed')
    return
  }
  const at = options.now().toISOString()
  await options.db.transaction().execute(async (trx) => {
    await insertPayment(trx, {
      reservationId: refund.reservation_id,
      amount: -Number(refund.amount),
      method: 'paymongo',
      providerRef: taken.id,
      note: '',
      recordedBy: 'provider',
      staffId: null,
      at,
    })
    await trx
      .updateTable('refund')
      .set({ status: 'sent', provider_ref: taken.id, sent_at: at })
      .where('id', '=', refund.id)
      .execute()
  })
}

/** Refused: back in the queue with a growing wait, or given up after the last try. */
async function retryLater(
  options: RefundWorkerOptions,
  refund: ClaimedRefund,
  reason: string,
): Promise<void> {
  if (refund.attempts >= (options.maxAttempts ?? DEFAULTS.maxAttempts)) {
    await giveUp(options, refund, 'refused', reason)
    return
  }
  const at = options.now()
  await options.db
    .updateTable('refund')
    .set({
      status: 'pending',
      next_attempt_at: new Date(at.getTime() + waitAfter(options, refund.attempts)).toISOString(),
    })
    .where('id', '=', refund.id)
    .execute()
  options.log(`refunds: refund ${refund.id} not taken (${reason}), attempt ${refund.attempts}`)
}

/** Failed for good: the resort is told, so a person looks at PayMongo and gives it back. */
async function giveUp(
  options: RefundWorkerOptions,
  refund: Pick<ClaimedRefund, 'id' | 'reservation_id'>,
  outcome: 'refused' | 'unknown',
  reason = 'no answer recorded',
): Promise<void> {
  const at = options.now()
  await options.db.transaction().execute(async (trx) => {
    await trx.updateTable('refund').set({ status: 'failed' }).where('id', '=', refund.id).execute()
    const reservation = await trx
      .selectFrom('reservation')
      .select('ref')
      .where('id', '=', refund.reservation_id)
      .executeTakeFirstOrThrow()
    await enqueueEmails(
      trx,
      [refundFailedEmail(reservation.ref, options.mail, refund.reservation_id, outcome)],
      at,
    )
  })
  options.log(
    `refunds: refund ${refund.id} ${outcome === 'refused' ? 'not taken' : 'of unknown outcome'} (${reason}): given up, the resort is told`,
  )
  options.mailQueued()
}

function waitAfter(options: RefundWorkerOptions, attempts: number): number {
  const { firstMs, maxMs } = options.backoff ?? DEFAULTS.backoff
  return Math.min(firstMs * 2 ** (attempts - 1), maxMs)
}

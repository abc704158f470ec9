/**
 * PayMongo's webhook (docs/reservations.md, "HTTP API"): the signature checked
 * on the raw body before anything is read, then `checkout_session.payment.paid` recorded once,
 * whatever the booking's state, since money that arrived is never lost (take-deposit.ts).
 *
 * PayMongo resends an event until it gets a 2xx, so only "not stored yet" is answered with a
 * refusal it will retry; a duplicate, an event of no interest, a payment recorded and flagged,
 * or one too large to be real (kept out of the ledger, the resort told) are all acknowledged.
 */
import {
  gatewayCeiling,
  guestMayPayBalance,
  isPlausibleGatewayAmount,
} from '../../../domain/ledger'
import { formatCentavos } from '../../../domain/money'
import type { Db } from '../data/connect'
import { folioTotalOf } from '../data/folio'
import { paidOnline } from '../data/payments'
import { insertEvent, touchReservation } from '../data/reservations'
import { enqueueEmails } from '../mail/outbox'
import { paymentNotRecordedEmail } from '../mail/payment-templates'
import type { MailContext } from '../mail/templates'
import {
  CHECKOUT_PAID,
  parsePaymongoEventBody,
  type CheckoutPaidEvent,
} from '../payments/paymongo-event'
import { verifyPaymongoSignature } from '../payments/paymongo-signature'
import type { BookableRoom } from './catalog'
import { ok, refuse, type Outcome } from './problem'
import { takeDeposit, type DepositOutcome } from './take-deposit'

export type WebhookContext = {
  db: Db
  rooms: readonly BookableRoom[]
  webhookSecret: string
  mail: MailContext
}

/** What became of an acknowledged event: for the tests and the log, never for PayMongo. */
export type WebhookResult =
  | { handled: 'ignored' | 'duplicate' | 'not_recorded' }
  | { handled: 'recorded'; outcome: DepositOutcome }

class NotStoredYet extends Error {}

export async function receivePaymongoEvent(
  context: WebhookContext,
  request: { rawBody: string; signature: string | undefined; now: Date },
): Promise<Outcome<WebhookResult>> {
  const check = verifyPaymongoSignature({
    header: request.signature,
    rawBody: request.rawBody,
    secret: context.webhookSecret,
    now: request.now,
  })
  if (!check.ok) {
    return refuse({ code: 'unauthorized', message: 'The Paymongo-Signature is not valid.' })
  }
  const event = parsePaymongoEventBody(request.rawBody)
  if (!event) {
    return refuse({ code: 'bad_request', message: 'The body is not a PayMongo event.' })
  }
  if (event.type !== CHECKOUT_PAID) return ok({ handled: 'ignored' })
  try {
    return ok(await record(context, event as CheckoutPaidEvent, request.now))
  } catch (error) {
    if (!(error instanceof NotStoredYet)) throw error
    return refuse({
      code: 'not_found',
      message: 'No reservation has this checkout session yet; send the event again later.',
    })
  }
}

async function record(
  context: WebhookContext,
  event: CheckoutPaidEvent,
  now: Date,
): Promise<WebhookResult> {
  return context.db.transaction().execute(async (trx): Promise<WebhookResult> => {
    // Written first, in the payment's own transaction: a concurrent resend waits on it, then
    // finds it, and a failure below rolls it back so the resend is handled afresh.
    const first = await trx
      .insertInto('paymongo_event')
      .values({ event_id: event.eventId, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst()
    if (!first) return { handled: 'duplicate' }

    const ref = await reservationOf(trx, event)
    const row = ref && (await touchReservation(trx, ref, now.toISOString()))
    if (!row) throw new NotStoredYet()
    // The same payment announced by another event (PayMongo may send one per resource). Asked
    // with the reservation held, so a second event waits for the first to commit, then finds
    // it; the unique index on the payment's id (migration 013) stands behind this.
    const known = await trx
      .selectFrom('payment')
      .select('id')
      .where('provider_ref', '=', event.paymentId)
      .where('amount', '>', 0)
      .executeTakeFirst()
    if (known) return { handled: 'duplicate' }
    const total = gatewayCeiling(Number(row.total), await folioTotalOf(trx, row.id))
    const before = await paidOnline(trx, row.id)
    if (!isPlausibleGatewayAmount(event.amount, total, before)) {
      await insertEvent(trx, {
        reservationId: row.id,
        actor: { kind: 'system', staffId: null },
        at: now.toISOString(),
        from: row.status,
        to: row.status,
        note: `PayMongo reported ${formatCentavos(event.amount)} paid, ${before > 0 ? `which with ${formatCentavos(before)} paid online before is ` : ''}more than the whole stay: not recorded, check it in PayMongo`,
      })
      await enqueueEmails(
        trx,
        [
          paymentNotRecordedEmail(
            row.ref,
            { reported: event.amount, before, total },
            context.mail,
            row.id,
          ),
        ],
        now,
      )
      return { handled: 'not_recorded' }
    }
    const outcome = await takeDeposit(
      trx,
      { rooms: context.rooms, mail: context.mail },
      row,
      {
        amount: event.amount,
        method: 'paymongo',
        providerRef: event.paymentId,
        recordedBy: 'provider',
        staffId: null,
        note: '',
      },
      now,
    )
    return { handled: 'recorded', outcome }
  })
}

/**
 * The booking the session was made for. The deposit's session is stored with its booking, and
 * its reference must agree. Any other session of a booking past its deposit is a page for its
 * balance (pay-balance.ts), which is not stored: it is found by the reference it carries, as
 * the signed event says which stay the guest paid for. So is a booking whose deposit session is
 * not stored yet (its answer and this event raced); a held booking whose stored session is
 * another is not this event's.
 */
async function reservationOf(
  trx: Parameters<typeof touchReservation>[0],
  event: CheckoutPaidEvent,
): Promise<string | undefined> {
  const bySession = await trx
    .selectFrom('reservation')
    .select('ref')
    .where('checkout_session_id', '=', event.checkoutSessionId)
    .executeTakeFirst()
  if (bySession) return bySession.ref === event.referenceNumber ? bySession.ref : undefined
  const byRef = await trx
    .selectFrom('reservation')
    .select(['ref', 'status', 'payment_way', 'checkout_session_id'])
    .where('ref', '=', event.referenceNumber)
    .executeTakeFirst()
  if (!byRef) return undefined
  if (guestMayPayBalance(byRef.status)) return byRef.ref
  return byRef.payment_way === 'online' && byRef.checkout_session_id === null
    ? byRef.ref
    : undefined
}

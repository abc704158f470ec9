/**
 * An online deposit's PayMongo Checkout Session (docs/reservations.md, "States"): created after
 * the booking commits, never inside its transaction, so a slow gateway holds no lock. Stored
 * with the booking once made; when PayMongo fails, the booking is released as if never made.
 */
import type { TransferDetails } from '../../../content/payments'
import type { ReservationView } from '../../../domain/api-contract'
import { formatStayDate } from '../../../domain/calendar'
import { onlineReminderAt } from '../../../domain/deposit'
import type { Db } from '../data/connect'
import { findReservationByRef, touchReservation } from '../data/reservations'
import { reservationPageIn } from '../mail/guest-pages'
import { depositDueEmail } from '../mail/payment-templates'
import { enqueueEmails } from '../mail/outbox'
import type { MailContext } from '../mail/templates'
import {
  createCheckoutSession,
  PaymentProviderError,
  type PaymongoClient,
} from '../payments/paymongo-client'
import type { BookableRoom } from './catalog'
import { moveReservation } from './move-reservation'
import { paymentProgressOf } from './payment-progress'
import { toReservationView } from './reservation-view'

export type CheckoutContext = {
  db: Db
  rooms: readonly BookableRoom[]
  paymongo: PaymongoClient
  /** PAYMONGO_METHODS. */
  methods: readonly string[]
  transfer: TransferDetails
  log: (line: string) => void
}

/**
 * The booking's view with its payment page, or null when PayMongo did not make one: the
 * booking is then expired, its nights free and its stored answer forgotten.
 */
export async function openCheckout(
  context: CheckoutContext,
  view: ReservationView,
  options: { mail: MailContext; idempotencyKey: string | null; now: Date },
): Promise<ReservationView | null> {
  const back = (outcome: 'done' | 'cancelled') =>
    `${reservationPageIn(options.mail.siteOrigin, view.ref, view.language)}&payment=${outcome}`
  const name = `${view.roomName}, ${formatStayDate(view.checkIn)} to ${formatStayDate(view.checkOut)}, reservation ${view.ref}`
  let session: { id: string; url: string }
  try {
    session = await createCheckoutSession(context.paymongo, {
      lineItems: [{ name, amount: view.deposit ?? view.total, quantity: 1 }],
      paymentMethodTypes: [...context.methods],
      referenceNumber: view.ref,
      successUrl: back('done'),
      cancelUrl: back('cancelled'),
      description: `Deposit for reservation ${view.ref}`,
    })
  } catch (error) {
    // PaymentProviderError's message names the call and PayMongo's code only: safe to log.
    const reason = error instanceof PaymentProviderError ? error.message : 'an unexpected error'
    context.log(`payments: a booking was released, no checkout session: ${reason}`)
    await releaseUnopened(context.db, view.ref, options.idempotencyKey, options.now)
    return null
  }
  return context.db.transaction().execute(async (trx) => {
    const row = await touchReservation(trx, view.ref, options.now.toISOString())
    if (!row) throw new Error('a booking vanished before its payment page was stored')
    await trx
      .updateTable('reservation')
      .set({ checkout_session_id: session.id, checkout_url: session.url })
      .where('id', '=', row.id)
      .execute()
    const stored = { ...row, checkout_session_id: session.id, checkout_url: session.url }
    const progress = await paymentProgressOf(trx, stored)
    const current = toReservationView(stored, context.rooms, progress)
    // Written only now: a guest is never asked to pay for a booking whose page was never made;
    // and it waits, as the guest is paying on that page (onlineReminderAt).
    if (current.status === 'awaiting_payment' && row.guest_email) {
      const holdEnds = current.holdExpiresAt ? new Date(current.holdExpiresAt) : null
      const reminder = {
        ...depositDueEmail(current, options.mail, row.id, context.transfer),
        notBefore: onlineReminderAt(options.now, holdEnds),
      }
      await enqueueEmails(trx, [reminder], options.now)
    }
    return current
  })
}

/**
 * The booking as it stands now, for a retry with the same Idempotency-Key: its payment page
 * (made since the first answer was stored) and its state, which may have moved on.
 */
export async function currentView(
  db: Db,
  rooms: readonly BookableRoom[],
  ref: string,
): Promise<ReservationView | undefined> {
  const row = await findReservationByRef(db, ref)
  return row && toReservationView(row, rooms, await paymentProgressOf(db, row))
}

async function releaseUnopened(
  db: Db,
  ref: string,
  idempotencyKey: string | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await touchReservation(trx, ref, now.toISOString())
    if (row?.status === 'awaiting_payment') {
      await moveReservation(
        trx,
        row,
        'expired',
        { kind: 'system', staffId: null },
        'The payment service did not answer: the booking was released unpaid',
        now,
      )
    }
    // A retry with the same key must book anew rather than replay a booking that never was.
    if (idempotencyKey) {
      await trx.deleteFrom('idempotency_key').where('key', '=', idempotencyKey).execute()
    }
  })
}

/**
 * A guest paying online what the stay owes (docs/reservations.md, "The folio"): the rest after
 * the deposit, a charge the desk posted, a cancellation's or a no-show's. Each ask makes a new
 * PayMongo Checkout Session for exactly the balance then, and stores nothing: the session carries
 * the stay's reference, by which the webhook finds it, and the deposit's session stays the one
 * the reservation holds. The payment is recorded by the webhook alone (paymongo-webhook.ts).
 */
import type { BalancePayment } from '../../../domain/api-contract'
import { guestMayPayBalance } from '../../../domain/ledger'
import type { Db } from '../data/connect'
import { folioTotalOf } from '../data/folio'
import { paidByReservation } from '../data/payments'
import type { ReservationRow } from '../data/tables'
import { reservationPageIn } from '../mail/guest-pages'
import {
  createCheckoutSession,
  PaymentProviderError,
  type PaymongoClient,
} from '../payments/paymongo-client'
import { matching } from './guest-reservations'
import { NOT_FOUND, ok, refuse, type Outcome } from './problem'

export type BalanceCheckoutContext = {
  db: Db
  /** The gateway, with the methods it offers; null when the resort does not take payments online. */
  paymongo: { client: PaymongoClient; methods: readonly string[] } | null
  log: (line: string) => void
}

export async function openBalanceCheckout(
  context: BalanceCheckoutContext,
  ref: unknown,
  email: unknown,
  options: { siteOrigin: string },
): Promise<Outcome<BalancePayment>> {
  if (!context.paymongo) {
    return refuse({ code: 'not_found', message: 'This resort does not take payments online.' })
  }
  const row = await matching(context.db, ref, email)
  if (!row) return refuse(NOT_FOUND)
  const owed = await balanceOf(context.db, row)
  const refusal = wrongStateOf(row, owed)
  if (refusal) return refuse({ code: 'wrong_state', message: refusal })

  const back = (outcome: 'done' | 'cancelled') =>
    `${reservationPageIn(options.siteOrigin, row.ref, row.language)}&payment=${outcome}`
  const name = `${whatIsOwed(row)} for reservation ${row.ref}`
  try {
    const session = await createCheckoutSession(context.paymongo.client, {
      lineItems: [{ name, amount: owed, quantity: 1 }],
      paymentMethodTypes: [...context.paymongo.methods],
      referenceNumber: row.ref,
      successUrl: back('done'),
      cancelUrl: back('cancelled'),
      description: name,
    })
    return ok({ url: session.url })
  } catch (error) {
    // PaymentProviderError's message names the call and PayMongo's code only: safe to log.
    const reason = error instanceof PaymentProviderError ? error.message : 'an unexpected error'
    context.log(`payments: no checkout session for a balance: ${reason}`)
    return refuse({
      code: 'unavailable',
      message: 'The payment service did not answer. Nothing was charged; please try again soon.',
    })
  }
}

/** What the folio's lines come to, less every payment and refund. */
async function balanceOf(db: Db, row: ReservationRow): Promise<number> {
  const paid = (await paidByReservation(db, [row.id])).get(row.id) ?? 0
  return (await folioTotalOf(db, row.id)) - paid
}

function wrongStateOf(row: ReservationRow, owed: number): string | null {
  if (row.status === 'awaiting_payment') {
    return 'This booking is still waiting for its deposit: pay that first, from its own payment page.'
  }
  if (row.status === 'requested') {
    return 'The resort has not confirmed this request yet: there is nothing to pay.'
  }
  if (!guestMayPayBalance(row.status)) {
    return `This reservation is ${row.status}: there is nothing to pay for it.`
  }
  if (owed <= 0) return 'Nothing is owed for this reservation: it is paid in full.'
  return null
}

function whatIsOwed(row: ReservationRow): string {
  if (row.status === 'cancelled') return 'Cancellation charge'
  if (row.status === 'no_show') return 'No-show charge'
  return 'Balance'
}

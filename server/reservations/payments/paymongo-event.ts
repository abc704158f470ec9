/**
 * A PayMongo webhook body as typed data. The shape is PayMongo's Event resource
 * (developers.paymongo.com/docs/developer-tools-webhooks-events): `data.id` is the event's `evt_…`
 * id, `data.attributes.type` its type, and `data.attributes.data` the resource it is about. For
 * `checkout_session.payment.paid` that resource is the Checkout Session
 * (developers.paymongo.com/reference/checkout-session-resource), whose `attributes.payments[]`
 * holds the Payment resources made through it.
 *
 * Only what the booking flow needs is read; every other field may come and go. Anything that
 * does not fit is null, for the webhook to answer 400 rather than guess. Parse after the
 * signature check (./paymongo-signature.ts), never instead of it.
 */
import { z } from 'zod'
import type { Centavos } from '../../../domain/money'

export const CHECKOUT_PAID = 'checkout_session.payment.paid'

export type CheckoutPaidEvent = {
  eventId: string
  type: typeof CHECKOUT_PAID
  livemode: boolean
  checkoutSessionId: string
  /** The reservation's ref, as given when the session was created. */
  referenceNumber: string
  paymentId: string
  /** What the guest paid, which need not be what was asked. */
  amount: Centavos
  paidAt: Date
}

/** An event the booking flow does not act on, kept so it can be acknowledged and recorded. */
export type OtherEvent = { eventId: string; type: string }

export type PaymongoEvent = CheckoutPaidEvent | OtherEvent

const EventId = z.string().regex(/^evt_\w+$/)
const UnixSeconds = z.number().int().positive()

const Envelope = z.object({
  data: z.object({
    id: EventId,
    type: z.literal('event'),
    attributes: z.object({ type: z.string().min(1).max(100) }),
  }),
})

const PaidPayment = z.object({
  id: z.string().regex(/^pay_\w+$/),
  type: z.literal('payment'),
  attributes: z.object({
    amount: z.number().int().positive(),
    currency: z.literal('PHP'),
    status: z.string(),
    paid_at: UnixSeconds.nullish(),
    created_at: UnixSeconds.optional(),
  }),
})

const CheckoutPaid = z.object({
  data: z.object({
    id: EventId,
    attributes: z.object({
      type: z.literal(CHECKOUT_PAID),
      livemode: z.boolean(),
      data: z.object({
        id: z.string().regex(/^cs_\w+$/),
        type: z.literal('checkout_session'),
        attributes: z.object({
          reference_number: z.string().min(1).max(100),
          payments: z.array(PaidPayment).max(50),
        }),
      }),
    }),
  }),
})

export function parsePaymongoEvent(body: unknown): PaymongoEvent | null {
  const envelope = Envelope.safeParse(body)
  if (!envelope.success) return null
  const { id: eventId, attributes } = envelope.data.data
  if (attributes.type !== CHECKOUT_PAID) return { eventId, type: attributes.type }

  const parsed = CheckoutPaid.safeParse(body)
  if (!parsed.success) return null
  const { livemode, data: session } = parsed.data.data.attributes
  // A session takes one successful payment; failed attempts before it may be listed too.
  const paid = session.attributes.payments.filter((payment) => payment.attributes.status === 'paid')
  if (paid.length !== 1) return null
  const payment = paid[0]!
  const paidAt = payment.attributes.paid_at ?? payment.attributes.created_at
  if (paidAt === undefined) return null
  return {
    eventId,
    type: CHECKOUT_PAID,
    livemode,
    checkoutSessionId: session.id,
    referenceNumber: session.attributes.reference_number,
    paymentId: payment.id,
    amount: payment.attributes.amount,
    paidAt: new Date(paidAt * 1000),
  }
}

/** Reads a raw webhook body: null when it is not JSON or not an event. */
export function parsePaymongoEventBody(rawBody: string): PaymongoEvent | null {
  try {
    return parsePaymongoEvent(JSON.parse(rawBody))
  } catch {
    return null
  }
}

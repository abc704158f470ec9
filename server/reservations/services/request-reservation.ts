/**
 * POST /api/reservations: a guest's request. It holds its nights until staff decide or the hold
 * runs out, sends the guest and the resort their mails, and answers a retry with the same
 * Idempotency-Key with the first answer (docs/reservations.md).
 */
import { createHash } from 'node:crypto'
import type { ReservationRequest, ReservationView } from '../../../domain/api-contract'
import { formatCentavos } from '../../../domain/money'
import { quoteFromSnapshot } from '../../../domain/rates'
import { newReference } from '../../../domain/reference'
import type { OpenRequests } from '../data/booking-reads'
import type { Db } from '../data/connect'
import { dayBefore, findAnswer, type StoredAnswer } from '../data/idempotency'
import { depositDueEmail } from '../mail/payment-templates'
import { requestReceivedEmails } from '../mail/templates'
import type { TransferDetails } from '../../../content/payments'
import { depositFor } from '../../../domain/deposit'
import type { PaymentWay } from '../../../domain/payment-ways'
import type { PaymentsConfig } from '../config'
import type { Quote } from '../../../domain/pricing'
import {
  AnsweredMeanwhile,
  bookStay,
  checkStayRequest,
  quoteChecked,
  type CheckedStay,
} from './book-stay'
import { guestRestriction, type BookableRoom, type PriceCatalog, type Pricing } from './catalog'
import { openCheckout, currentView } from './online-checkout'
import type { PaymongoClient } from '../payments/paymongo-client'
import { invalid, ok, refuse, type Outcome } from './problem'

export type BookingContext = {
  db: Db
  /** Off (no ways) keeps the request flow; on, a booking holds its nights for its deposit. */
  payments: Pick<PaymentsConfig, 'ways' | 'deposit' | 'paymentHoldMinutes' | 'transferHoldHours'>
  /** The gateway of online deposits, with the methods it offers; null without online. */
  paymongo: { client: PaymongoClient; methods: readonly string[]; webhookSecret: string } | null
  transfer: TransferDetails
  rooms: readonly BookableRoom[]
  prices: PriceCatalog
  holdHours: number
  /** Resort-local hour from which a stay arriving today cannot be requested online. */
  sameDayCutoffHour: number
  /** Requests awaiting the resort's answer that one address, or one email, may have at once. */
  openRequestCaps: { perAddress: number; perEmail: number }
  resortName: string
  resortEmail: string
  resortAddress?: string
  randomBytes: (count: number) => Uint8Array
  /** For what an operator must know: never a guest's details or an amount. */
  log: (line: string) => void
}

export type Idempotency = { key: string; requestHash: string }

export async function requestReservation(
  context: BookingContext,
  request: ReservationRequest,
  options: {
    idempotency: Idempotency | null
    clientAddress: string
    siteOrigin: string
    now: Date
  },
): Promise<Outcome<ReservationView>> {
  const checking = checkStayRequest(context.rooms, request, options.now)
  if (!checking.ok) return checking
  const checked = checking.value
  const choosing = paymentWayOf(context.payments.ways, request.paymentMethod)
  if (!choosing.ok) return choosing
  const way = choosing.value
  if (request.website) {
    const pricing = await context.prices.current(context.db)
    const quote = quoteChecked(pricing, checked, options.now)
    return decoy(context, checked, quote, way, request, options.now)
  }

  const { now } = options
  const idempotency = options.idempotency && scopedTo(options.clientAddress, options.idempotency)
  const nowText = now.toISOString()
  const requestAddress = addressHash(options.clientAddress)
  let replayed = false
  const mail = {
    resortName: context.resortName,
    siteOrigin: options.siteOrigin,
    resortEmail: context.resortEmail,
    resortAddress: context.resortAddress,
  }
  const booked = await book()
  if (!booked.ok || booked.value.payment?.method !== 'online') return booked
  if (replayed) {
    // A retry gets the payment page made since, and the booking's state as it is now.
    return ok((await currentView(context.db, context.rooms, booked.value.ref)) ?? booked.value)
  }
  if (!context.paymongo) throw new Error('online deposits are on without PayMongo configured')
  const opened = await openCheckout(
    { ...context, paymongo: context.paymongo.client, methods: context.paymongo.methods },
    booked.value,
    { mail, idempotencyKey: idempotency?.key ?? null, now },
  )
  if (opened) return ok(opened)
  return refuse({
    code: 'unavailable',
    message:
      'The payment service did not answer. Nothing was booked: please try again in a moment.',
  })

  async function book(): Promise<Outcome<ReservationView>> {
    try {
      return await bookStay(
        context,
        checked,
        {
          status: way ? 'awaiting_payment' : 'requested',
          ...(way && { payment: { way, deposit: context.payments.deposit } }),
          actor: { kind: 'guest', staffId: null },
          holdExpiresAt: holdEnd(context, way, now),
          requestAddress,
          note: '',
          // A blank code is no code: nothing was applied.
          ...(request.promoCode?.trim() && { promoCode: request.promoCode }),
          ...(request.language && { language: request.language }),
          // An online booking's email waits for its payment page (online-checkout.ts).
          emails: (view) =>
            way === 'online'
              ? []
              : way
                ? [depositDueEmail(view, mail, null, context.transfer)]
                : requestReceivedEmails(view, mail),
          reads: {
            ...(idempotency && {
              answer: { key: idempotency.key, notBefore: dayBefore(nowText) },
            }),
            openRequests: { addressHash: requestAddress, email: checked.guest.email },
          },
          earlier: (stored) => {
            // A retry of a stored booking gets its answer even if the clock or the price moved on.
            if (!stored || !idempotency) return undefined
            replayed = true
            return replay(stored, idempotency)
          },
          check: ({ quote, pricing, open }) =>
            refusedNow(context, pricing, checked, quote, request.expectedTotal, now) ??
            (open && tooManyOpen(open, context.openRequestCaps)),
          ...(idempotency && {
            answer: {
              key: idempotency.key,
              of: (view) => ({
                requestHash: idempotency.requestHash,
                status: 201,
                response: JSON.stringify(view),
              }),
            },
          }),
        },
        now,
      )
    } catch (error) {
      if (!idempotency || !(error instanceof AnsweredMeanwhile)) throw error
      // The same key committed first in a concurrent request: answer what it answered.
      const stored = await findAnswer(context.db, idempotency.key, dayBefore(nowText))
      if (!stored) throw error
      replayed = true
      return replay(stored, idempotency)
    }
  }
}

/** A stay rule that refuses the stay now, or a total other than the one the guest was shown. */
function refusedNow(
  context: BookingContext,
  pricing: Pricing,
  checked: CheckedStay,
  quote: Quote,
  expectedTotal: number | undefined,
  now: Date,
): Outcome<never> | undefined {
  const restriction = guestRestriction(
    pricing,
    checked.room.id,
    checked,
    now,
    context.sameDayCutoffHour,
  )
  if (restriction) {
    // The date the guest would change: the arrival, or the departure for a length of stay.
    const field = restriction.code === 'closed_to_arrival' ? 'checkIn' : 'checkOut'
    return refuse({
      code: 'restricted',
      message: restriction.message,
      fields: { [field]: restriction.message },
    })
  }
  const { total } = quote
  if (expectedTotal !== undefined && expectedTotal !== total) {
    return refuse({
      code: 'price_changed',
      message: `The price of this stay is now ${formatCentavos(total)}, not the ${formatCentavos(expectedTotal)} you were shown. Nothing was booked: check the new total, then send your request again.`,
      total,
      quote,
    })
  }
  return undefined
}

/**
 * Every open request holds its nights for days: without a cap one address could hold every
 * room. Counted in SQLite's booking transaction, so SQLite counts exactly; on PostgreSQL, read
 * just before the booking's write, two simultaneous requests from one address may both pass.
 */
function tooManyOpen(
  open: OpenRequests,
  caps: BookingContext['openRequestCaps'],
): Outcome<never> | undefined {
  const waiting = (count: number) =>
    `${count} reservation ${count === 1 ? 'request is' : 'requests are'} already waiting for the resort’s answer`
  if (open.byEmail >= caps.perEmail) {
    return refuse({
      code: 'rate_limited',
      message: `${waiting(open.byEmail)} for this email address. Please wait for the answer, or cancel one at Find reservation, before sending another.`,
    })
  }
  if (open.byAddress >= caps.perAddress) {
    return refuse({
      code: 'rate_limited',
      message: `${waiting(open.byAddress)} from your connection. Please wait for the answer, or cancel one at Find reservation, before sending another.`,
    })
  }
  return undefined
}

/**
 * A key answers only the client that sent it: keys are the client's to choose, and another
 * client sending a known key with the same body must not get the first client's reference.
 * Stored hashed with the address. A retry from another network is then a new request, which
 * the open-request cap per email and staff review catch.
 */
function scopedTo(clientAddress: string, idempotency: Idempotency): Idempotency {
  const key = createHash('sha256').update(`${clientAddress}\n${idempotency.key}`).digest('hex')
  return { key, requestHash: idempotency.requestHash }
}

/** The address is kept hashed: enough to count with, and no plain address in the database. */
function addressHash(address: string): string {
  return createHash('sha256').update(`request-address\n${address}`).digest('hex')
}

/**
 * How long the nights wait: for the resort's answer, or for the deposit (minutes for a payment
 * page the guest is on, hours for a transfer made from a bank's app).
 */
function holdEnd(context: BookingContext, way: PaymentWay | null, now: Date): string {
  const minutes =
    way === 'online'
      ? context.payments.paymentHoldMinutes
      : way === 'transfer'
        ? context.payments.transferHoldHours * 60
        : context.holdHours * 60
  return new Date(now.getTime() + minutes * 60 * 1000).toISOString()
}

/**
 * With payments off there is no way (null) and a chosen one is ignored, as an older page may
 * send it; on, the guest's choice must be one the resort takes, and is needed when it takes two.
 */
function paymentWayOf(
  ways: readonly PaymentWay[],
  chosen: PaymentWay | undefined,
): Outcome<PaymentWay | null> {
  if (ways.length === 0) return ok(null)
  const way = chosen ?? (ways.length === 1 ? ways[0] : undefined)
  if (way && ways.includes(way)) return ok(way)
  const message =
    ways.length === 1
      ? `This resort takes deposits ${ways[0] === 'online' ? 'online' : 'by transfer'} only.`
      : 'Choose how to pay the deposit: online or by transfer.'
  return refuse(invalid({ paymentMethod: message }))
}

/** Only a booking's answer is stored (in its own transaction), so a replay is that booking. */
function replay(stored: StoredAnswer, idempotency: Idempotency): Outcome<ReservationView> {
  if (stored.requestHash !== idempotency.requestHash) {
    return refuse({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used for a different request.',
    })
  }
  const view = JSON.parse(stored.response) as Omit<ReservationView, 'language'> &
    Partial<Pick<ReservationView, 'language'>>
  // An answer stored before quotes had their lines, or before languages, gets today's shape.
  return ok({
    ...view,
    breakdown: quoteFromSnapshot(view.breakdown, view.checkIn),
    language: view.language ?? 'en',
  })
}

/**
 * The honeypot was filled: only a bot does that. It gets an answer shaped like success, so it
 * learns nothing, and nothing is stored or sent.
 */
function decoy(
  context: BookingContext,
  checked: CheckedStay,
  quote: Quote,
  way: PaymentWay | null,
  request: ReservationRequest,
  now: Date,
): Outcome<ReservationView> {
  const holdExpiresAt = holdEnd(context, way, now)
  const deposit = depositFor(context.payments.deposit, quote)
  const view: ReservationView = {
    ref: newReference(context.randomBytes),
    status: way ? 'awaiting_payment' : 'requested',
    roomId: checked.room.id,
    roomName: checked.room.name,
    checkIn: checked.checkIn,
    checkOut: checked.checkOut,
    nights: checked.nights.length,
    adults: checked.adults,
    kids: checked.kids,
    rate: quote.rate,
    rateLabel: quote.label,
    total: quote.total,
    breakdown: quote,
    guest: checked.guest,
    notes: checked.notes,
    language: request.language ?? 'en',
    holdExpiresAt,
    createdAt: now.toISOString(),
    ...(way && {
      deposit,
      paid: 0,
      balance: quote.total,
      payment: { method: way, status: 'unpaid', deadline: holdExpiresAt },
    }),
  }
  return ok(view)
}

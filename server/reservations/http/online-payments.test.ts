/**
 * Online deposits end to end on both engines (docs/reservations.md, "States"): the booking makes
 * its PayMongo Checkout Session, only the signed webhook confirms, cancellations refund through
 * PayMongo, and the ledger always says what PayMongo saw. PayMongo is the stand-in on loopback
 * (test-support/paymongo-stand-in.ts); everything else is the real server.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, ReservationView } from '../../../domain/api-contract'
import { formatCentavos } from '../../../domain/money'
import { ENGINES } from '../../test-support/test-database'
import { expireHolds } from '../services/expire-holds'
import { heldNights, mailsOf } from '../test-support/reservation-records'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import {
  RESORT_EMAIL,
  startOnlinePayments,
  type OnlinePayments,
} from '../test-support/online-payments'
import { startPaymongoStandIn, type PaymongoStandIn } from '../test-support/paymongo-stand-in'
import { createCheckoutSession, paymongoClient } from '../payments/paymongo-client'
import { signPaymongoWebhook } from '../payments/paymongo-signature'

const SECRET_KEY = 'sk_test_onlinePaymentsSuite'
const WEBHOOK_SECRET = 'whsk_onlinePaymentsSuite'
const EMAIL = 'maria.santos@example.com'
const RESORT = RESORT_EMAIL

describe.each(ENGINES)('online deposits on %s', (engine) => {
  let online: OnlinePayments
  let api: ApiServer
  let standIn: PaymongoStandIn
  let offset = 20

  beforeAll(async () => {
    online = await startOnlinePayments(engine, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    })
    ;({ api, standIn } = online)
  })
  afterAll(async () => {
    await online.stop()
  })

  async function book(overrides: Record<string, unknown> = {}, headers = {}) {
    offset += 3
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(offset, 2), paymentMethod: 'online', ...overrides }),
      headers,
    )
    return { response, view: (await response.json()) as ReservationView }
  }

  async function lookUp(ref: string) {
    return (await (
      await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    ).json()) as ReservationView
  }

  async function ledgerOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select(['payment.amount', 'payment.method', 'payment.provider_ref', 'payment.recorded_by'])
      .where('reservation.ref', '=', ref)
      .orderBy('payment.id')
      .execute()
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
  }

  function sessionOf(view: ReservationView) {
    const id = view.payment?.url?.split('/').at(-1) ?? ''
    const session = standIn.sessions.get(id)
    if (!session) throw new Error(`no session for ${view.ref}`)
    return session
  }

  /** Waits, a bounded while, for the refund worker to have settled a reservation's refunds. */
  async function refundsSettled(ref: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const pending = await api.inspect.db
        .selectFrom('refund')
        .innerJoin('reservation', 'reservation.id', 'refund.reservation_id')
        .select(['refund.status', 'refund.amount', 'refund.provider_ref', 'refund.attempts'])
        .where('reservation.ref', '=', ref)
        .execute()
      if (pending.every((refund) => refund.status === 'sent' || refund.status === 'failed'))
        return pending
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the refunds of ${ref} were not settled in time`)
  }

  async function cancel(ref: string) {
    return api.post(`/api/reservations/${ref}/cancel`, { email: EMAIL })
  }

  test('booking online answers 201 with the payment page, made for the deposit and the reference', async () => {
    const { response, view } = await book()

    expect(response.status).toBe(201)
    expect(view.status).toBe('awaiting_payment')
    expect(view.payment).toMatchObject({ method: 'online', status: 'unpaid' })
    expect(view.payment?.url).toMatch(new RegExp(`^${standIn.url}/checkout/cs_\\w+$`))
    const session = sessionOf(view)
    expect(session.lineItems).toEqual([
      {
        name: expect.stringContaining(`${view.roomName}, `) as string,
        amount: view.deposit,
        currency: 'PHP',
        quantity: 1,
      },
    ])
    expect(session.lineItems[0]?.name).toMatch(
      new RegExp(`\\d{4} to .*\\d{4}, reservation ${view.ref}$`),
    )
    expect(session.referenceNumber).toBe(view.ref)
    expect(session.paymentMethodTypes).toEqual(['card', 'gcash', 'paymaya', 'qrph'])
    expect(session.successUrl).toBe(`${api.url}/reservation?ref=${view.ref}&payment=done`)
    expect(session.cancelUrl).toBe(`${api.url}/reservation?ref=${view.ref}&payment=cancelled`)
    expect((await lookUp(view.ref)).payment?.url).toBe(view.payment?.url)
    const mails = await mailsOf(api.inspect.db, view.ref)
    // The reminder to pay waits while the guest is on the payment page (deposit-emails.test.ts).
    expect(mails.map((mail) => mail.kind)).toEqual(['deposit-reminder'])
  })

  test('a guest who booked in Japanese comes back from the payment page to the Japanese one', async () => {
    const { view } = await book({ language: 'ja' })

    const session = sessionOf(view)

    expect(view.language).toBe('ja')
    expect(session.successUrl).toBe(`${api.url}/ja/reservation?ref=${view.ref}&payment=done`)
    expect(session.cancelUrl).toBe(`${api.url}/ja/reservation?ref=${view.ref}&payment=cancelled`)
  })

  test('a retry with the same Idempotency-Key answers the same booking and its payment page', async () => {
    const headers = { 'Idempotency-Key': `online-${engine}-replay` }
    const body = bookingBody({ ...stayFromToday(200, 2), paymentMethod: 'online' })
    const first = await api.post('/api/reservations', body, headers)
    const again = await api.post('/api/reservations', body, headers)

    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    const [one, two] = [
      (await first.json()) as ReservationView,
      (await again.json()) as ReservationView,
    ]
    expect(two.ref).toBe(one.ref)
    expect(two.payment?.url).toBe(one.payment?.url)
    expect(
      [...standIn.sessions.values()].filter((s) => s.referenceNumber === one.ref),
    ).toHaveLength(1)
  })

  test('paid through the page: the signed webhook confirms, the ledger has the payment, both are told', async () => {
    const { view } = await book()
    const session = sessionOf(view)

    const delivery = await standIn.pay(session.id)

    expect(delivery?.status).toBe(200)
    const found = await lookUp(view.ref)
    expect(found).toMatchObject({
      status: 'confirmed',
      paid: view.deposit,
      balance: view.total - view.deposit!,
      payment: { status: 'paid', deadline: null },
    })
    expect(found.payment).not.toHaveProperty('url')
    expect(await ledgerOf(view.ref)).toEqual([
      {
        amount: view.deposit,
        method: 'paymongo',
        provider_ref: session.payments[0]?.id,
        recorded_by: 'provider',
      },
    ])
    const mails = await mailsOf(api.inspect.db, view.ref)
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['confirmed', EMAIL],
      ['deposit-paid', RESORT],
    ])
  })

  test('a forged or stale signature is refused with 401 and nothing is recorded; the real one then is', async () => {
    const { view } = await book()
    const session = sessionOf(view)
    standIn.setWebhookTiming('never')
    try {
      await standIn.pay(session.id)
    } finally {
      standIn.setWebhookTiming('before-redirect')
    }

    const [forged] = await standIn.sendEvent(session.id, { signature: 'forged' })
    const [stale] = await standIn.sendEvent(session.id, { signature: 'stale' })
    const unsigned = await fetch(`${api.url}/api/payments/paymongo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged!.rawBody,
    })

    expect([forged?.status, stale?.status, unsigned.status]).toEqual([401, 401, 401])
    expect(((await unsigned.json()) as ApiError).error.code).toBe('unauthorized')
    expect(await ledgerOf(view.ref)).toEqual([])
    expect((await lookUp(view.ref)).status).toBe('awaiting_payment')
    const stored = await api.inspect.db
      .selectFrom('paymongo_event')
      .select('event_id')
      .where('event_id', '=', forged!.eventId)
      .execute()
    expect(stored).toEqual([])

    const [real] = await standIn.sendEvent(session.id)
    expect(real?.status).toBe(200)
    expect((await lookUp(view.ref)).status).toBe('confirmed')
  })

  test('the same event three more times is acknowledged each time and recorded once', async () => {
    const { view } = await book()
    const session = sessionOf(view)
    await standIn.pay(session.id)

    const resent = await standIn.sendEvent(session.id, { repeat: 3 })

    expect(resent.map((delivery) => delivery.status)).toEqual([200, 200, 200])
    expect(await ledgerOf(view.ref)).toHaveLength(1)
    expect(
      (await mailsOf(api.inspect.db, view.ref)).filter((mail) => mail.kind === 'confirmed'),
    ).toHaveLength(1)
  })

  test('paid after the hold ran out: recorded, kept and flagged for a refund, the resort told', async () => {
    const { view } = await book()
    const session = sessionOf(view)
    await expireHolds(api.inspect.db, new Date(Date.parse(view.holdExpiresAt!) + 1000))

    const delivery = await standIn.pay(session.id)

    expect(delivery?.status).toBe(200)
    const found = await lookUp(view.ref)
    expect(found).toMatchObject({ status: 'expired', paid: view.deposit })
    expect(found.payment?.status).toBe('refund_due')
    expect(await heldNights(api.inspect.db, view.ref)).toBe(0)
    const flagged = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'paid-after-hold',
    )
    expect(flagged.map((mail) => mail.to_address)).toEqual([RESORT])
  })

  test('an amount other than the deposit is recorded as paid: less keeps waiting, more confirms', async () => {
    const less = await book()
    const more = await book()

    await standIn.pay(sessionOf(less.view).id, { amount: 100_00 })
    await standIn.pay(sessionOf(more.view).id, { amount: more.view.deposit! + 500_00 })

    expect(await lookUp(less.view.ref)).toMatchObject({ status: 'awaiting_payment', paid: 100_00 })
    expect(await lookUp(more.view.ref)).toMatchObject({
      status: 'confirmed',
      paid: more.view.deposit! + 500_00,
    })
  })

  test('an event ahead of its booking’s stored session is recorded by the reference it carries', async () => {
    const { view } = await book()
    const session = sessionOf(view)
    // As if the webhook overtook the booking's own answer.
    await api.inspect.db
      .updateTable('reservation')
      .set({ checkout_session_id: null })
      .where('ref', '=', view.ref)
      .execute()

    const delivery = await standIn.pay(session.id)

    expect(delivery?.status).toBe(200)
    expect((await lookUp(view.ref)).status).toBe('confirmed')
  })

  test('an event for no booking here is refused so PayMongo sends it again, and nothing is kept', async () => {
    const client = paymongoClient({ secretKey: SECRET_KEY, apiUrl: standIn.url })
    const stray = await createCheckoutSession(client, {
      lineItems: [{ name: 'Elsewhere', amount: 1000_00, quantity: 1 }],
      paymentMethodTypes: ['card'],
      referenceNumber: 'ZZZZ-ZZZZ',
      successUrl: 'http://127.0.0.1/done',
      cancelUrl: 'http://127.0.0.1/cancelled',
      description: 'Not a booking of this resort',
    })

    const delivery = await standIn.pay(stray.id)

    expect(delivery?.status).toBe(404)
    const stored = await api.inspect.db
      .selectFrom('paymongo_event')
      .select('event_id')
      .where('event_id', '=', delivery!.eventId)
      .execute()
    expect(stored).toEqual([])
  })

  test('the webhook takes PayMongo’s signed JSON from anywhere, and nothing else', async () => {
    const rawBody = JSON.stringify({
      data: {
        id: 'evt_someOtherKind',
        type: 'event',
        attributes: { type: 'payment.refunded', livemode: false, data: {} },
      },
    })
    const signature = signPaymongoWebhook({
      rawBody,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000),
      livemode: false,
    })
    const send = (headers: Record<string, string>, body = rawBody) =>
      fetch(`${api.url}/api/payments/paymongo`, { method: 'POST', headers, body })

    const ignored = await send({
      'content-type': 'application/json',
      'paymongo-signature': signature,
      origin: 'https://paymongo.example',
      'sec-fetch-site': 'cross-site',
    })
    const notJson = await send({ 'content-type': 'text/plain', 'paymongo-signature': signature })
    const tooBig = await send(
      { 'content-type': 'application/json', 'paymongo-signature': signature },
      JSON.stringify({ padding: 'x'.repeat(20_000) }),
    )
    const read = await fetch(`${api.url}/api/payments/paymongo`)

    expect(ignored.status).toBe(200)
    expect(await ignored.json()).toEqual({ received: true })
    expect([notJson.status, tooBig.status, read.status]).toEqual([415, 413, 405])
  })

  test('a paid stay cancelled in the free period: the whole deposit refunded through PayMongo', async () => {
    const { view } = await book()
    const session = sessionOf(view)
    await standIn.pay(session.id)

    const response = await cancel(view.ref)

    expect(response.status).toBe(200)
    expect(((await response.json()) as ReservationView).balance).toBe(-view.deposit!)
    const refunds = await refundsSettled(view.ref)
    expect(refunds.map((refund) => [refund.status, Number(refund.amount)])).toEqual([
      ['sent', view.deposit],
    ])
    const sent = standIn.refunds.filter((refund) => refund.paymentId === session.payments[0]?.id)
    expect(sent.map((refund) => refund.amount)).toEqual([view.deposit])
    expect((await ledgerOf(view.ref)).map((row) => [row.amount, row.provider_ref])).toEqual([
      [view.deposit, session.payments[0]?.id],
      [-view.deposit!, sent[0]?.id],
    ])
    expect(await lookUp(view.ref)).toMatchObject({
      status: 'cancelled',
      paid: 0,
      balance: 0,
      payment: { status: 'refunded', refunded: view.deposit },
    })
    const cancelled = (await mailsOf(api.inspect.db, view.ref)).find(
      (mail) => mail.kind === 'cancelled',
    )
    expect(cancelled?.text_body).toMatch(/To be refunded: ₱[\d,.]+, to the card or account/)
  })

  test('cancelled after the free days: what was paid beyond the charge is refunded, or nothing', async () => {
    // A day or two ahead: the first night is charged (content/booking.ts, free until 3 days).
    const paidAll = await book(stayFromToday(2, 2))
    const paidDeposit = await book(stayFromToday(1, 2))
    await standIn.pay(sessionOf(paidAll.view).id, { amount: paidAll.view.total })
    await standIn.pay(sessionOf(paidDeposit.view).id)

    const all = (await (await cancel(paidAll.view.ref)).json()) as ReservationView
    const deposit = (await (await cancel(paidDeposit.view.ref)).json()) as ReservationView

    expect(all.cancellationCharge).toBeGreaterThan(0)
    const refunded = await refundsSettled(paidAll.view.ref)
    expect(refunded.map((refund) => Number(refund.amount))).toEqual([
      paidAll.view.total - all.cancellationCharge!,
    ])
    expect(await lookUp(paidAll.view.ref)).toMatchObject({
      paid: all.cancellationCharge,
      balance: 0,
    })
    // 30% paid against a first night's charge of about half: nothing goes back.
    expect(deposit.cancellationCharge).toBeGreaterThan(paidDeposit.view.deposit!)
    expect(await refundsSettled(paidDeposit.view.ref)).toEqual([])
  })

  test('the resort cancelling a paid stay refunds all of it, even after the free days', async () => {
    const { view } = await book(stayFromToday(2, 2))
    await standIn.pay(sessionOf(view).id)
    const cookie = await signedInStaff(api, `desk-${engine}@aloncove.example`)

    const response = await api.post(
      `/api/staff/reservations/${view.ref}/cancel`,
      { reason: 'A storm is coming: the resort is closed.' },
      { cookie },
    )

    expect(response.status).toBe(200)
    const refunds = await refundsSettled(view.ref)
    expect(refunds.map((refund) => [refund.status, Number(refund.amount)])).toEqual([
      ['sent', view.deposit],
    ])
    expect(await lookUp(view.ref)).toMatchObject({ status: 'cancelled', paid: 0 })
    const cancelled = (await mailsOf(api.inspect.db, view.ref)).find(
      (mail) => mail.kind === 'cancelled',
    )
    expect(cancelled?.text_body).toMatch(/To be refunded: ₱[\d,.]+, to the card or account/)
  })

  test('a refund PayMongo keeps refusing is retried, then marked failed and the resort told', async () => {
    const { view } = await book()
    await standIn.pay(sessionOf(view).id)
    standIn.setRefundFailure(503)
    try {
      await cancel(view.ref)
      const refunds = await refundsSettled(view.ref)
      expect(refunds.map((refund) => [refund.status, refund.attempts])).toEqual([['failed', 3]])
    } finally {
      standIn.setRefundFailure(null)
    }
    expect((await ledgerOf(view.ref)).map((row) => row.amount)).toEqual([view.deposit])
    const notice = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'refund-failed',
    )
    expect(notice.map((mail) => mail.to_address)).toEqual([RESORT])
    expect(notice[0]?.text_body).not.toMatch(/₱/)
  })

  test('a refund a stopped server left sending is never sent twice: failed, and the resort told to look first', async () => {
    const { view } = await book()
    await standIn.pay(sessionOf(view).id)
    const [paid] = await ledgerOf(view.ref)
    const reservation = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', view.ref)
      .executeTakeFirstOrThrow()
    const refundsBefore = standIn.refunds.length
    // As the worker leaves it when the server stops between PayMongo's answer and its commit.
    const past = new Date(Date.now() - 60_000).toISOString()
    await api.inspect.db
      .insertInto('refund')
      .values({
        reservation_id: reservation.id,
        amount: 100_00,
        payment_ref: paid!.provider_ref!,
        status: 'sending',
        provider_ref: null,
        attempts: 1,
        next_attempt_at: past,
        created_at: past,
        sent_at: null,
      })
      .execute()

    const refunds = await refundsSettled(view.ref)

    expect(refunds.map((refund) => refund.status)).toEqual(['failed'])
    expect(standIn.refunds.length).toBe(refundsBefore)
    expect((await ledgerOf(view.ref)).map((row) => row.amount)).toEqual([view.deposit])
    const notice = (await mailsOf(api.inspect.db, view.ref)).filter(
      (mail) => mail.kind === 'refund-failed',
    )
    expect(notice.map((mail) => mail.to_address)).toEqual([RESORT])
    expect(notice[0]?.text_body).toContain('PayMongo did not say whether it took the refund')
  })

  test('part of a deposit paid when the hold runs out: refunded through PayMongo, and the guest told so', async () => {
    const { view } = await book()
    await standIn.pay(sessionOf(view).id, { amount: 500_00 })
    expect((await lookUp(view.ref)).status).toBe('awaiting_payment')

    // The hold runs out now: the refund worker, on the server's clock, sends at once.
    await api.inspect.db
      .updateTable('reservation')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('ref', '=', view.ref)
      .execute()
    await expireHolds(api.inspect.db, new Date(), {
      context: { resortName: 'Alon Cove Resort', siteOrigin: api.url, resortEmail: RESORT },
      rooms: [],
    })
    const refunds = await refundsSettled(view.ref)

    expect(refunds.map((refund) => [refund.status, Number(refund.amount)])).toEqual([
      ['sent', 500_00],
    ])
    expect((await ledgerOf(view.ref)).map((row) => row.amount)).toEqual([500_00, -500_00])
    const mails = await mailsOf(api.inspect.db, view.ref)
    const told = mails.find((mail) => mail.kind === 'payment-expired')
    expect(told?.text_body).toContain('The ₱500 you paid is given back to you.')
    // PayMongo gives it all back: nothing is left for the desk to do.
    expect(mails.map((mail) => mail.kind)).not.toContain('paid-after-hold')
  })

  test('money PayMongo is still giving back cannot be given back again at the desk', async () => {
    const { view } = await book()
    await standIn.pay(sessionOf(view).id)
    const [paid] = await ledgerOf(view.ref)
    const reservation = await api.inspect.db
      .selectFrom('reservation')
      .select('id')
      .where('ref', '=', view.ref)
      .executeTakeFirstOrThrow()
    // A refund queued and not yet due: the worker leaves it alone while the desk tries.
    const later = new Date(Date.now() + 3600_000).toISOString()
    await api.inspect.db
      .insertInto('refund')
      .values({
        reservation_id: reservation.id,
        amount: paid!.amount - 100_00,
        payment_ref: paid!.provider_ref!,
        status: 'pending',
        provider_ref: null,
        attempts: 0,
        next_attempt_at: later,
        created_at: later,
        sent_at: null,
      })
      .execute()
    const cookie = await signedInStaff(api, `refunds-${engine}@aloncove.example`)
    const giveBack = (amount: number) =>
      api.post(
        `/api/staff/reservations/${view.ref}/payments`,
        { amount: -amount, method: 'cash' },
        { cookie },
      )

    const all = await giveBack(paid!.amount)
    const rest = await giveBack(100_00)

    expect(all.status).toBe(400)
    expect(((await all.json()) as ApiError).error.fields?.amount).toBe(
      `Only ₱100 was paid; give back at most that. PayMongo is already refunding ${formatCentavos(paid!.amount - 100_00)} of what was paid.`,
    )
    expect(rest.status).toBe(201)
    expect((await ledgerOf(view.ref)).map((row) => row.amount)).toEqual([paid!.amount, -100_00])
  })

  test('after all that, every ledger says what PayMongo saw, and no log line has an amount or a key', async () => {
    const reservations = await api.inspect.db
      .selectFrom('reservation')
      .select(['id', 'ref'])
      .execute()
    expect(reservations.length).toBeGreaterThan(10)
    for (const reservation of reservations) {
      const sessions = [...standIn.sessions.values()].filter(
        (session) => session.referenceNumber === reservation.ref,
      )
      const paymentIds = new Set(sessions.flatMap((s) => s.payments.map((payment) => payment.id)))
      const seen =
        sessions.flatMap((s) => s.payments).reduce((sum, payment) => sum + payment.amount, 0) -
        standIn.refunds
          .filter((refund) => paymentIds.has(refund.paymentId))
          .reduce((sum, refund) => sum + refund.amount, 0)
      // What came and went through PayMongo; the desk's own entries are not the gateway's.
      const ledger = (await ledgerOf(reservation.ref))
        .filter((row) => row.recorded_by === 'provider')
        .reduce((sum, row) => sum + row.amount, 0)
      expect([reservation.ref, ledger]).toEqual([reservation.ref, seen])
    }
    const amounts = new Set(
      [...standIn.sessions.values()].flatMap((session) => [
        ...session.lineItems.map((item) => item.amount),
        ...session.payments.map((payment) => payment.amount),
      ]),
    )
    for (const line of api.logs) {
      expect(line).not.toContain(SECRET_KEY)
      expect(line).not.toContain(WEBHOOK_SECRET)
      expect(line).not.toMatch(/₱|PHP/)
      for (const amount of amounts) {
        expect(line).not.toContain(String(amount))
        expect(line).not.toContain(String(amount / 100))
      }
    }
  })
})

describe.each(ENGINES)('PayMongo out of reach on %s', (engine) => {
  let api: ApiServer
  let standIn: PaymongoStandIn
  let gateway: http.Server
  let down = true

  beforeAll(async () => {
    standIn = await startPaymongoStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
    // PayMongo as the server sees it: failing while `down`, else passed on to the stand-in.
    gateway = http.createServer((request, response) => {
      if (down) {
        response.writeHead(503, { 'content-type': 'application/json' })
        response.end('{"errors":[{"code":"service_unavailable","detail":"down"}]}')
        return
      }
      const forward = http.request(
        `${standIn.url}${request.url}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      request.pipe(forward)
    })
    gateway.listen(0, '127.0.0.1')
    await once(gateway, 'listening')
    api = await startApiServer(engine, {
      env: {
        PAYMENTS: 'online',
        PAYMONGO_SECRET_KEY: SECRET_KEY,
        PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAYMONGO_API_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      },
    })
  })
  afterAll(async () => {
    await api.stop()
    gateway.closeAllConnections()
    gateway.close()
    await standIn.close()
  })

  test('503 and nothing held; the same Idempotency-Key books once PayMongo is back', async () => {
    const body = bookingBody({ ...stayFromToday(90, 2), paymentMethod: 'online' })
    const headers = { 'Idempotency-Key': `down-${engine}` }

    const refused = await api.post('/api/reservations', body, headers)

    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(((await refused.json()) as ApiError).error).toEqual({
      code: 'unavailable',
      message:
        'The payment service did not answer. Nothing was booked: please try again in a moment.',
    })
    const rows = await api.inspect.db.selectFrom('reservation').select(['status', 'id']).execute()
    expect(rows.map((row) => row.status)).toEqual(['expired'])
    const booked = await api.inspect.db
      .selectFrom('inventory_night')
      .select((eb) => eb.fn.sum<number>('booked').as('booked'))
      .executeTakeFirst()
    expect(Number(booked?.booked ?? 0)).toBe(0)
    const mails = await api.inspect.db.selectFrom('email_outbox').select('kind').execute()
    expect(mails).toEqual([])
    expect(api.logs).toContain(
      'payments: a booking was released, no checkout session: PayMongo answered 503 (service_unavailable) to create checkout session',
    )
    expect(api.logs.join('\n')).not.toContain(SECRET_KEY)

    down = false
    const retried = await api.post('/api/reservations', body, headers)

    expect(retried.status).toBe(201)
    const view = (await retried.json()) as ReservationView
    expect(view.status).toBe('awaiting_payment')
    expect(view.payment?.url).toMatch(/\/checkout\/cs_\w+$/)
  })
})

/**
 * A guest paying online what the stay owes, on both engines: POST /api/reservations/{ref}/pay
 * makes a PayMongo page for exactly the balance, and only the signed webhook records the money,
 * once. PayMongo is the stand-in on loopback (test-support/paymongo-stand-in.ts), reached through
 * a pass-through the tests can switch off to play PayMongo down; everything else is real.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ApiError, BalancePayment, ReservationView } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { mailsOf } from '../test-support/reservation-records'
import { signedInStaff, startApiServer, type ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import { startPaymongoStandIn, type PaymongoStandIn } from '../test-support/paymongo-stand-in'

const SECRET_KEY = 'sk_test_payBalanceSuite'
const WEBHOOK_SECRET = 'whsk_payBalanceSuite'
const EMAIL = 'maria.santos@example.com'

describe.each(ENGINES)('paying a balance online on %s', (engine) => {
  let api: ApiServer
  let standIn: PaymongoStandIn
  let gateway: http.Server
  let down = false
  let staffCookie = ''
  let offset = 20

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
        DEPOSIT: '30%',
        PAYMONGO_SECRET_KEY: SECRET_KEY,
        PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
        PAYMONGO_API_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      },
    })
    standIn.setWebhookUrl(`${api.url}/api/payments/paymongo`)
    staffCookie = await signedInStaff(api, 'desk@aloncove.example')
  })
  afterAll(async () => {
    await api.stop()
    gateway.closeAllConnections()
    gateway.close()
    await standIn.close()
  })

  async function book(stay = stayFromToday((offset += 3), 2)) {
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stay, paymentMethod: 'online' }),
    )
    expect(response.status).toBe(201)
    return (await response.json()) as ReservationView
  }

  /** A stay booked online whose deposit PayMongo reported paid: confirmed. */
  async function confirmed(stay?: { checkIn: string; checkOut: string }) {
    const view = await book(stay)
    await standIn.pay(view.payment!.url!.split('/').at(-1)!)
    const found = await lookUp(view.ref)
    expect(found.status).toBe('confirmed')
    return found
  }

  async function lookUp(ref: string) {
    const response = await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    return (await response.json()) as ReservationView
  }

  const payBalance = (ref: string, email = EMAIL) =>
    api.post(`/api/reservations/${ref}/pay`, { email })

  async function openedSession(ref: string) {
    const response = await payBalance(ref)
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as BalancePayment
    const session = standIn.sessions.get(url.split('/').at(-1) ?? '')
    if (!session) throw new Error(`no session behind ${url}`)
    return session
  }

  async function ledgerOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('payment')
      .innerJoin('reservation', 'reservation.id', 'payment.reservation_id')
      .select('payment.amount')
      .where('reservation.ref', '=', ref)
      .orderBy('payment.id')
      .execute()
    return rows.map((row) => Number(row.amount))
  }

  async function historyOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('reservation_event')
      .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
      .select('reservation_event.note')
      .where('reservation.ref', '=', ref)
      .orderBy('reservation_event.id')
      .execute()
    return rows.map((row) => row.note)
  }

  async function postCharge(ref: string, amount: number) {
    const response = await api.post(
      `/api/staff/reservations/${ref}/charges`,
      { description: 'Island-hopping tour', amount },
      { cookie: staffCookie },
    )
    expect(response.status).toBe(201)
  }

  async function errorOf(response: Response, status: number) {
    expect(response.status).toBe(status)
    return ((await response.json()) as ApiError).error
  }

  test('a confirmed stay with a posted charge pays its balance, recorded once however often PayMongo says so', async () => {
    const stay = await confirmed()
    await postCharge(stay.ref, 2_500_00)
    const balance = stay.total - stay.deposit! + 2_500_00
    const owing = await lookUp(stay.ref)
    expect(owing).toMatchObject({ balance, payBalance: true })
    expect(owing.folio).toMatchObject({
      total: stay.total + 2_500_00,
      paid: stay.deposit,
      balance,
    })
    expect(owing.folio?.lines.at(-1)).toEqual({
      date: expect.any(String) as string,
      description: 'Island-hopping tour',
      quantity: 1,
      unitAmount: 2_500_00,
      amount: 2_500_00,
    })
    const stored = await api.inspect.db
      .selectFrom('reservation')
      .select(['checkout_session_id', 'checkout_url'])
      .where('ref', '=', stay.ref)
      .executeTakeFirstOrThrow()

    const session = await openedSession(stay.ref)

    expect(session.lineItems).toEqual([
      {
        name: `Balance for reservation ${stay.ref}`,
        amount: balance,
        currency: 'PHP',
        quantity: 1,
      },
    ])
    expect(session.referenceNumber).toBe(stay.ref)
    expect(session.successUrl).toBe(`${api.origin}/reservation?ref=${stay.ref}&payment=done`)
    expect(session.cancelUrl).toBe(`${api.origin}/reservation?ref=${stay.ref}&payment=cancelled`)
    // The deposit's page stays the one the reservation holds.
    expect(
      await api.inspect.db
        .selectFrom('reservation')
        .select(['checkout_session_id', 'checkout_url'])
        .where('ref', '=', stay.ref)
        .executeTakeFirstOrThrow(),
    ).toEqual(stored)

    const delivery = await standIn.pay(session.id)
    const resent = await standIn.sendEvent(session.id, { repeat: 2 })

    expect([delivery?.status, ...resent.map((sent) => sent.status)]).toEqual([200, 200, 200])
    expect(await ledgerOf(stay.ref)).toEqual([stay.deposit, balance])
    expect(await lookUp(stay.ref)).toMatchObject({
      status: 'confirmed',
      paid: stay.total + 2_500_00,
      balance: 0,
      payment: { status: 'paid' },
      payBalance: false,
    })
    const mails = await mailsOf(api.inspect.db, stay.ref)
    expect(mails.map((mail) => mail.kind)).not.toContain('paid-after-hold')
  })

  test('a stay cancelled after its free days pays its cancellation charge, which nobody gives back', async () => {
    // The day after tomorrow: the first night is charged (content/booking.ts, free until 3 days).
    const stay = await confirmed(stayFromToday(2, 2))
    const cancelled = await api.post(`/api/reservations/${stay.ref}/cancel`, { email: EMAIL })
    const { cancellationCharge } = (await cancelled.json()) as ReservationView
    expect(cancellationCharge).toBeGreaterThan(stay.deposit!)
    const owed = cancellationCharge! - stay.deposit!
    // The nights and the lines that gave them back net to nothing: the guest reads the charge.
    expect(await lookUp(stay.ref)).toMatchObject({
      payBalance: true,
      folio: {
        lines: [{ description: 'Late cancellation', quantity: 1, amount: cancellationCharge }],
        total: cancellationCharge,
        paid: stay.deposit,
        balance: owed,
      },
    })

    const session = await openedSession(stay.ref)
    await standIn.pay(session.id)

    expect(session.lineItems.map((item) => [item.name, item.amount])).toEqual([
      [`Cancellation charge for reservation ${stay.ref}`, owed],
    ])
    expect(await ledgerOf(stay.ref)).toEqual([stay.deposit, owed])
    expect(await lookUp(stay.ref)).toMatchObject({ status: 'cancelled', balance: 0 })
    expect((await historyOf(stay.ref)).join('\n')).not.toContain('give it back')
    const mails = await mailsOf(api.inspect.db, stay.ref)
    expect(mails.map((mail) => mail.kind)).not.toContain('paid-after-hold')
  })

  test('nothing owed, or a deposit still to pay: 409 in words, and no page made', async () => {
    const paidInFull = await book()
    await standIn.pay(paidInFull.payment!.url!.split('/').at(-1)!, { amount: paidInFull.total })
    const awaiting = await book()
    const sessions = standIn.sessions.size

    expect(await errorOf(await payBalance(paidInFull.ref), 409)).toEqual({
      code: 'wrong_state',
      message: 'Nothing is owed for this reservation: it is paid in full.',
    })
    expect(await errorOf(await payBalance(awaiting.ref), 409)).toEqual({
      code: 'wrong_state',
      message:
        'This booking is still waiting for its deposit: pay that first, from its own payment page.',
    })
    expect(standIn.sessions.size).toBe(sessions)
  })

  test('a wrong email and an unknown reference are one 404, the look-up’s', async () => {
    const stay = await confirmed()
    const lookUpRefusal = await errorOf(
      await api.get(`/api/reservations/${stay.ref}?email=someone@example.com`),
      404,
    )

    expect(await errorOf(await payBalance(stay.ref, 'someone@example.com'), 404)).toEqual(
      lookUpRefusal,
    )
    expect(await errorOf(await payBalance('ZZZZ-ZZZZ'), 404)).toEqual(lookUpRefusal)
  })

  test('asked from another site’s page: 403, and no page made', async () => {
    const stay = await confirmed()
    const sessions = standIn.sessions.size

    const response = await api.post(
      `/api/reservations/${stay.ref}/pay`,
      { email: EMAIL },
      { Origin: 'https://elsewhere.example' },
    )

    expect((await errorOf(response, 403)).code).toBe('forbidden')
    expect(standIn.sessions.size).toBe(sessions)
  })

  test('PayMongo down: 503 in words, and nothing changes', async () => {
    const stay = await confirmed()
    const rowBefore = await api.inspect.db
      .selectFrom('reservation')
      .selectAll()
      .where('ref', '=', stay.ref)
      .executeTakeFirstOrThrow()
    const historyBefore = await historyOf(stay.ref)
    const sessions = standIn.sessions.size

    down = true
    const refused = await payBalance(stay.ref).finally(() => {
      down = false
    })

    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await errorOf(refused, 503)).toEqual({
      code: 'unavailable',
      message: 'The payment service did not answer. Nothing was charged; please try again soon.',
    })
    expect(
      await api.inspect.db
        .selectFrom('reservation')
        .selectAll()
        .where('ref', '=', stay.ref)
        .executeTakeFirstOrThrow(),
    ).toEqual(rowBefore)
    expect(await historyOf(stay.ref)).toEqual(historyBefore)
    expect(await ledgerOf(stay.ref)).toEqual([stay.deposit])
    expect(standIn.sessions.size).toBe(sessions)
    expect(api.logs).toContain(
      'payments: no checkout session for a balance: PayMongo answered 503 (service_unavailable) to create checkout session',
    )
  })

  test('an amount beyond what the folio says the stay owes is not recorded, and the resort is told', async () => {
    const stay = await confirmed()
    await postCharge(stay.ref, 1_000_00)
    const session = await openedSession(stay.ref)
    const balance = session.lineItems[0]!.amount

    const delivery = await standIn.pay(session.id, { amount: balance + 1 })

    expect(delivery?.status).toBe(200)
    expect(await ledgerOf(stay.ref)).toEqual([stay.deposit])
    expect(await historyOf(stay.ref)).toContainEqual(
      expect.stringMatching(/paid online before is more than the whole stay: not recorded/),
    )
    const mails = await mailsOf(api.inspect.db, stay.ref)
    expect(mails.map((mail) => mail.kind)).toContain('payment-not-recorded')
  })
})

describe.each(ENGINES)('with online payments off on %s', (engine) => {
  let api: ApiServer

  beforeAll(async () => {
    api = await startApiServer(engine)
  })
  afterAll(async () => {
    await api.stop()
  })

  test('there is no paying online: the look-up does not offer it, and asking is 404 in words', async () => {
    const booked = await api.post('/api/reservations', bookingBody())
    expect(booked.status).toBe(201)
    const { ref } = (await booked.json()) as ReservationView

    const found = await api.get(`/api/reservations/${ref}?email=${EMAIL}`)
    expect(((await found.json()) as ReservationView).payBalance).toBe(false)
    const response = await api.post(`/api/reservations/${ref}/pay`, { email: EMAIL })

    expect(response.status).toBe(404)
    expect(((await response.json()) as ApiError).error).toEqual({
      code: 'not_found',
      message: 'This resort does not take payments online.',
    })
  })
})

/**
 * A signed PayMongo event whose amount no stay here could have paid (more than its whole total,
 * up to the largest safe integer) stays out of the ledger on both engines: it confirms nothing,
 * is never refunded, and the resort is told to look at it in PayMongo. Whoever holds the webhook
 * secret could send one; the books must not believe it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ReservationView } from '../../../domain/api-contract'
import { ENGINES } from '../../test-support/test-database'
import { mailsOf } from '../test-support/reservation-records'
import type { ApiServer } from '../test-support/api-server'
import { bookingBody, stayFromToday } from '../test-support/bookings'
import {
  RESORT_EMAIL,
  startOnlinePayments,
  type OnlinePayments,
} from '../test-support/online-payments'
import type { PaymongoStandIn } from '../test-support/paymongo-stand-in'
import { signPaymongoWebhook } from '../payments/paymongo-signature'

type PaymentResource = { id: string; attributes: { amount: number } }

const EMAIL = 'maria.santos@example.com'

describe.each(ENGINES)('gateway amounts beyond a stay on %s', (engine) => {
  let online: OnlinePayments
  let api: ApiServer
  let standIn: PaymongoStandIn
  let offset = 30
  const WEBHOOK_SECRET = 'whsk_webhookAmountsSuite'

  beforeAll(async () => {
    online = await startOnlinePayments(engine, {
      secretKey: 'sk_test_webhookAmountsSuite',
      webhookSecret: WEBHOOK_SECRET,
    })
    ;({ api, standIn } = online)
  })
  afterAll(async () => {
    await online.stop()
  })

  async function book() {
    offset += 3
    const response = await api.post(
      '/api/reservations',
      bookingBody({ ...stayFromToday(offset, 2), paymentMethod: 'online' }),
    )
    expect(response.status).toBe(201)
    const view = (await response.json()) as ReservationView
    const id = view.payment?.url?.split('/').at(-1) ?? ''
    return { view, sessionId: id }
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
      .select('payment.amount')
      .where('reservation.ref', '=', ref)
      .execute()
    return rows.map((row) => Number(row.amount))
  }

  async function refundsOf(ref: string) {
    return api.inspect.db
      .selectFrom('refund')
      .innerJoin('reservation', 'reservation.id', 'refund.reservation_id')
      .select('refund.amount')
      .where('reservation.ref', '=', ref)
      .execute()
  }

  async function historyOf(ref: string) {
    const rows = await api.inspect.db
      .selectFrom('reservation_event')
      .innerJoin('reservation', 'reservation.id', 'reservation_event.reservation_id')
      .select('reservation_event.note')
      .where('reservation.ref', '=', ref)
      .execute()
    return rows.map((row) => row.note)
  }

  test.each([
    ['the largest safe integer', () => Number.MAX_SAFE_INTEGER],
    ['one centavo more than the whole stay', (total: number) => total + 1],
  ])(
    '%s: acknowledged, not in the ledger, nothing confirmed or refunded, the resort told',
    async (_name, amountFor) => {
      const { view, sessionId } = await book()
      const amount = amountFor(view.total)

      const delivery = await standIn.pay(sessionId, { amount })

      expect(delivery?.status).toBe(200)
      expect(await ledgerOf(view.ref)).toEqual([])
      expect(await lookUp(view.ref)).toMatchObject({ status: 'awaiting_payment', paid: 0 })
      expect(await historyOf(view.ref)).toContainEqual(
        expect.stringMatching(
          /^PayMongo reported ₱[\d,.]+ paid, more than the whole stay: not recorded/,
        ),
      )
      const notices = (await mailsOf(api.inspect.db, view.ref)).filter(
        (mail) => mail.kind === 'payment-not-recorded',
      )
      expect(notices.map((mail) => mail.to_address)).toEqual([RESORT_EMAIL])
      expect(notices[0]?.text_body).toContain('was not recorded and nothing will be refunded')

      // The same event again is a duplicate: no second notice.
      const [again] = await standIn.sendEvent(sessionId)
      expect(again?.status).toBe(200)
      expect(
        (await mailsOf(api.inspect.db, view.ref)).filter(
          (mail) => mail.kind === 'payment-not-recorded',
        ),
      ).toHaveLength(1)

      const cancelled = await api.post(`/api/reservations/${view.ref}/cancel`, { email: EMAIL })
      expect(cancelled.status).toBe(200)
      expect(await refundsOf(view.ref)).toEqual([])
      const payment = standIn.sessions.get(sessionId)?.payments[0]
      expect(standIn.refunds.filter((refund) => refund.paymentId === payment?.id)).toEqual([])
    },
  )

  /**
   * The stay's paid event sent again as another payment of `amount`, with its own event and
   * payment ids, signed with the webhook secret: what whoever holds the secret could send.
   */
  async function secondPayment(sessionId: string, amount: number, tag: string) {
    const first = standIn.deliveries.findLast(
      (delivery) => delivery.status === 200 && delivery.rawBody.includes(sessionId),
    )
    if (!first) throw new Error(`${sessionId} was never delivered`)
    const event = JSON.parse(first.rawBody) as {
      data: { id: string; attributes: { data: { attributes: { payments: PaymentResource[] } } } }
    }
    event.data.id = `evt_second${tag}`
    const [payment] = event.data.attributes.data.attributes.payments
    if (!payment) throw new Error('the event has no payment')
    payment.id = `pay_second${tag}`
    payment.attributes.amount = amount
    const rawBody = JSON.stringify(event)
    return fetch(`${api.url}/api/payments/paymongo`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paymongo-signature': signPaymongoWebhook({
          rawBody,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000),
          livemode: false,
        }),
      },
      body: rawBody,
    })
  }

  test('online payments of one stay never add up to more than its total: one that would is not recorded', async () => {
    const { view, sessionId } = await book()
    await standIn.pay(sessionId)
    const rest = view.total - view.deposit!

    const over = await secondPayment(sessionId, rest + 1, `${engine}Over`)
    const within = await secondPayment(sessionId, rest, `${engine}Within`)

    expect([over.status, within.status]).toEqual([200, 200])
    expect(await ledgerOf(view.ref)).toEqual([view.deposit, rest])
    expect(await historyOf(view.ref)).toContainEqual(
      expect.stringMatching(/with ₱[\d,.]+ paid online before is more than the whole stay/),
    )
    const cancelled = await api.post(`/api/reservations/${view.ref}/cancel`, { email: EMAIL })
    expect(cancelled.status).toBe(200)
    const refunded = (await refundsOf(view.ref)).reduce((sum, row) => sum + Number(row.amount), 0)
    expect(refunded).toBeLessThanOrEqual(view.total)
  })

  test('the whole total paid online is the most a stay can pay, and it confirms', async () => {
    const { view, sessionId } = await book()

    await standIn.pay(sessionId, { amount: view.total })

    expect(await ledgerOf(view.ref)).toEqual([view.total])
    expect(await lookUp(view.ref)).toMatchObject({ status: 'confirmed', paid: view.total })
  })
})

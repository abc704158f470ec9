import { expect, test } from 'vitest'
import { parsePaymongoEvent, parsePaymongoEventBody } from './paymongo-event'

// Shaped after PayMongo's published Event and Checkout Session resources (see the module's
// header), trimmed of fields the parser does not read and with made-up ids.
function samplePaidEvent() {
  return {
    data: {
      id: 'evt_Hq3oFz2PuYNx8L7kWmJ4c1Rt',
      type: 'event',
      attributes: {
        type: 'checkout_session.payment.paid',
        livemode: false,
        data: {
          id: 'cs_Zk8yTb1mQvW4nE7sD2fA9cLp',
          type: 'checkout_session',
          attributes: {
            billing: { email: 'guest@example.com', name: 'Ana Cruz', phone: null },
            checkout_url: 'https://checkout.paymongo.com/cs_Zk8yTb1mQvW4nE7sD2fA9cLp',
            description: 'Deposit for SEA-7K2Q',
            line_items: [
              { amount: 450000, currency: 'PHP', name: 'Garden Villa, 12–14 Dec', quantity: 1 },
            ],
            livemode: false,
            payment_method_types: ['card', 'gcash', 'paymaya', 'qrph'],
            payment_method_used: 'gcash',
            payments: [
              {
                id: 'pay_Ux6rVc2nHs9bG4tK1wQy7mEz',
                type: 'payment',
                attributes: {
                  amount: 450000,
                  currency: 'PHP',
                  fee: 11250,
                  livemode: false,
                  net_amount: 438750,
                  payment_intent_id: 'pi_Bd2kP8sLq4Xv7Nm1Yt6Wc3Rj',
                  status: 'paid',
                  paid_at: 1796457600,
                  created_at: 1796457590,
                },
              },
            ],
            reference_number: 'SEA-7K2Q',
            status: 'active',
            success_url: 'https://resort.example/reservation/SEA-7K2Q/paid',
          },
        },
        previous_data: {},
        created_at: 1796457601,
        updated_at: 1796457601,
      },
    },
  }
}

test('a documented checkout_session.payment.paid event reads as the payment it records', () => {
  const event = parsePaymongoEvent(samplePaidEvent())

  expect(event).toEqual({
    eventId: 'evt_Hq3oFz2PuYNx8L7kWmJ4c1Rt',
    type: 'checkout_session.payment.paid',
    livemode: false,
    checkoutSessionId: 'cs_Zk8yTb1mQvW4nE7sD2fA9cLp',
    referenceNumber: 'SEA-7K2Q',
    paymentId: 'pay_Ux6rVc2nHs9bG4tK1wQy7mEz',
    amount: 450000,
    paidAt: new Date(1796457600 * 1000),
  })
})

test('the raw body reads the same as the parsed one', () => {
  const raw = JSON.stringify(samplePaidEvent())

  expect(parsePaymongoEventBody(raw)).toEqual(parsePaymongoEvent(samplePaidEvent()))
})

test('the amount is what was paid, not what the line items asked', () => {
  const body = samplePaidEvent()
  body.data.attributes.data.attributes.payments[0]!.attributes.amount = 300000

  const event = parsePaymongoEvent(body)

  expect(event).toMatchObject({ amount: 300000 })
})

test('a failed attempt listed before the paid one is passed over', () => {
  const body = samplePaidEvent()
  const payments = body.data.attributes.data.attributes.payments
  payments.unshift({
    ...payments[0]!,
    id: 'pay_FailedAttempt00000000001',
    attributes: { ...payments[0]!.attributes, status: 'failed' },
  })

  const event = parsePaymongoEvent(body)

  expect(event).toMatchObject({ paymentId: 'pay_Ux6rVc2nHs9bG4tK1wQy7mEz' })
})

test('without paid_at, the payment’s creation time is when it was paid', () => {
  const body = samplePaidEvent()
  const attributes: Record<string, unknown> =
    body.data.attributes.data.attributes.payments[0]!.attributes
  delete attributes.paid_at

  const event = parsePaymongoEvent(body)

  expect(event).toMatchObject({ paidAt: new Date(1796457590 * 1000) })
})

test('other event types pass through with their id and type only', () => {
  const body = {
    data: {
      id: 'evt_Other0000000000000000001',
      type: 'event',
      attributes: { type: 'payment.refunded', livemode: false, data: { id: 'pay_x' } },
    },
  }

  expect(parsePaymongoEvent(body)).toEqual({
    eventId: 'evt_Other0000000000000000001',
    type: 'payment.refunded',
  })
})

test('a paid event missing what the booking flow needs is null', () => {
  const breakages: ((body: ReturnType<typeof samplePaidEvent>) => void)[] = [
    (body) =>
      ((body.data.attributes.data.attributes as Record<string, unknown>).reference_number =
        undefined),
    (body) => (body.data.attributes.data.attributes.payments = []),
    (body) => (body.data.attributes.data.id = 'not-a-session'),
    (body) => ((body.data.attributes as Record<string, unknown>).livemode = 'false'),
    (body) => (body.data.attributes.data.attributes.payments[0]!.attributes.amount = 4500.5),
    (body) => (body.data.attributes.data.attributes.payments[0]!.attributes.amount = -450000),
    (body) => (body.data.attributes.data.attributes.payments[0]!.attributes.currency = 'USD'),
    (body) => (body.data.attributes.data.attributes.payments[0]!.attributes.status = 'failed'),
    (body) => (body.data.attributes.data.attributes.payments[0]!.id = 'ref_NotAPayment'),
    (body) => {
      const attributes: Record<string, unknown> =
        body.data.attributes.data.attributes.payments[0]!.attributes
      delete attributes.paid_at
      delete attributes.created_at
    },
    (body) => {
      const payments = body.data.attributes.data.attributes.payments
      payments.push({ ...payments[0]!, id: 'pay_SecondPaid0000000000001' })
    },
  ]

  for (const [index, breakage] of breakages.entries()) {
    const body = samplePaidEvent()
    breakage(body)
    expect(parsePaymongoEvent(body), `breakage ${index}`).toBeNull()
  }
})

test('bodies that are not events at all are null', () => {
  const notEvents: unknown[] = [
    null,
    42,
    'evt_x',
    [],
    {},
    { data: null },
    { data: { id: 'evt_x', type: 'event', attributes: {} } },
    { data: { id: 'x_123', type: 'event', attributes: { type: 'payment.paid' } } },
    { data: { id: 'evt_x', type: 'payment', attributes: { type: 'payment.paid' } } },
    { data: { id: 'evt_x', type: 'event', attributes: { type: '' } } },
  ]

  for (const body of notEvents) {
    expect(parsePaymongoEvent(body), JSON.stringify(body)).toBeNull()
  }
  expect(parsePaymongoEventBody('')).toBeNull()
  expect(parsePaymongoEventBody('{"data":')).toBeNull()
})

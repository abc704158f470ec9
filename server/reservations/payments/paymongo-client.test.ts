import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { startPaymongoStandIn, type PaymongoStandIn } from '../test-support/paymongo-stand-in'
import {
  createCheckoutSession,
  createRefund,
  paymongoClient,
  PaymentProviderError,
  retrieveCheckoutSession,
  type CheckoutSessionInput,
  type PaymongoClient,
} from './paymongo-client'

const SECRET_KEY = 'sk_test_StandInKey0000000000001'
const WEBHOOK_SECRET = 'whsk_test_StandInWebhook0001'

let standIn: PaymongoStandIn
let client: PaymongoClient

const DEPOSIT: CheckoutSessionInput = {
  lineItems: [{ name: 'Garden Villa, 12–14 Dec (SEA-7K2Q)', amount: 450000, quantity: 1 }],
  paymentMethodTypes: ['card', 'gcash', 'paymaya', 'qrph'],
  referenceNumber: 'SEA-7K2Q',
  successUrl: 'http://127.0.0.1:9/reservation/SEA-7K2Q/paid',
  cancelUrl: 'http://127.0.0.1:9/reservation/SEA-7K2Q',
  description: 'Deposit for SEA-7K2Q',
  metadata: { ref: 'SEA-7K2Q' },
}

beforeAll(async () => {
  standIn = await startPaymongoStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookTiming: 'never',
  })
  client = paymongoClient({ secretKey: SECRET_KEY, apiUrl: standIn.url })
})

afterAll(async () => {
  await standIn.close()
})

beforeEach(() => {
  standIn.requests.length = 0
})

test('creating a checkout session sends the documented attributes and returns its page', async () => {
  const session = await createCheckoutSession(client, DEPOSIT)

  expect(session.id).toMatch(/^cs_\w+$/)
  expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`)
  expect(standIn.requests).toEqual([
    {
      method: 'POST',
      path: '/v1/checkout_sessions',
      authorized: true,
      body: {
        data: {
          attributes: {
            line_items: [
              {
                name: 'Garden Villa, 12–14 Dec (SEA-7K2Q)',
                amount: 450000,
                currency: 'PHP',
                quantity: 1,
              },
            ],
            payment_method_types: ['card', 'gcash', 'paymaya', 'qrph'],
            reference_number: 'SEA-7K2Q',
            success_url: DEPOSIT.successUrl,
            cancel_url: DEPOSIT.cancelUrl,
            description: 'Deposit for SEA-7K2Q',
            send_email_receipt: false,
            show_description: true,
            show_line_items: true,
            metadata: { ref: 'SEA-7K2Q' },
          },
        },
      },
    },
  ])
})

test('an unpaid session reads back active, with nothing paid', async () => {
  const { id } = await createCheckoutSession(client, DEPOSIT)

  const state = await retrieveCheckoutSession(client, id)

  expect(state).toEqual({
    id,
    status: 'active',
    referenceNumber: 'SEA-7K2Q',
    paymentIds: [],
    paidAmount: null,
  })
})

test('a paid session reads back with its payment and the amount actually paid', async () => {
  const { id } = await createCheckoutSession(client, DEPOSIT)
  await standIn.pay(id, { amount: 300000 })
  const paymentId = standIn.sessions.get(id)!.payments[0]!.id

  const state = await retrieveCheckoutSession(client, id)

  expect(state).toMatchObject({ paymentIds: [paymentId], paidAmount: 300000 })
})

test('a refund of part of a payment is recorded and pending', async () => {
  const { id } = await createCheckoutSession(client, DEPOSIT)
  await standIn.pay(id)
  const paymentId = standIn.sessions.get(id)!.payments[0]!.id

  const refund = await createRefund(client, {
    paymentId,
    amount: 150000,
    reason: 'requested_by_customer',
    notes: 'Cancelled SEA-7K2Q under the flexible policy',
  })

  expect(refund).toEqual({ id: expect.stringMatching(/^ref_\w+$/), status: 'pending' })
  expect(standIn.refunds.at(-1)).toMatchObject({
    id: refund.id,
    paymentId,
    amount: 150000,
    reason: 'requested_by_customer',
    notes: 'Cancelled SEA-7K2Q under the flexible policy',
  })
})

test('refunding more than is left of a payment is refused, and nothing is recorded', async () => {
  const { id } = await createCheckoutSession(client, DEPOSIT)
  await standIn.pay(id)
  const paymentId = standIn.sessions.get(id)!.payments[0]!.id
  await createRefund(client, { paymentId, amount: 400000, reason: 'requested_by_customer' })
  const refundsBefore = standIn.refunds.length

  const refused = createRefund(client, { paymentId, amount: 50001, reason: 'others' })

  await expect(refused).rejects.toMatchObject({
    name: 'PaymentProviderError',
    failure: 'rejected',
    status: 400,
    code: 'parameter_invalid',
  })
  expect(standIn.refunds).toHaveLength(refundsBefore)
})

test('an error message repeats no amount, even when PayMongo’s detail does', async () => {
  const { id } = await createCheckoutSession(client, DEPOSIT)
  await standIn.pay(id)
  const paymentId = standIn.sessions.get(id)!.payments[0]!.id

  const error = await createRefund(client, {
    paymentId,
    amount: 987654,
    reason: 'others',
  }).catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(PaymentProviderError)
  expect((error as Error).message).toBe(
    'PayMongo answered 400 (parameter_invalid) to create refund',
  )
})

test('an unknown session is a rejected call, not an empty answer', async () => {
  const missing = retrieveCheckoutSession(client, 'cs_DoesNotExist000000000001')

  await expect(missing).rejects.toMatchObject({
    failure: 'rejected',
    status: 404,
    code: 'resource_not_found',
  })
})

test('a wrong key is a PaymentProviderError that never repeats the key', async () => {
  const wrongKey = 'sk_test_WrongKeyThatMustNotLeak'
  const wrong = paymongoClient({ secretKey: wrongKey, apiUrl: standIn.url })
  const sessionsBefore = standIn.sessions.size

  const error = await createCheckoutSession(wrong, DEPOSIT).catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(PaymentProviderError)
  expect(error).toMatchObject({ failure: 'unauthorized', status: 401 })
  expect(String(error)).not.toContain(wrongKey)
  expect(String(error)).not.toContain(SECRET_KEY)
  expect(JSON.stringify(error)).not.toContain(wrongKey)
  expect(standIn.requests.at(-1)).toMatchObject({ authorized: false })
  expect(standIn.sessions.size).toBe(sessionsBefore)
})

test('a service that accepts the connection and never answers times out', async () => {
  const silent = http.createServer(() => {})
  silent.listen(0, '127.0.0.1')
  await once(silent, 'listening')
  const { port } = silent.address() as AddressInfo
  const hanging = paymongoClient({
    secretKey: SECRET_KEY,
    apiUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 200,
  })

  try {
    const started = Date.now()
    const error = await createCheckoutSession(hanging, DEPOSIT).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(PaymentProviderError)
    expect(error).toMatchObject({ failure: 'timeout', status: null })
    expect(Date.now() - started).toBeLessThan(5_000)
  } finally {
    silent.closeAllConnections()
    silent.close()
  }
})

test('an address nothing listens on is a network failure', async () => {
  const closed = http.createServer()
  closed.listen(0, '127.0.0.1')
  await once(closed, 'listening')
  const { port } = closed.address() as AddressInfo
  closed.close()
  await once(closed, 'close')
  const nowhere = paymongoClient({ secretKey: SECRET_KEY, apiUrl: `http://127.0.0.1:${port}` })

  const error = await retrieveCheckoutSession(nowhere, 'cs_x').catch((caught: unknown) => caught)

  expect(error).toMatchObject({ name: 'PaymentProviderError', failure: 'network' })
  expect(String(error)).not.toContain(SECRET_KEY)
})

test('an answer not in the documented shape is refused rather than half-read', async () => {
  const odd = paymongoClient({
    secretKey: SECRET_KEY,
    fetch: async () => Response.json({ data: { id: 'cs_x', attributes: {} } }),
  })

  const error = await createCheckoutSession(odd, DEPOSIT).catch((caught: unknown) => caught)

  expect(error).toMatchObject({ name: 'PaymentProviderError', failure: 'unexpected-answer' })
})

test('the key travels as Basic auth user name with an empty password, to PayMongo by default', async () => {
  const seen: { url: string; authorization: string | null }[] = []
  const recording = paymongoClient({
    secretKey: SECRET_KEY,
    fetch: async (url, init) => {
      seen.push({
        url: String(url),
        authorization: new Headers(init?.headers).get('authorization'),
      })
      return Response.json(
        { errors: [{ code: 'resource_not_found', detail: 'x' }] },
        { status: 404 },
      )
    },
  })

  await retrieveCheckoutSession(recording, 'cs_abc').catch(() => undefined)

  expect(seen).toEqual([
    {
      url: 'https://api.paymongo.com/v1/checkout_sessions/cs_abc',
      authorization: `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`,
    },
  ])
})

test('a server error from PayMongo is "unavailable", for the caller to try later', async () => {
  const failing = paymongoClient({
    secretKey: SECRET_KEY,
    fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
  })

  const error = await createCheckoutSession(failing, DEPOSIT).catch((caught: unknown) => caught)

  expect(error).toMatchObject({ failure: 'unavailable', status: 502, code: null })
  expect((error as Error).message).toBe('PayMongo answered 502 to create checkout session')
})

// The stand-in (../test-support/paymongo-stand-in.ts) tested here, beside the modules that read
// what it sends, so these run in the quick unit project.
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { startPaymongoStandIn, type PaymongoStandIn } from '../test-support/paymongo-stand-in'
import { createCheckoutSession, paymongoClient, type PaymongoClient } from './paymongo-client'
import { parsePaymongoEventBody } from './paymongo-event'
import { verifyPaymongoSignature } from './paymongo-signature'

const SECRET_KEY = 'sk_test_StandInKey0000000000002'
const WEBHOOK_SECRET = 'whsk_test_StandInWebhook0002'

type Received = { signature: string | undefined; rawBody: string }

let receiver: http.Server
let received: Received[] = []
let standIn: PaymongoStandIn
let client: PaymongoClient

async function newSession(amount = 450000) {
  return createCheckoutSession(client, {
    lineItems: [{ name: 'Garden Villa, 12–14 Dec', amount, quantity: 1 }],
    paymentMethodTypes: ['gcash'],
    referenceNumber: 'SEA-7K2Q',
    successUrl: 'http://127.0.0.1:9/reservation/SEA-7K2Q/paid',
    cancelUrl: 'http://127.0.0.1:9/reservation/SEA-7K2Q',
    description: 'Deposit for SEA-7K2Q',
  })
}

function verify(delivery: Received) {
  return verifyPaymongoSignature({
    header: delivery.signature,
    rawBody: delivery.rawBody,
    secret: WEBHOOK_SECRET,
    now: new Date(),
  })
}

beforeAll(async () => {
  // A tiny webhook receiver: keeps the raw body and the signature header, answers 200.
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const signature = request.headers['paymongo-signature']
      received.push({
        signature: Array.isArray(signature) ? signature[0] : signature,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{}')
    })
  })
  receiver.listen(0, '127.0.0.1')
  await once(receiver, 'listening')
  const { port } = receiver.address() as AddressInfo
  standIn = await startPaymongoStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/paymongo`,
  })
  client = paymongoClient({ secretKey: SECRET_KEY, apiUrl: standIn.url })
})

afterAll(async () => {
  await standIn.close()
  receiver.closeAllConnections()
  receiver.close()
})

beforeEach(() => {
  received = []
  standIn.setWebhookTiming('before-redirect')
})

test('paying sends checkout_session.payment.paid, signed with the webhook secret', async () => {
  const { id } = await newSession()

  const delivery = await standIn.pay(id)

  expect(delivery).toMatchObject({ status: 200 })
  expect(received).toHaveLength(1)
  expect(verify(received[0]!)).toEqual({ ok: true })
  const payment = standIn.sessions.get(id)!.payments[0]!
  expect(parsePaymongoEventBody(received[0]!.rawBody)).toEqual({
    eventId: standIn.lastEvent!.eventId,
    type: 'checkout_session.payment.paid',
    livemode: false,
    checkoutSessionId: id,
    referenceNumber: 'SEA-7K2Q',
    paymentId: payment.id,
    amount: 450000,
    paidAt: new Date(payment.paidAt * 1000),
  })
})

test('paying another amount sends that amount', async () => {
  const { id } = await newSession()

  await standIn.pay(id, { amount: 120000 })

  expect(parsePaymongoEventBody(received[0]!.rawBody)).toMatchObject({ amount: 120000 })
})

test('a forged event fails the check as a mismatch, a stale one as stale', async () => {
  const { id } = await newSession()
  await standIn.pay(id)

  const [forged] = await standIn.sendEvent(id, { signature: 'forged' })
  const [stale] = await standIn.sendEvent(id, { signature: 'stale' })

  expect(verify(forged!)).toEqual({ ok: false, reason: 'mismatch' })
  expect(verify(stale!)).toEqual({ ok: false, reason: 'stale' })
})

test('a repeated event is the same event, freshly signed, as PayMongo’s retries are', async () => {
  const { id } = await newSession()
  await standIn.pay(id)

  const again = await standIn.sendEvent(id, { repeat: 2 })

  expect(received).toHaveLength(3)
  expect(new Set(received.map((delivery) => delivery.rawBody)).size).toBe(1)
  expect(parsePaymongoEventBody(received[0]!.rawBody)?.eventId).toMatch(/^evt_\w+$/)
  expect(again.every((delivery) => verify(delivery).ok)).toBe(true)
})

test('the hosted page names the amount and the stay, and offers Pay and Cancel', async () => {
  const { url } = await newSession()

  const page = await fetch(url)
  const html = await page.text()

  expect(page.status).toBe(200)
  expect(html).toMatch(/<h1>Pay ₱4,500 for Garden Villa, 12–14 Dec<\/h1>/)
  expect(html).toMatch(/<button type="submit">Pay<\/button>/)
  expect(html).toMatch(/<a href="[^"]+\/cancel">Cancel<\/a>/)
  expect(html).toContain('<html lang="en">')
})

test('Pay on the page sends the webhook, then takes the browser to success_url', async () => {
  const { id } = await newSession()

  const answer = await fetch(`${standIn.url}/checkout/${id}/pay`, {
    method: 'POST',
    redirect: 'manual',
  })

  expect(answer.status).toBe(303)
  expect(answer.headers.get('location')).toBe('http://127.0.0.1:9/reservation/SEA-7K2Q/paid')
  expect(received).toHaveLength(1)
  expect(verify(received[0]!)).toEqual({ ok: true })
})

test('a checkout already paid cannot be paid twice from the page', async () => {
  const { id } = await newSession()
  await standIn.pay(id)

  const answer = await fetch(`${standIn.url}/checkout/${id}/pay`, {
    method: 'POST',
    redirect: 'manual',
  })

  expect(answer.status).toBe(409)
  expect(standIn.sessions.get(id)!.payments).toHaveLength(1)
})

test('Cancel takes the browser to cancel_url and pays nothing', async () => {
  const { id } = await newSession()

  const answer = await fetch(`${standIn.url}/checkout/${id}/cancel`, { redirect: 'manual' })

  expect(answer.status).toBe(303)
  expect(answer.headers.get('location')).toBe('http://127.0.0.1:9/reservation/SEA-7K2Q')
  expect(standIn.sessions.get(id)!.payments).toEqual([])
  expect(received).toEqual([])
})

test('with the webhook held back, Pay redirects and nothing arrives until sendEvent', async () => {
  standIn.setWebhookTiming('never')
  const { id } = await newSession()

  const answer = await fetch(`${standIn.url}/checkout/${id}/pay`, {
    method: 'POST',
    redirect: 'manual',
  })
  const arrivedBefore = received.length
  await standIn.sendEvent(id)

  expect(answer.status).toBe(303)
  expect(arrivedBefore).toBe(0)
  expect(received).toHaveLength(1)
})

test('a receiver that is gone is recorded as undelivered, without retrying', async () => {
  const gone = await startPaymongoStandIn({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: 'http://127.0.0.1:9/api/payments/paymongo',
    deliveryTimeoutMs: 1_000,
  })
  try {
    const session = await createCheckoutSession(
      paymongoClient({ secretKey: SECRET_KEY, apiUrl: gone.url }),
      {
        lineItems: [{ name: 'Room', amount: 100000, quantity: 1 }],
        paymentMethodTypes: ['card'],
        referenceNumber: 'SEA-0000',
        successUrl: 'http://127.0.0.1:9/ok',
        cancelUrl: 'http://127.0.0.1:9/no',
        description: 'Deposit',
      },
    )

    const delivery = await gone.pay(session.id)

    expect(delivery).toMatchObject({ status: null })
    expect(gone.deliveries).toHaveLength(1)
  } finally {
    await gone.close()
  }
})

test('webhooks go to loopback addresses only', async () => {
  expect(() => standIn.setWebhookUrl('https://example.com/hook')).toThrow(/loopback/)
})

/**
 * A stand-in for PayMongo, the one in the project: the real service cannot be reached from the
 * test machines, and it is the only part of the system the tests cannot run for real
 * (docs/reservations.md, "Tests"). So it stays small and keeps to the published API
 * (developers.paymongo.com): Basic auth with the secret key, the `{data: {attributes}}`
 * envelope, 200 for creations, `{errors: [{code, detail}]}` for failures, and webhooks signed
 * as PayMongo signs them (../payments/paymongo-signature.ts).
 *
 * It serves, on 127.0.0.1 only:
 * - `POST /v1/checkout_sessions`, `GET /v1/checkout_sessions/{id}`, `POST /v1/refunds`;
 * - a hosted page `GET /checkout/{id}` whose 'Pay' posts to `/checkout/{id}/pay` (mark paid,
 *   send `checkout_session.payment.paid`, redirect to success_url) and whose 'Cancel' link
 *   redirects to cancel_url.
 * Everything it was asked is recorded for the tests to assert on. Webhooks are sent once each,
 * with a deadline; PayMongo's retries are played by the tests themselves with `sendEvent`.
 */
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatCentavos, type Centavos } from '../../../domain/money'
import { signPaymongoWebhook } from '../payments/paymongo-signature'

export type RecordedRequest = {
  method: string
  path: string
  /** Whether the API's Basic auth matched; null for the hosted page, which a browser asks. */
  authorized: boolean | null
  body: unknown
}

export type StandInPayment = { id: string; amount: Centavos; paidAt: number }

export type StandInSession = {
  id: string
  lineItems: { name: string; amount: Centavos; currency: string; quantity: number }[]
  paymentMethodTypes: string[]
  referenceNumber: string | null
  successUrl: string | null
  cancelUrl: string | null
  description: string | null
  metadata: Record<string, unknown> | null
  status: 'active' | 'expired'
  payments: StandInPayment[]
  /** The paid event, resent unchanged (but freshly signed) as PayMongo's retries are. */
  paidEvent: { id: string; createdAt: number } | null
  clientKey: string
  createdAt: number
}

export type StandInRefund = {
  id: string
  paymentId: string
  amount: Centavos
  reason: string
  notes: string | null
  metadata: unknown
  createdAt: number
}

export type Delivery = {
  eventId: string
  rawBody: string
  signature: string
  /** The receiver's HTTP status; null when it could not be reached in time. */
  status: number | null
}

/** When the hosted page's 'Pay' sends the webhook, to test both orders of arrival. */
export type WebhookTiming = 'before-redirect' | 'after-redirect' | 'never'

export type PaymongoStandIn = {
  url: string
  requests: RecordedRequest[]
  sessions: Map<string, StandInSession>
  refunds: StandInRefund[]
  deliveries: Delivery[]
  readonly lastEvent: Delivery | null
  setWebhookUrl: (url: string) => void
  setWebhookTiming: (timing: WebhookTiming) => void
  /** Refunds answered with this status (PayMongo down: 503) until set back to null. */
  setRefundFailure: (status: number | null) => void
  /** What the hosted page's 'Pay' does, optionally for another amount than was asked. */
  pay: (sessionId: string, options?: { amount?: Centavos }) => Promise<Delivery | null>
  /** Sends the session's paid event again: forged, stale, or the same one several times. */
  sendEvent: (
    sessionId: string,
    options?: { signature?: 'forged' | 'stale'; repeat?: number },
  ) => Promise<Delivery[]>
  close: () => Promise<void>
}

const MAX_BODY_BYTES = 1024 * 1024
const MAX_REPEAT = 10
const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer', 'others'])
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export async function startPaymongoStandIn(options: {
  secretKey: string
  webhookSecret: string
  webhookUrl?: string
  livemode?: boolean
  webhookTiming?: WebhookTiming
  deliveryTimeoutMs?: number
  /** The clock that stamps events and payments; tests move it with the server's. */
  now?: () => Date
}): Promise<PaymongoStandIn> {
  const livemode = options.livemode ?? false
  const now = options.now ?? (() => new Date())
  const seconds = () => Math.floor(now().getTime() / 1000)
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? 5_000
  let webhookUrl = options.webhookUrl ? loopbackUrl(options.webhookUrl) : null
  let webhookTiming = options.webhookTiming ?? 'before-redirect'
  let refundFailure: number | null = null

  const requests: RecordedRequest[] = []
  const sessions = new Map<string, StandInSession>()
  const refunds: StandInRefund[] = []
  const deliveries: Delivery[] = []
  let baseUrl = ''

  const expectedAuth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`

  function sessionResource(session: StandInSession) {
    const paid = session.payments.at(-1)
    return {
      id: session.id,
      type: 'checkout_session',
      attributes: {
        billing: null,
        cancel_url: session.cancelUrl,
        checkout_url: `${baseUrl}/checkout/${session.id}`,
        client_key: session.clientKey,
        description: session.description,
        line_items: session.lineItems,
        livemode,
        merchant: 'Stand-in Resort',
        metadata: session.metadata,
        paid_at: paid?.paidAt ?? null,
        payment_intent: { id: `pi_${session.id.slice(3)}`, type: 'payment_intent' },
        payment_method_types: session.paymentMethodTypes,
        payment_method_used: paid ? (session.paymentMethodTypes[0] ?? null) : null,
        payments: session.payments.map((payment) => paymentResource(session, payment)),
        reference_number: session.referenceNumber,
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        status: session.status,
        success_url: session.successUrl,
        created_at: session.createdAt,
        updated_at: paid?.paidAt ?? session.createdAt,
      },
    }
  }

  function paymentResource(session: StandInSession, payment: StandInPayment) {
    return {
      id: payment.id,
      type: 'payment',
      attributes: {
        amount: payment.amount,
        currency: 'PHP',
        description: session.description,
        livemode,
        payment_intent_id: `pi_${session.id.slice(3)}`,
        refunds: refunds
          .filter((refund) => refund.paymentId === payment.id)
          .map((refund) => ({ id: refund.id, type: 'refund' })),
        status: 'paid',
        paid_at: payment.paidAt,
        created_at: payment.paidAt,
        updated_at: payment.paidAt,
      },
    }
  }

  function paidEventBody(session: StandInSession): string {
    const event = session.paidEvent!
    return JSON.stringify({
      data: {
        id: event.id,
        type: 'event',
        attributes: {
          type: 'checkout_session.payment.paid',
          livemode,
          data: sessionResource(session),
          previous_data: {},
          created_at: event.createdAt,
          updated_at: event.createdAt,
        },
      },
    })
  }

  async function deliver(
    session: StandInSession,
    signature?: 'forged' | 'stale',
  ): Promise<Delivery> {
    if (!webhookUrl) throw new Error('The stand-in has no webhook URL: call setWebhookUrl first.')
    const rawBody = paidEventBody(session)
    const header = signPaymongoWebhook({
      rawBody,
      secret: signature === 'forged' ? `${options.webhookSecret}-forged` : options.webhookSecret,
      timestamp: signature === 'stale' ? seconds() - 10 * 60 : seconds(),
      livemode,
    })
    let status: number | null = null
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'paymongo-signature': header },
        body: rawBody,
        signal: AbortSignal.timeout(deliveryTimeoutMs),
        redirect: 'manual',
      })
      status = response.status
      await response.body?.cancel()
    } catch {
      status = null
    }
    const delivery = { eventId: session.paidEvent!.id, rawBody, signature: header, status }
    deliveries.push(delivery)
    return delivery
  }

  function markPaid(session: StandInSession, amount?: Centavos): void {
    if (session.payments.length > 0) throw new Error(`${session.id} is already paid.`)
    session.payments.push({
      id: `pay_${token()}`,
      amount: amount ?? totalOf(session),
      paidAt: seconds(),
    })
    session.paidEvent = { id: `evt_${token()}`, createdAt: seconds() }
  }

  function sessionOrThrow(sessionId: string): StandInSession {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`The stand-in has no checkout session ${sessionId}.`)
    return session
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = request.method === 'POST' ? await readJson(request) : undefined
    const authorized = request.headers.authorization === expectedAuth
    requests.push({ method: request.method ?? '', path, authorized, body })
    if (!authorized) {
      // Whether PayMongo's detail quotes the key is not documented; this one does, so a client
      // that repeats details in its errors is caught by the tests.
      const given = keyOf(request.headers.authorization)
      return sendError(response, 401, 'api_key_invalid', `API key ${given} is invalid.`)
    }
    const attributes = (body as { data?: { attributes?: Record<string, unknown> } } | undefined)
      ?.data?.attributes

    if (request.method === 'POST' && path === '/v1/checkout_sessions') {
      const problem = checkoutProblem(attributes)
      if (problem) return sendError(response, 400, 'parameter_invalid', problem)
      const session = newSession(attributes!)
      sessions.set(session.id, session)
      return sendJson(response, 200, { data: sessionResource(session) })
    }
    const sessionPath = /^\/v1\/checkout_sessions\/([\w-]+)$/.exec(path)
    if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(sessionPath[1]!)
      if (!session) return notFound(response, 'checkout_session')
      return sendJson(response, 200, { data: sessionResource(session) })
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      return refund(response, attributes)
    }
    return notFound(response, 'route')
  }

  function refund(response: ServerResponse, attributes: Record<string, unknown> | undefined) {
    if (refundFailure !== null) {
      return sendError(response, refundFailure, 'service_unavailable', 'Refunds are unavailable.')
    }
    const amount = attributes?.amount
    const paymentId = attributes?.payment_id
    const reason = attributes?.reason
    if (!Number.isInteger(amount) || (amount as number) <= 0) {
      return sendError(response, 400, 'parameter_invalid', 'amount is invalid.', 'amount')
    }
    if (typeof reason !== 'string' || !REFUND_REASONS.has(reason)) {
      return sendError(response, 400, 'parameter_invalid', 'reason is invalid.', 'reason')
    }
    const payment = [...sessions.values()]
      .flatMap((session) => session.payments)
      .find((candidate) => candidate.id === paymentId)
    if (!payment) return notFound(response, 'payment')
    const refunded = refunds
      .filter((earlier) => earlier.paymentId === payment.id)
      .reduce((sum, earlier) => sum + earlier.amount, 0)
    if ((amount as number) > payment.amount - refunded) {
      return sendError(
        response,
        400,
        'parameter_invalid',
        `amount cannot be more than ${payment.amount - refunded}.`,
        'amount',
      )
    }
    const record: StandInRefund = {
      id: `ref_${token()}`,
      paymentId: payment.id,
      amount: amount as number,
      reason,
      notes: typeof attributes?.notes === 'string' ? attributes.notes : null,
      metadata: attributes?.metadata ?? null,
      createdAt: seconds(),
    }
    refunds.push(record)
    return sendJson(response, 200, {
      data: {
        id: record.id,
        type: 'refund',
        attributes: {
          amount: record.amount,
          currency: 'PHP',
          livemode,
          metadata: record.metadata,
          notes: record.notes,
          payment_id: record.paymentId,
          payout_id: null,
          reason: record.reason,
          // PayMongo settles refunds later; a new one is pending.
          status: 'pending',
          created_at: record.createdAt,
          updated_at: record.createdAt,
        },
      },
    })
  }

  function newSession(attributes: Record<string, unknown>): StandInSession {
    const text = (name: string) =>
      typeof attributes[name] === 'string' ? (attributes[name] as string) : null
    const id = `cs_${token()}`
    return {
      id,
      lineItems: (attributes.line_items as StandInSession['lineItems']).map((item) => ({
        name: item.name,
        amount: item.amount,
        currency: item.currency,
        quantity: item.quantity,
      })),
      paymentMethodTypes: attributes.payment_method_types as string[],
      referenceNumber: text('reference_number'),
      successUrl: text('success_url'),
      cancelUrl: text('cancel_url'),
      description: text('description'),
      metadata: (attributes.metadata as Record<string, unknown> | undefined) ?? null,
      status: 'active',
      payments: [],
      paidEvent: null,
      clientKey: `${id}_client_${token()}`,
      createdAt: seconds(),
    }
  }

  async function handlePage(request: IncomingMessage, response: ServerResponse, path: string) {
    const match = /^\/checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(path)
    const session = match ? sessions.get(match[1]!) : undefined
    requests.push({ method: request.method ?? '', path, authorized: null, body: undefined })
    if (!match || !session) return sendPage(response, 404, 'Checkout not found', '')
    const action = match[2]
    if (request.method === 'GET' && !action)
      return sendPage(response, 200, ...checkoutPage(session))
    if (request.method === 'GET' && action === '/cancel') {
      return redirect(response, session.cancelUrl)
    }
    if (request.method === 'POST' && action === '/pay') {
      await readBody(request)
      if (session.payments.length > 0 || session.status !== 'active') {
        return sendPage(response, 409, 'This checkout is closed', '')
      }
      markPaid(session)
      if (webhookTiming === 'before-redirect') await deliver(session)
      redirect(response, session.successUrl)
      // Delivery failures are recorded in `deliveries`; nothing is left to reject unhandled.
      if (webhookTiming === 'after-redirect') deliver(session).catch(() => undefined)
      return
    }
    return sendPage(response, 405, 'Not allowed here', '')
  }

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    const handler = path.startsWith('/v1/') ? handleApi : handlePage
    handler(request, response, path).catch(() => {
      if (!response.headersSent) sendError(response, 500, 'internal_error', 'Stand-in failure.')
      else response.destroy()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    requests,
    sessions,
    refunds,
    deliveries,
    get lastEvent() {
      return deliveries.at(-1) ?? null
    },
    setWebhookUrl(url) {
      webhookUrl = loopbackUrl(url)
    },
    setWebhookTiming(timing) {
      webhookTiming = timing
    },
    setRefundFailure(status) {
      refundFailure = status
    },
    async pay(sessionId, payOptions = {}) {
      const session = sessionOrThrow(sessionId)
      markPaid(session, payOptions.amount)
      return webhookTiming === 'never' ? null : deliver(session)
    },
    async sendEvent(sessionId, sendOptions = {}) {
      const session = sessionOrThrow(sessionId)
      if (!session.paidEvent) throw new Error(`${sessionId} has not been paid yet.`)
      const times = Math.min(Math.max(sendOptions.repeat ?? 1, 1), MAX_REPEAT)
      const sent: Delivery[] = []
      for (let time = 0; time < times; time++)
        sent.push(await deliver(session, sendOptions.signature))
      return sent
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

function checkoutProblem(attributes: Record<string, unknown> | undefined): string | null {
  if (!attributes) return 'data.attributes is required.'
  const items = attributes.line_items
  if (!Array.isArray(items) || items.length === 0) return 'line_items is required.'
  for (const item of items as Record<string, unknown>[]) {
    if (typeof item.name !== 'string' || item.name === '') return 'line_items.name is required.'
    if (!Number.isInteger(item.amount) || (item.amount as number) <= 0) {
      return 'line_items.amount is invalid.'
    }
    if (item.currency !== 'PHP') return 'line_items.currency is invalid.'
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
      return 'line_items.quantity is invalid.'
    }
  }
  const methods = attributes.payment_method_types
  if (
    !Array.isArray(methods) ||
    methods.length === 0 ||
    methods.some((m) => typeof m !== 'string')
  ) {
    return 'payment_method_types is required.'
  }
  return null
}

function checkoutPage(session: StandInSession): [string, string] {
  const item = session.lineItems[0]
  const heading = `Pay ${formatCentavos(totalOf(session))} for ${item?.name ?? 'your order'}`
  const main = `<h1>${escapeHtml(heading)}</h1>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<p><a href="/checkout/${session.id}/cancel">Cancel</a></p>`
  return [heading, main]
}

function totalOf(session: StandInSession): Centavos {
  return session.lineItems.reduce((sum, item) => sum + item.amount * item.quantity, 0)
}

function sendPage(response: ServerResponse, status: number, title: string, main: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PayMongo stand-in</title></head>
<body><main>${main || `<h1>${escapeHtml(title)}</h1>`}</main></body>
</html>`)
}

function redirect(response: ServerResponse, location: string | null) {
  if (!location) return sendPage(response, 200, 'Done', '')
  response.writeHead(303, { location })
  response.end()
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  detail: string,
  pointer?: string,
) {
  sendJson(response, status, {
    errors: [{ code, detail, ...(pointer && { source: { pointer } }) }],
  })
}

function notFound(response: ServerResponse, what: string) {
  sendError(response, 404, 'resource_not_found', `No such ${what}.`)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large for the stand-in.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request))
  } catch {
    return null
  }
}

function keyOf(authorization: string | undefined): string {
  const encoded = /^Basic (.+)$/.exec(authorization ?? '')?.[1]
  if (!encoded) return '(none)'
  return Buffer.from(encoded, 'base64').toString('utf8').replace(/:.*$/, '')
}

function loopbackUrl(url: string): string {
  if (!LOOPBACK.has(new URL(url).hostname)) {
    throw new Error('The PayMongo stand-in sends webhooks to loopback addresses only.')
  }
  return url
}

function token(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

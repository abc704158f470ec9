/**
 * The few calls the booking flow makes to PayMongo's REST API (developers.paymongo.com):
 * create a Checkout Session for a deposit, read one back, and refund a payment. Requests and
 * answers use PayMongo's `{data: {attributes}}` envelope; it answers 200 to creations too.
 *
 * Every failure is a PaymentProviderError whose message names the operation, the HTTP status and
 * PayMongo's error code only. Never the key, never PayMongo's `detail` text (it can quote the
 * request, amounts included), so the message is safe for a log line.
 */
import { z } from 'zod'
import type { Centavos } from '../../../domain/money'

export const PAYMONGO_API_URL = 'https://api.paymongo.com'
export const PAYMONGO_TIMEOUT_MS = 10_000

export type PaymongoClient = {
  secretKey: string
  apiUrl: string
  timeoutMs: number
  fetch: typeof fetch
}

export function paymongoClient(options: {
  secretKey: string
  /** PAYMONGO_API_URL; tests point it at ../test-support/paymongo-stand-in.ts. */
  apiUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
}): PaymongoClient {
  return {
    secretKey: options.secretKey,
    apiUrl: (options.apiUrl ?? PAYMONGO_API_URL).replace(/\/+$/, ''),
    timeoutMs: options.timeoutMs ?? PAYMONGO_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  }
}

export type PaymentProviderFailure =
  'timeout' | 'network' | 'unauthorized' | 'rejected' | 'unavailable' | 'unexpected-answer'

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError'
  constructor(
    readonly failure: PaymentProviderFailure,
    message: string,
    /** The HTTP status PayMongo answered with, when it answered. */
    readonly status: number | null = null,
    /** PayMongo's first error code, e.g. `parameter_invalid`. */
    readonly code: string | null = null,
  ) {
    super(message)
  }
}

export type CheckoutLineItem = { name: string; amount: Centavos; quantity: number }

export type CheckoutSessionInput = {
  lineItems: CheckoutLineItem[]
  /** PAYMONGO_METHODS, e.g. ['card', 'gcash', 'paymaya', 'qrph']. */
  paymentMethodTypes: string[]
  /** The reservation's ref: it comes back in the webhook. */
  referenceNumber: string
  successUrl: string
  cancelUrl: string
  description: string
  metadata?: Record<string, string>
}

/** PayMongo's documented refund reasons. */
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer' | 'others'

export type RefundInput = {
  paymentId: string
  amount: Centavos
  reason: RefundReason
  /** Up to 255 characters, kept by PayMongo with the refund. */
  notes?: string
  metadata?: Record<string, string>
}

export type CheckoutSessionState = {
  id: string
  /** PayMongo's session status: `active` until it is paid or `expired`. */
  status: string
  referenceNumber: string | null
  /** The session's payments whose status is `paid`. */
  paymentIds: string[]
  /** Their sum, or null when nothing has been paid. */
  paidAmount: Centavos | null
}

const CreatedSession = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({ checkout_url: z.url() }),
  }),
})

const CreatedRefund = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({ status: z.string().min(1) }),
  }),
})

const RetrievedSession = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      status: z.string().min(1),
      reference_number: z.string().nullish(),
      payments: z
        .array(
          z.object({
            id: z.string().min(1),
            attributes: z.object({ amount: z.number().int(), status: z.string() }),
          }),
        )
        .nullish(),
    }),
  }),
})

const ErrorAnswer = z.object({ errors: z.array(z.object({ code: z.string() })).min(1) })

export async function createCheckoutSession(
  client: PaymongoClient,
  input: CheckoutSessionInput,
): Promise<{ id: string; url: string }> {
  const body = {
    data: {
      attributes: {
        line_items: input.lineItems.map((item) => ({
          name: item.name,
          amount: item.amount,
          currency: 'PHP',
          quantity: item.quantity,
        })),
        payment_method_types: input.paymentMethodTypes,
        reference_number: input.referenceNumber,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        description: input.description,
        // The resort's own confirmation email is the receipt that says what is still due.
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
        ...(input.metadata && { metadata: input.metadata }),
      },
    },
  }
  const answer = await call(
    client,
    'create checkout session',
    'POST',
    '/v1/checkout_sessions',
    body,
  )
  const session = read(CreatedSession, answer, 'create checkout session')
  return { id: session.data.id, url: session.data.attributes.checkout_url }
}

export async function retrieveCheckoutSession(
  client: PaymongoClient,
  id: string,
): Promise<CheckoutSessionState> {
  const path = `/v1/checkout_sessions/${encodeURIComponent(id)}`
  const answer = await call(client, 'retrieve checkout session', 'GET', path)
  const { data } = read(RetrievedSession, answer, 'retrieve checkout session')
  const paid = (data.attributes.payments ?? []).filter((p) => p.attributes.status === 'paid')
  return {
    id: data.id,
    status: data.attributes.status,
    referenceNumber: data.attributes.reference_number ?? null,
    paymentIds: paid.map((payment) => payment.id),
    paidAmount:
      paid.length === 0 ? null : paid.reduce((sum, payment) => sum + payment.attributes.amount, 0),
  }
}

export async function createRefund(
  client: PaymongoClient,
  input: RefundInput,
): Promise<{ id: string; status: string }> {
  const body = {
    data: {
      attributes: {
        amount: input.amount,
        payment_id: input.paymentId,
        reason: input.reason,
        ...(input.notes !== undefined && { notes: input.notes }),
        ...(input.metadata && { metadata: input.metadata }),
      },
    },
  }
  const answer = await call(client, 'create refund', 'POST', '/v1/refunds', body)
  const refund = read(CreatedRefund, answer, 'create refund')
  return { id: refund.data.id, status: refund.data.attributes.status }
}

async function call(
  client: PaymongoClient,
  operation: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    // PayMongo's Basic auth: the secret key is the user name, the password is empty.
    authorization: `Basic ${Buffer.from(`${client.secretKey}:`).toString('base64')}`,
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  // One deadline for the answer and its body alike.
  const signal = AbortSignal.timeout(client.timeoutMs)
  let response: Response
  let text: string
  try {
    response = await client.fetch(`${client.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      redirect: 'error',
    })
    text = await response.text()
  } catch (error) {
    if (signal.aborted) {
      throw new PaymentProviderError('timeout', `PayMongo did not answer ${operation} in time`)
    }
    // The cause's own text is left out: it may quote the request.
    throw new PaymentProviderError(
      'network',
      `PayMongo could not be reached for ${operation} (${causeName(error)})`,
    )
  }

  const json = parseJson(text)
  if (response.ok) return json
  const code = errorCode(json)
  const failure: PaymentProviderFailure =
    response.status === 401 || response.status === 403
      ? 'unauthorized'
      : response.status >= 500
        ? 'unavailable'
        : 'rejected'
  throw new PaymentProviderError(
    failure,
    `PayMongo answered ${response.status}${code ? ` (${code})` : ''} to ${operation}`,
    response.status,
    code,
  )
}

function read<T>(schema: z.ZodType<T>, answer: unknown, operation: string): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) {
    throw new PaymentProviderError(
      'unexpected-answer',
      `PayMongo's answer to ${operation} was not in the documented shape`,
    )
  }
  return parsed.data
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function errorCode(json: unknown): string | null {
  const parsed = ErrorAnswer.safeParse(json)
  if (!parsed.success) return null
  const code = parsed.data.errors[0]!.code
  // A code is an identifier; anything else is not repeated.
  return /^[a-z0-9_]{1,64}$/.test(code) ? code : null
}

function causeName(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: unknown } | null)?.code
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code
  return error instanceof Error ? error.name : 'unknown error'
}

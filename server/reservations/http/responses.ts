/**
 * The API's answers (docs/reservations.md: every refusal is `{"error":{"code","message","fields"}}`
 * with a 4xx) and its reading of JSON bodies, shared by the guest and the staff API.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodType } from 'zod'
import type { ApiError, ApiErrorCode } from '../../../domain/api-contract'
import type { Outcome, Problem } from '../services/problem'
import { fieldsOf } from './request-schemas'

/** The one place a problem's code becomes an HTTP status. */
export const STATUS_OF_CODE = {
  bad_request: 400,
  invalid: 400,
  restricted: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  sold_out: 409,
  price_changed: 409,
  promo_unavailable: 409,
  not_allowed: 409,
  wrong_state: 409,
  balance_due: 409,
  unit_taken: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  not_ready: 409,
} as const satisfies Record<ApiErrorCode, ContentfulStatusCode>

export function refusal(c: Context, { code, message, fields, total, quote }: Problem) {
  const body: ApiError = {
    error: {
      code,
      message,
      ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
      ...(total === undefined ? {} : { total }),
      ...(quote === undefined ? {} : { quote }),
    },
  }
  c.header('Cache-Control', 'no-store')
  return c.json(body, STATUS_OF_CODE[code])
}

/** A refusal made in http/ itself (a request's form, a limit, an outage). */
export function fail(c: Context, code: ApiErrorCode, message: string) {
  return refusal(c, { code, message })
}

/** A service's outcome: its value with 200, or its refusal. */
export function answer<T>(c: Context, outcome: Outcome<T>) {
  return outcome.ok ? c.json(outcome.value as object, 200) : refusal(c, outcome.problem)
}

/**
 * The body as JSON of the schema's shape, or the 400 to send: `bad_request` when it is not
 * JSON at all, `invalid` with the fields when its shape is wrong. `raw` is the text read.
 */
export async function readJsonBody<T>(
  c: Context,
  schema: ZodType<T>,
  message: string,
): Promise<{ data: T; raw: string } | { refused: Response }> {
  const raw = await c.req.text()
  let json: unknown
  try {
    json = JSON.parse(raw) as unknown
  } catch {
    return {
      refused: refusal(c, {
        code: 'bad_request',
        message: 'The request body is not valid JSON.',
      }),
    }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    return {
      refused: refusal(c, {
        code: 'invalid',
        message,
        fields: fieldsOf(parsed.error),
      }),
    }
  }
  return { data: parsed.data, raw }
}

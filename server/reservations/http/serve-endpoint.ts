/**
 * A handler registered from its endpoint object (domain/endpoint.ts): the route and method come
 * from the object, the body is read with a schema of the endpoint's body type, and the handler
 * must give an outcome of its response type. A mismatch with what the browser sends or expects
 * is a compile error here.
 */
import type { Context, Env, Hono } from 'hono'
import type { ZodType } from 'zod'
import type {
  BodyOf,
  Endpoint,
  HttpMethod,
  QueryOf,
  ResponseOf,
  RouteParams,
} from '../../../domain/endpoint'
import type { Outcome } from '../services/problem'
import { readJsonBody, refusal } from './responses'

type ParamsOf<E> = E extends Endpoint<HttpMethod, infer Route> ? RouteParams<Route> : never

export type EndpointRequest<E> = {
  /** Each `:name` of the route, as sent: the service reads and checks it. */
  param: (name: ParamsOf<E>) => string
  /** A query value as sent, or undefined: the service reads and checks it. */
  query: (name: Extract<keyof QueryOf<E>, string>) => string | undefined
  body: BodyOf<E>
  /** The body's text as it came, for a hash of the request; empty without a body. */
  rawBody: string
}

/** How the body is read: a schema of exactly the endpoint's body type, and the words if not. */
type BodyReading<E> = [BodyOf<E>] extends [undefined]
  ? { body?: never; invalid?: never }
  : { body: ZodType<BodyOf<E>>; invalid: string }

export type EndpointRoute<E, AppEnv extends Env> = BodyReading<E> & {
  /** 201 for an endpoint that creates something. */
  status?: 200 | 201
  /** A refusal before the body is read (a rate limit, a header), or undefined to go on. */
  before?: (c: Context<AppEnv>) => Promise<Response | undefined>
  handle: (c: Context<AppEnv>, request: EndpointRequest<E>) => Promise<Outcome<ResponseOf<E>>>
}

export function serve<E extends Endpoint, AppEnv extends Env>(
  app: Hono<AppEnv>,
  endpoint: E,
  route: EndpointRoute<E, AppEnv>,
): void {
  app.on(endpoint.method, endpoint.route, async (c) => {
    const refused = await route.before?.(c)
    if (refused) return refused
    let body: unknown
    let rawBody = ''
    if (route.body) {
      const read = await readJsonBody(c, route.body, route.invalid)
      if ('refused' in read) return read.refused
      body = read.data
      rawBody = read.raw
    }
    const outcome = await route.handle(c, {
      param: (name) => c.req.param(name),
      query: (name) => c.req.query(name),
      body: body as BodyOf<E>,
      rawBody,
    })
    return outcome.ok
      ? c.json(outcome.value as object, route.status ?? 200)
      : refusal(c, outcome.problem)
  })
}

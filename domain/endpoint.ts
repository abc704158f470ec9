/**
 * An endpoint of the API as one typed object: its method, its route, what it takes and what it
 * answers. The browser's client builds its calls from these objects and the server registers its
 * handlers from the same ones, so a wrong body, query or answer is a compile error on either side.
 * The types ride on the object without any value at run time: the browser ships two strings.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** What a call sends and gets back. `undefined` for a part the endpoint does not have. */
type Shapes<Query, Body, Response> = { query: Query; body: Body; response: Response }

export type Endpoint<
  Method extends HttpMethod = HttpMethod,
  Route extends string = string,
  Query = unknown,
  Body = unknown,
  Response = unknown,
> = {
  readonly method: Method
  /** As the server registers it: `:name` stands for a path parameter. */
  readonly route: Route
  /** Never set: it only carries the types. */
  readonly shapes?: Shapes<Query, Body, Response>
}

export type QueryOf<E> = E extends Endpoint<HttpMethod, string, infer Query> ? Query : never
export type BodyOf<E> = E extends Endpoint<HttpMethod, string, unknown, infer Body> ? Body : never
export type ResponseOf<E> =
  E extends Endpoint<HttpMethod, string, unknown, unknown, infer Response> ? Response : never

/** The names of a route's `:name` parameters. */
export type RouteParams<Route extends string> =
  Route extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParams<`/${Rest}`>
    : Route extends `${string}:${infer Name}`
      ? Name
      : never

/** A query's values as the browser sends them; absent ones are left out of the address. */
export type QueryValues = Record<string, string | number | undefined>

/**
 * An endpoint of this response, body and query types. Written in two steps so the types are
 * named and the method and route are inferred as literals:
 * `endpoint<ReservationDetail, NoteRequest>()('POST', '/reservations/:ref/notes')`.
 */
export function endpoint<
  Response,
  Body = undefined,
  Query extends QueryValues | undefined = undefined,
>() {
  return <Method extends HttpMethod, Route extends string>(
    method: Method,
    route: Route,
  ): Endpoint<Method, Route, Query, Body, Response> => ({ method, route })
}

/**
 * The address of a call: the base, the route with its parameters filled in (each encoded), and
 * the query's present values in the order given.
 */
export function addressOf(
  base: string,
  route: string,
  params: Record<string, string | number> = {},
  query: QueryValues = {},
): string {
  const path = route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${route}`)
    return encodeURIComponent(String(value))
  })
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&')
  return base + path + (search ? `?${search}` : '')
}

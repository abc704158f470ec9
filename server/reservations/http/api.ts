/**
 * The reservations API under /api (docs/reservations.md, "HTTP API"). Handlers stay thin: check the
 * request's form, call a service, turn its outcome into JSON. Every refusal uses the error body.
 * The guests' routes are in guest/, one module per area; the staff's API is mounted beside them.
 */
import { Hono } from 'hono'
import { STAFF_API_BASE } from '../../../domain/staff-endpoints'
import { registerBalanceRoutes } from './guest/balance-routes'
import { registerBookingRoutes } from './guest/booking-routes'
import type { GuestApiDependencies, GuestApp, GuestEnv } from './guest/guest-app'
import { registerProviderRoutes } from './guest/provider-routes'
import { applyRequestChecks } from './guest/request-checks'
import { registerStayRoutes } from './guest/stay-routes'
import { fail } from './responses'

import type { StaffApp } from './staff/staff-app'

export type ApiDependencies = GuestApiDependencies & {
  /** The staff console's API, mounted at /api/staff behind the same write checks. */
  staffApi: StaffApp
}

export function createApi(deps: ApiDependencies): GuestApp {
  const app = new Hono<GuestEnv>()
  applyRequestChecks(app, deps)
  app.route(STAFF_API_BASE, deps.staffApi)
  registerBookingRoutes(app, deps)
  registerStayRoutes(app, deps)
  registerBalanceRoutes(app, deps)
  registerProviderRoutes(app, deps)

  app.notFound((c) => fail(c, 'not_found', 'There is no such API address.'))

  app.onError((error, c) => {
    if (deps.isOutage(error)) {
      deps.log(`api: database unavailable (${codeOf(error)})`)
      c.header('Retry-After', '5')
      return fail(
        c,
        'unavailable',
        'Bookings are briefly unavailable. Please try again in a moment.',
      )
    }
    // The message only: request bodies and query values (personal data) stay out of logs.
    deps.log(
      `api: ${c.req.method} ${c.req.routePath} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return fail(
      c,
      'internal',
      'Something went wrong on our side. Nothing was booked; please try again.',
    )
  })
  return app
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : 'no code'
}

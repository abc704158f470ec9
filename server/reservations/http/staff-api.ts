/**
 * The staff console's API under /api/staff (docs/reservations.md, "The staff console"): 403 for a
 * request from another site, 401 without a live session, then thin handlers over the desk and
 * inventory services, one module per area under staff/. Writes are also held to the checks of
 * ./api.ts (JSON, same origin, size).
 */
import { Hono } from 'hono'
import { isSameOrigin } from './request-guards'
import { refusal } from './responses'
import { registerBoardRoutes } from './staff/board-routes'
import { registerChannelRoutes } from './staff/channel-routes'
import { registerDeskRoutes } from './staff/desk-routes'
import { registerExtraRoutes } from './staff/extra-routes'
import { registerHousekeepingRoutes } from './staff/housekeeping-routes'
import { registerInvoiceRoutes } from './staff/invoice-routes'
import { registerLiveRoutes } from './staff/live-routes'
import { registerPriceRoutes } from './staff/price-routes'
import { registerReceiptRoutes } from './staff/receipt-routes'
import { registerReportRoutes } from './staff/report-routes'
import { registerReservationRoutes } from './staff/reservation-routes'
import { registerRoleChecks } from './staff/role-checks'
import { registerSessionRoutes } from './staff/session-routes'
import { registerSettlementRoutes } from './staff/settlement-routes'
import type { StaffApiDependencies, StaffApp, StaffEnv } from './staff/staff-app'

export type { StaffApiDependencies } from './staff/staff-app'

export function createStaffApi(deps: StaffApiDependencies): StaffApp {
  const app = new Hono<StaffEnv>()

  // Another site's page must not read or change anything here, even with a guessed cookie.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase()
    const foreignOrigin =
      origin !== undefined &&
      !isSameOrigin(
        {
          origin,
          secFetchSite: undefined,
          host: c.req.header('host'),
          forwardedHost: c.req.header('x-forwarded-host'),
        },
        deps.trustProxy,
      )
    if (foreignOrigin || fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return refusal(c, {
        code: 'forbidden',
        message: 'The staff console answers only its own pages.',
      })
    }
    return next()
  })

  // Sign-in and 'who am I' answer anyone; every route registered after them needs a session.
  registerSessionRoutes(app, deps)
  // Then what the account's role allows, before any handler of those routes.
  registerRoleChecks(app)
  registerLiveRoutes(app, deps)
  registerReservationRoutes(app, deps)
  registerSettlementRoutes(app, deps)
  registerReceiptRoutes(app, deps)
  registerDeskRoutes(app, deps)
  registerPriceRoutes(app, deps)
  registerExtraRoutes(app, deps)
  registerChannelRoutes(app, deps)
  registerReportRoutes(app, deps)
  registerHousekeepingRoutes(app, deps)
  registerBoardRoutes(app, deps)
  registerInvoiceRoutes(app, deps)
  return app
}

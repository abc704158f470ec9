/** A guest paying what the stay owes online: a new PayMongo page for the balance, or a charge. */
import { z } from 'zod'
import type { BalancePaymentRequest } from '../../../../domain/api-contract'
import { GUEST_API } from '../../../../domain/guest-endpoints'
import { openBalanceCheckout } from '../../services/pay-balance'
import { schemaOf, text } from '../request-schemas'
import { serve } from '../serve-endpoint'
import { onlyItsMethod, rateLimited, type GuestApiDependencies, type GuestApp } from './guest-app'
import { addressOf, siteOriginOf } from '../request-origin'

const BalancePaymentRequestSchema = schemaOf<BalancePaymentRequest>()(
  z.object({ email: text(1000) }),
)

export function registerBalanceRoutes(app: GuestApp, deps: GuestApiDependencies): void {
  serve(app, GUEST_API.payBalance, {
    // A reference and an email again: a guess like any look-up, under the same limit.
    before: async (c) => {
      const limit = await deps.limiters.lookups(addressOf(c, deps))
      return limit.allowed ? undefined : rateLimited(c, limit.retryAfterSeconds)
    },
    body: BalancePaymentRequestSchema,
    invalid: 'Enter the email address of the booking.',
    status: 201,
    handle: async (c, { param, body }) => {
      const { db, paymongo, log } = deps.booking
      const result = await openBalanceCheckout({ db, paymongo, log }, param('ref'), body.email, {
        siteOrigin: siteOriginOf(c, deps),
      })
      // PayMongo did not answer: nothing changed, and a retry soon is what helps.
      if (!result.ok && result.problem.code === 'unavailable') c.header('Retry-After', '5')
      return result
    },
  })
  onlyItsMethod(app, GUEST_API.payBalance)
}

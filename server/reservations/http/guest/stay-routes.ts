/** A guest's own booking, found by its reference and email: look it up, cancel it, send a receipt. */
import { GUEST_API } from '../../../../domain/guest-endpoints'
import { cancelGuestReservation, findGuestReservation } from '../../services/guest-reservations'
import { uploadReceipt } from '../../services/transfer-receipts'
import { readReceiptUpload } from '../receipt-upload'
import { CancelRequestSchema, GuestDateChangeSchema } from '../request-schemas'
import { changeGuestDates } from '../../services/guest-date-change'
import { fail, refusal } from '../responses'
import { serve } from '../serve-endpoint'
import {
  onlyItsMethod,
  rateLimited,
  type GuestApiDependencies,
  type GuestApp,
  type GuestRequestContext,
} from './guest-app'
import { addressOf, siteOriginOf } from '../request-origin'

export function registerStayRoutes(app: GuestApp, deps: GuestApiDependencies): void {
  // Each look-up is a guess at a reference and an email: they share one limit.
  const lookupLimit = async (c: GuestRequestContext) => {
    const limit = await deps.limiters.lookups(addressOf(c, deps))
    return limit.allowed ? undefined : rateLimited(c, limit.retryAfterSeconds)
  }

  serve(app, GUEST_API.reservation, {
    before: lookupLimit,
    handle: async (_, { param, query }) =>
      findGuestReservation(
        { ...deps.guest, paysOnline: deps.booking.paymongo !== null },
        param('ref'),
        query('email'),
      ),
  })
  onlyItsMethod(app, GUEST_API.reservation)

  serve(app, GUEST_API.cancel, {
    before: lookupLimit,
    body: CancelRequestSchema,
    invalid: 'Enter the email address of the booking.',
    handle: async (c, { param, body }) => {
      const result = await cancelGuestReservation(deps.guest, param('ref'), body.email, {
        expectedCharge: body.expectedCharge,
        siteOrigin: siteOriginOf(c, deps),
        now: deps.now(),
      })
      if (result.ok) deps.mailQueued()
      return result
    },
  })
  onlyItsMethod(app, GUEST_API.cancel)

  serve(app, GUEST_API.changeDates, {
    before: lookupLimit,
    body: GuestDateChangeSchema,
    invalid: 'Enter the email address of the booking and the new dates.',
    handle: async (c, { param, body }) => {
      const { db, rooms, prices, resortName, resortEmail, resortAddress } = deps.booking
      const mail = { resortName, resortEmail, ...(resortAddress ? { resortAddress } : {}) }
      const context = { db, rooms, prices, mail }
      const result = await changeGuestDates(context, param('ref'), body, {
        siteOrigin: siteOriginOf(c, deps),
        now: deps.now(),
      })
      if (result.ok && !result.value.preview) deps.mailQueued()
      return result
    },
  })
  onlyItsMethod(app, GUEST_API.changeDates)

  // A form with a file, not JSON: read by its own reader, which checks its type and size.
  app.post(GUEST_API.receipt.route, async (c) => {
    const refused = await lookupLimit(c)
    if (refused) return refused
    const upload = await readReceiptUpload(c)
    if (!upload.ok) return fail(c, upload.code, upload.message)
    const result = await uploadReceipt(
      { ...deps.guest, store: deps.receipts },
      c.req.param('ref'),
      c.req.query('email'),
      upload.bytes,
      { siteOrigin: siteOriginOf(c, deps), now: deps.now() },
    )
    if (!result.ok) return refusal(c, result.problem)
    deps.mailQueued()
    return c.json(result.value, 201)
  })
  onlyItsMethod(app, GUEST_API.receipt)
}

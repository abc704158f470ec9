/** Looking for a stay and asking for it: availability, and the booking request. */
import { createHash } from 'node:crypto'
import { GUEST_API } from '../../../../domain/guest-endpoints'
import { normalizePromoCode, tooManyPromoGuesses } from '../../../../domain/promos'
import { availability } from '../../services/availability'
import { promoUnavailable } from '../../services/book-stay'
import { refuse } from '../../services/problem'
import { requestReservation } from '../../services/request-reservation'
import { idempotencyKeyOf } from '../request-guards'
import { ReservationRequestSchema } from '../request-schemas'
import { fail } from '../responses'
import { serve } from '../serve-endpoint'
import { onlyItsMethod, rateLimited, type GuestApiDependencies, type GuestApp } from './guest-app'
import { addressOf, siteOriginOf } from '../request-origin'

export function registerBookingRoutes(app: GuestApp, deps: GuestApiDependencies): void {
  serve(app, GUEST_API.availability, {
    handle: async (c, { query }) => {
      const promo = query('promo')
      // Every code tried counts as a guess until it turns out to apply.
      const guess = promo?.trim()
        ? await deps.limiters.promoGuesses(addressOf(c, deps), normalizePromoCode(promo))
        : null
      const asked = {
        checkIn: query('checkIn'),
        checkOut: query('checkOut'),
        adults: query('adults'),
        kids: query('kids'),
        promo,
        extras: query('extras'),
        promoGuessesBlockedForSeconds:
          guess?.allowed === false ? guess.retryAfterSeconds : undefined,
      }
      const { db, rooms, prices, sameDayCutoffHour, payments } = deps.booking
      const result = await availability(
        { db, rooms, prices, sameDayCutoffHour, payments },
        asked,
        deps.now(),
      )
      if (guess?.allowed && result.ok && result.value.promo?.valid) await guess.giveBack()
      return result
    },
  })
  onlyItsMethod(app, GUEST_API.availability)

  serve(app, GUEST_API.book, {
    before: async (c) => {
      const limit = await deps.limiters.bookings(addressOf(c, deps))
      if (!limit.allowed) return rateLimited(c, limit.retryAfterSeconds)
      if ('invalid' in idempotencyKeyOf(c.req.header('idempotency-key')))
        return fail(c, 'bad_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters.')
      return undefined
    },
    body: ReservationRequestSchema,
    invalid: 'Some details need another look.',
    status: 201,
    handle: async (c, { body, rawBody }) => {
      const key = idempotencyKeyOf(c.req.header('idempotency-key'))
      // A code booked with is a guess like one asked about, until the booking takes it.
      const promoCode = body.promoCode?.trim() ? normalizePromoCode(body.promoCode) : null
      const guess = promoCode
        ? await deps.limiters.promoGuesses(addressOf(c, deps), promoCode)
        : null
      if (guess && !guess.allowed) {
        return refuse(promoUnavailable(tooManyPromoGuesses(guess.retryAfterSeconds)))
      }
      const result = await requestReservation(deps.booking, body, {
        idempotency:
          'key' in key && key.key !== null ? { key: key.key, requestHash: sha256(rawBody) } : null,
        clientAddress: addressOf(c, deps),
        siteOrigin: siteOriginOf(c, deps),
        now: deps.now(),
      })
      if (!result.ok) {
        // PayMongo did not answer: nothing was booked, and a retry soon is what helps.
        if (result.problem.code === 'unavailable') c.header('Retry-After', '5')
        return result
      }
      if (guess?.allowed) await guess.giveBack()
      deps.mailQueued()
      return result
    },
  })
  onlyItsMethod(app, GUEST_API.book)
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

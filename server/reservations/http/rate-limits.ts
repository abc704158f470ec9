/**
 * Per-address limits on booking requests and look-ups (RESERVATIONS.md, "Security"), so a
 * script can neither flood the resort with requests nor guess references. In memory: each
 * server counts its own clients.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimits = {
  bookingsPerWindow: number
  lookupsPerWindow: number
  windowSeconds: number
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  bookingsPerWindow: 20,
  lookupsPerWindow: 60,
  windowSeconds: 600,
}

export type Limiter = (
  address: string,
) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>

export function createLimiters(limits: RateLimits): { bookings: Limiter; lookups: Limiter } {
  return {
    bookings: limiter(
      new RateLimiterMemory({
        keyPrefix: 'booking',
        points: limits.bookingsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
    lookups: limiter(
      new RateLimiterMemory({
        keyPrefix: 'lookup',
        points: limits.lookupsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
  }
}

function limiter(store: RateLimiterMemory): Limiter {
  return async (address) => {
    try {
      await store.consume(address)
      return { allowed: true }
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        }
      }
      throw rejection
    }
  }
}

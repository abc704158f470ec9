/**
 * Per-address limits on booking requests and look-ups, and on failed staff sign-ins per account
 * and address (RESERVATIONS.md, "Security"), so a script can neither flood the resort with
 * requests nor guess references or passwords. The counters live where
 * data/rate-limit-store.ts says: shared by every server on PostgreSQL.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { CounterStore } from '../data/rate-limit-store'

export type RateLimits = {
  bookingsPerWindow: number
  lookupsPerWindow: number
  windowSeconds: number
}

export type Limiter = (
  address: string,
) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>

export function createLimiters(
  limits: RateLimits,
  counters: CounterStore,
): { bookings: Limiter; lookups: Limiter } {
  return {
    bookings: limiter(
      counters({
        keyPrefix: 'booking',
        points: limits.bookingsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
    lookups: limiter(
      counters({
        keyPrefix: 'lookup',
        points: limits.lookupsPerWindow,
        duration: limits.windowSeconds,
      }),
    ),
  }
}

function limiter(store: RateLimiterAbstract): Limiter {
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

export type SignInLimits = { perAccount: number; perAddress: number; windowSeconds: number }

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
}

/** Failed sign-ins: either limit reached blocks further tries; a success clears the account's count. */
export function createSignInLimiter(limits: SignInLimits, counters: CounterStore) {
  const byAccount = counters({
    keyPrefix: 'sign-in-account',
    points: limits.perAccount,
    duration: limits.windowSeconds,
  })
  const byAddress = counters({
    keyPrefix: 'sign-in-address',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  })
  const spent = async (store: RateLimiterAbstract, key: string, points: number) => {
    const used = await store.get(key)
    return used && used.consumedPoints >= points ? used.msBeforeNext : 0
  }
  return {
    /** Milliseconds until a try is allowed again; 0 when it is allowed now. */
    async waitMs(account: string, address: string): Promise<number> {
      return Math.max(
        await spent(byAccount, account, limits.perAccount),
        await spent(byAddress, address, limits.perAddress),
      )
    },
    async failed(account: string, address: string): Promise<void> {
      await Promise.all([byAccount.penalty(account, 1), byAddress.penalty(address, 1)])
    },
    async succeeded(account: string): Promise<void> {
      await byAccount.delete(account)
    },
  }
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>
